import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { editorBundle } from './bundle';

/** A path glob of a workflow's `paths` filter (`**` any folders, `*` one name's part). */
const globMatches = (glob: string, file: string) =>
  new RegExp(
    `^${glob
      .replace(/[.+^${}()|[\]\\]/g, '\\$&')
      .replace(/\*\*/g, '\0')
      .replace(/\*/g, '[^/]*')
      .replace(/\0/g, '.*')}$`,
  ).test(file);

describe('the editor’s bundle', () => {
  it('is deployed again whenever a file it is made of changes (the site’s styles and parts included)', async () => {
    const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-bundle-'));
    const result = await build({ ...editorBundle(outdir), write: false, metafile: true, logLevel: 'silent' });
    // A module the bundle makes itself (`namespace:path`: the site's words) is made of files listed beside it.
    const inputs = Object.keys(result.metafile.inputs).filter(
      (file) => !file.startsWith('node_modules/') && !/^[a-z-]+:/.test(file),
    );
    expect(inputs).toContain('app/globals.css');
    expect(inputs.some((file) => file.startsWith('components/'))).toBe(true);
    const workflow = parse(fs.readFileSync('.github/workflows/admin.yml', 'utf8')) as {
      on: { push: { paths: string[] } };
    };
    const watched = workflow.on.push.paths;
    expect(inputs.filter((file) => !watched.some((glob) => globMatches(glob, file)))).toEqual([]);
    // Its packages too: a new Sveltia CMS or a new React is a new editor.
    expect(watched).toContain('package-lock.json');
  }, 30_000);
});
