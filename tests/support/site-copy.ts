import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

/** A copy of what the content scripts read (not the build), with the project's node_modules linked in. */
export function copyOfSite(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  for (const entry of ['app', 'lib', 'config', 'content', 'public', 'scripts', 'tsconfig.json', 'package.json'])
    fs.cpSync(path.join(ROOT, entry), path.join(dir, entry), { recursive: true });
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
  return dir;
}

/** Runs `scripts/{script}.ts` in `dir` as an editor would through npm, output and status together. */
export function runScript(dir: string, script: string, ...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'development' },
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** Rewrites one file of `dir`. */
export function edit(dir: string, file: string, change: (text: string) => string): void {
  const full = path.join(dir, file);
  fs.writeFileSync(full, change(fs.readFileSync(full, 'utf8')));
}

/** Runs git in `dir` as the editor whose branch it is. */
export const git = (dir: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=Editor', '-c', 'user.email=editor@example.com', ...args], { cwd: dir });

/** A copy of the site in a git repository of its own, on `branch` off main, as the editor's workflow makes one. */
export function repositoryOfSite(prefix: string, branch: string): string {
  const dir = copyOfSite(prefix);
  fs.writeFileSync(path.join(dir, '.gitignore'), 'node_modules\n');
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-qm', 'site');
  git(dir, 'checkout', '-qb', branch);
  return dir;
}
