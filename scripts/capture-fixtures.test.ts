import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURE_DIST } from '@/lib/output/fixtures';

// The capture never leaves the repository worse: it writes beside the fixture and swaps only when every
// page was read. Run here on a copy of the fixture, with the fixture itself standing in for a build.
const capture = (dist: string, into: string) =>
  spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/capture-fixtures.ts', dist, '--skip-build', '--into', into],
    {
      encoding: 'utf8',
    },
  );

const listing = (dir: string): string[] => fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort();

describe('npm run fixtures:capture', () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'capture-'));
  const into = path.join(folder, 'fixtures');
  fs.cpSync(FIXTURE_DIST, into, { recursive: true });
  const before = listing(into);

  it('leaves the old fixture in place when the build lacks a page', () => {
    const broken = path.join(folder, 'broken-build');
    fs.cpSync(FIXTURE_DIST, broken, { recursive: true });
    fs.rmSync(path.join(broken, 'server/app/pt'), { recursive: true });
    const result = capture(broken, into);
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(/\/pt\/about-us: the build wrote no/);
    expect(listing(into)).toEqual(before);
    expect(fs.existsSync(`${into}.next`)).toBe(false);
  });

  it('swaps in the new fixture once every page was read', () => {
    const result = capture(FIXTURE_DIST, into);
    expect(result.status, result.stderr).toBe(0);
    expect(listing(into)).toEqual(before);
    expect(fs.existsSync(`${into}.old`)).toBe(false);
  });
});
