// npm run leads -- <command>: runs as `next start` does, from the app's folder whatever the working
// directory (a cron job's, the container's), with the same `.env*` files read by Next's own loader,
// before any setting is parsed. The commands themselves are in leads-commands.ts.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import nextEnv from '@next/env';

/** The folder of the app this file belongs to: the nearest one above it with a package.json. */
function appRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) return from;
  }
}

// A folder or file the operator names is theirs, read from where they stand.
for (let index = 2; index < process.argv.length; index += 1) {
  const arg = process.argv[index]!;
  for (const option of ['--files', '--out']) {
    if (arg === option && process.argv[index + 1]) process.argv[index + 1] = path.resolve(process.argv[index + 1]!);
    else if (arg.startsWith(`${option}=`))
      process.argv[index] = `${option}=${path.resolve(arg.slice(option.length + 1))}`;
  }
}
const root = appRoot(path.dirname(fileURLToPath(import.meta.url)));
process.chdir(root);
nextEnv.loadEnvConfig(root, false, { info: () => undefined, error: console.error });
await import('./leads-commands');
