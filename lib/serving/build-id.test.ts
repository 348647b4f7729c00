import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { computeBuildId } from './build-id';

describe('computeBuildId', () => {
  it('is stable for the same sources and changes with content or configuration', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'build-id-'));
    fs.mkdirSync(path.join(root, 'content'));
    fs.writeFileSync(path.join(root, 'content', 'post.md'), 'one');
    const first = computeBuildId(root);
    expect(computeBuildId(root)).toBe(first);
    expect(first).toMatch(/^[0-9a-f]{16}$/);
    expect(computeBuildId(root, 'GTM-ABC')).not.toBe(first);
    fs.writeFileSync(path.join(root, 'content', 'post.md'), 'two');
    expect(computeBuildId(root)).not.toBe(first);
  });
});
