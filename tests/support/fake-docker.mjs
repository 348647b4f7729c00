#!/usr/bin/env node
// The docker commands deploy/preview-run.sh gives, where no Docker daemon is at hand: `run` starts the
// site's production build with exactly the command line's settings (its -e flags, its port, its tmpfs
// folders as fresh temporary ones), `rm -fv` stops it and drops those folders, `logs` prints its output,
// `inspect` counts its restarts.
// FAKE_DOCKER_STATE (a folder for pids and logs) and FAKE_DOCKER_DIST_DIR (the build) are the test's.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const state = process.env.FAKE_DOCKER_STATE;
if (!state) throw new Error('FAKE_DOCKER_STATE is not set');
fs.mkdirSync(state, { recursive: true });
const [command, ...args] = process.argv.slice(2);
const file = (name, kind) => path.join(state, `${name}.${kind}`);

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function remove(name) {
  const pid = Number(fs.existsSync(file(name, 'pid')) ? fs.readFileSync(file(name, 'pid'), 'utf8') : NaN);
  if (pid) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
  for (const kind of ['pid', 'log']) fs.rmSync(file(name, kind), { force: true });
  fs.rmSync(file(name, 'tmpfs'), { recursive: true, force: true });
}

if (command === 'rm') {
  const name = args.filter((arg) => !arg.startsWith('-')).at(-1);
  if (!name || !fs.existsSync(file(name, 'pid'))) {
    console.error(`Error response from daemon: No such container: ${name}`);
    process.exit(1);
  }
  remove(name);
} else if (command === 'logs') {
  const name = args.at(-1);
  const tail = Number(args[args.indexOf('--tail') + 1] ?? 100);
  process.stdout.write(fs.readFileSync(file(name, 'log'), 'utf8').split('\n').slice(-tail).join('\n'));
} else if (command === 'inspect') {
  // Only the restart count, which the preview's readiness check reads: Docker restarts a server that exits
  // under the preview's --restart policy, so a server that is gone here has been restarted at least once.
  const [flag, format, name] = args;
  if (flag !== '-f' || format !== '{{.RestartCount}}') {
    console.error(`fake docker: inspect ${args.join(' ')} is not one the preview uses`);
    process.exit(64);
  }
  if (!fs.existsSync(file(name, 'pid'))) {
    console.error(`Error: No such object: ${name}`);
    process.exit(1);
  }
  // A string: console.log colours a number when the test's FORCE_COLOR is set, and a script reads this.
  process.stdout.write(alive(Number(fs.readFileSync(file(name, 'pid'), 'utf8'))) ? '0\n' : '1\n');
} else if (command === 'run') {
  let name = '';
  let port = '';
  const env = {};
  const memory = {};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--name') name = args[++i];
    else if (arg === '-p') port = args[++i].split(':').at(-2);
    else if (arg === '-e') {
      const [key, ...value] = args[++i].split('=');
      env[key] = value.join('=');
    } else if (arg === '--tmpfs') {
      const folder = args[++i].split(':')[0];
      memory[folder] = path.join(file(name, 'tmpfs'), folder.replaceAll('/', '_'));
      fs.mkdirSync(memory[folder], { recursive: true });
    } else if (arg === '--restart') i++;
  }
  // Paths inside the container's in-memory folders, as the server there would see them.
  for (const [key, value] of Object.entries(env))
    for (const [folder, local] of Object.entries(memory)) env[key] = value.replace(`${folder}/`, `${local}/`);
  const log = fs.openSync(file(name, 'log'), 'w');
  const bin = path.join(process.cwd(), 'node_modules', 'next', 'dist', 'bin', 'next');
  const child = spawn(process.execPath, [bin, 'start', '-p', port, '-H', '127.0.0.1'], {
    detached: true,
    stdio: ['ignore', log, log],
    // The image's own environment (deploy/Dockerfile's run stage) and the command line's, nothing else.
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      NEXT_DIST_DIR: process.env.FAKE_DOCKER_DIST_DIR ?? '.next',
      ...env,
    },
  });
  fs.writeFileSync(file(name, 'pid'), String(child.pid));
  child.unref();
  console.log(`fake-${name}`);
} else {
  console.error(`fake docker: ${command} is not one the preview uses`);
  process.exit(64);
}
