// Gzipped JavaScript each prerendered page loads on first visit, read from the build output.
// Usage: npm run build && npx tsx scripts/first-load-js.ts
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { attributeValue } from '../lib/csp';
import { deferredChunks } from '../lib/paint-first';

const appDir = '.next/server/app';
const gzipSize = new Map<string, number>();
function gz(src: string): number {
  if (!gzipSize.has(src)) {
    const file = path.join('.next', src.replace(/^\/_next\//, ''));
    gzipSize.set(src, fs.existsSync(file) ? zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length : 0);
  }
  return gzipSize.get(src)!;
}

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : entry.name.endsWith('.html') ? [full] : [];
  });
}

const rows = walk(appDir)
  .filter((file) => !file.includes('_global-error'))
  .map((file) => {
    const html = fs.readFileSync(file, 'utf8');
    // Modern browsers skip the noModule polyfills, so they are not counted.
    const tags = [...html.matchAll(/<script([^>]*)>/g)].map((match) => match[1] ?? '').filter((attrs) => !/noModule/i.test(attrs));
    const tagged = tags.map((attrs) => attributeValue(attrs, 'src')).filter((src): src is string => Boolean(src));
    // Sealed pages list their chunks in the paint-first loader instead of script tags.
    const scripts = [...new Set([...tagged, ...deferredChunks(html).map(([src]) => src)])];
    const route = '/' + path.relative(appDir, file).replace(/\.html$/, '').replace(/(^|\/)index$/, '').replace(/\([^)]+\)\//g, '');
    return { route, kb: scripts.reduce((sum, src) => sum + gz(src), 0) / 1024, htmlKb: zlib.gzipSync(html).length / 1024 };
  })
  .sort((a, b) => a.route.localeCompare(b.route));

console.log('| route | first-load JS (gzip KB) | HTML (gzip KB) |\n| --- | ---: | ---: |');
for (const row of rows) console.log(`| ${row.route} | ${row.kb.toFixed(1)} | ${row.htmlKb.toFixed(1)} |`);
