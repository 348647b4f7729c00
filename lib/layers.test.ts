import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The house in one direction (CONTRACT §25): each folder of lib/ imports only folders below it, so rules
// and formats never reach up into serving, the build or the browser. A new folder takes its place here.
const LAYERS = [
  'instrumentation-node',
  'browser',
  'insights',
  'build',
  'leads',
  'serving',
  'output',
  'search',
  'seo',
  'content',
  'i18n',
  'sentry',
  'shared',
  'text',
  'env',
] as const;

const LIB = path.join(process.cwd(), 'lib');
const IMPORT = /(?:from|import\()\s*'(@\/lib\/[^']+|\.\.?\/[^']+)'/g;

/** `lib/leads/mail/links.ts` -> `leads`; `lib/env.ts` -> `env`. */
const folderOf = (file: string) =>
  path
    .relative(LIB, file)
    .split(path.sep)[0]!
    .replace(/\.tsx?$/, '');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'fixtures' ? [] : sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

function importsOf(file: string): string[] {
  return [...fs.readFileSync(file, 'utf8').matchAll(IMPORT)].map(([, target]) =>
    target!.startsWith('@/lib/')
      ? path.join(LIB, target!.slice('@/lib/'.length))
      : path.resolve(path.dirname(file), target!),
  );
}

describe('lib/', () => {
  const files = sources(LIB);

  it('has every folder in its place', () => {
    const folders = new Set(files.map(folderOf));
    expect([...folders].filter((folder) => !(LAYERS as readonly string[]).includes(folder))).toEqual([]);
  });

  it('imports only downwards: no arrow runs from a lower folder back up to a higher one', () => {
    const upwards = files.flatMap((file) => {
      const from = LAYERS.indexOf(folderOf(file) as (typeof LAYERS)[number]);
      return importsOf(file)
        .filter((target) => target.startsWith(LIB + path.sep))
        .filter((target) => LAYERS.indexOf(folderOf(target) as (typeof LAYERS)[number]) < from)
        .map((target) => `${path.relative(LIB, file)} -> ${path.relative(LIB, target)}`);
    });
    expect(upwards).toEqual([]);
  });
});
