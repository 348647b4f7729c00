// `npm run upgrade:check -- next@VERSION react@VERSION …`: tries an upgrade of Next and React in a
// scratch copy of the project, never in this one. It installs the versions there, builds with `next
// build`, captures the build step's fixture from that build, runs the build step's tests on it, and
// prints which of Next's and React's private formats changed (lib/output/next-output.ts). docs/upgrading.md
// says what to do with the answer.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FIXTURE_DIST, FIXTURE_PAGES, fixtureRoute } from '@/lib/output/fixtures';
import { describeFormats } from '@/lib/output/next-output';

const specs = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
if (specs.length === 0) {
  console.error('usage: npm run upgrade:check -- next@VERSION react@VERSION [react-dom@VERSION …]');
  process.exit(2);
}
// react and react-dom move together.
const react = specs.find((spec) => spec.startsWith('react@'));
if (react && !specs.some((spec) => spec.startsWith('react-dom@'))) specs.push(react.replace('react@', 'react-dom@'));

const started = Date.now();
const elapsed = () => `${Math.round((Date.now() - started) / 1000)} s`;
const root = process.cwd();
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'upgrade-check-'));
const run = (command: string, args: string[], quiet = true) =>
  execFileSync(command, args, {
    cwd: scratch,
    stdio: quiet ? 'pipe' : 'inherit',
    encoding: 'utf8',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });

console.log(`Scratch copy: ${scratch}`);
const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
for (const file of files) {
  if (!fs.existsSync(path.join(root, file))) continue;
  fs.mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
  fs.copyFileSync(path.join(root, file), path.join(scratch, file));
}
run('npm', ['ci', '--no-audit', '--no-fund', '--prefer-offline']);
// A canary may sit outside a peer range the site pins; the check is what it is for.
run('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--legacy-peer-deps', ...specs]);
const versions = run('node', [
  '-e',
  "for (const p of ['next','react','react-dom']) console.log(p, require(p + '/package.json').version)",
]);
console.log(`Installed (${elapsed()}):\n${versions.trim().replace(/^/gm, '  ')}`);

const before = describeFormats(FIXTURE_DIST, Object.values(FIXTURE_PAGES).map(fixtureRoute));
let built = true;
try {
  run('npx', ['tsx', 'scripts/capture-fixtures.ts', '.next-upgrade']);
  console.log(`Built and captured (${elapsed()})`);
} catch (error) {
  built = false;
  console.log(
    `The build failed (${elapsed()}):\n${String((error as { stdout?: string }).stdout ?? error).slice(-3000)}`,
  );
}
let changed: string[] = [];
let tests = 'not run';
if (built) {
  const after = describeFormats(
    path.join(scratch, 'lib/output/fixtures'),
    Object.values(FIXTURE_PAGES).map(fixtureRoute),
  );
  changed = after.flatMap((line, index) =>
    line === before[index] ? [] : [`  ${before[index] ?? '(none)'}\n→ ${line}`],
  );
  try {
    run('npx', ['vitest', 'run', 'lib/build']);
    tests = 'passed';
  } catch (error) {
    tests = `FAILED\n${String((error as { stdout?: string }).stdout ?? error).slice(-3000)}`;
  }
}
console.log(
  changed.length === 0 ? 'Private formats: none changed.' : `Private formats that changed:\n${changed.join('\n')}`,
);
console.log(`Build step tests on the new build's fixture: ${tests}`);
console.log(`Took ${elapsed()}. The scratch copy stays at ${scratch} for a closer look; delete it when done.`);
process.exit(built && tests === 'passed' ? 0 : 1);
