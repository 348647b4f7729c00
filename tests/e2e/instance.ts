import { type ChildProcess, spawn } from 'node:child_process';

/**
 * A `next start` of the default build (or `next dev` of the tree) on its own port, in its own process
 * group, for tests that signal it.
 */
export type Instance = {
  port: number;
  base: string;
  process: ChildProcess;
  exited: Promise<number | null>;
  output: () => string;
};

export async function startInstance(
  port: number,
  env: Record<string, string>,
  cwd = process.cwd(),
  command: 'start' | 'dev' = 'start',
): Promise<Instance> {
  const child = spawn(process.execPath, ['node_modules/next/dist/bin/next', command, '--port', String(port)], {
    cwd,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NEXT_DIST_DIR: '.next', ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? (signal ? -1 : null))),
  );
  const instance = { port, base: `http://127.0.0.1:${port}`, process: child, exited, output: () => output };
  // The first request to `next dev` compiles the proxy and a route first.
  await waitUntilUp({ baseURL: instance.base }, command === 'dev' ? 180_000 : 60_000);
  return instance;
}

export async function waitUntilUp({ baseURL }: { baseURL: string }, timeout: number): Promise<void> {
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${baseURL}/builds/latest.json`)).ok) return;
    } catch {
      // starting
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server on ${baseURL} did not start`);
}

/** To the whole process group: `next start` may run the server in a child process. */
export function signal(instance: Instance, name: 'SIGKILL' | 'SIGTERM'): void {
  try {
    process.kill(-instance.process.pid!, name);
  } catch {
    // already gone
  }
}
