// bench/RESULTS.md: each run rewrites the sections it measured, dated, with the commit and the machine.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM, ROOT } from './common';

/** Replaces the results' sections these lines hold (each `## ` heading up to the next), dated; appends any new one. */
export function replaceSections(lines: string[], command: string): void {
  const file = path.join(ROOT, 'bench/RESULTS.md');
  let text = fs.readFileSync(file, 'utf8');
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
  const stamp = `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC at ${commit} by \`${command}\`, on ${machine()}.`;
  for (const section of lines.join('\n').split(/\n(?=## )/)) {
    const heading = section.slice(0, section.indexOf('\n'));
    // The heading's words before its figures (e.g. "## Main thread in real traces"), so a run with other rounds replaces it too.
    const key = heading.replace(/[,(].*$/, '').trim();
    const dated = section.replace('\n\n', `\n\n${stamp}\n\n`).replace(/\n*$/, '\n');
    const existing = new RegExp(`${literal(key)}[^\n]*\n[\\s\\S]*?(?=\n## |$)`);
    text = existing.test(text) ? text.replace(existing, () => dated) : `${text.replace(/\n*$/, '\n\n')}${dated}`;
  }
  fs.writeFileSync(file, text);
}

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function machine(): string {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const chromiumVersion = spawnSync(CHROMIUM, ['--version'], { encoding: 'utf8' }).stdout.trim();
  const nginxVersion = spawnSync('nginx', ['-v'], { encoding: 'utf8' }).stderr.trim();
  return `${os.cpus().length} × ${cpu}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, ${chromiumVersion}, ${nginxVersion}, wrk`;
}
