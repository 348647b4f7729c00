import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const INPUTS = [
  'app',
  'components',
  'content',
  'lib',
  'public',
  'proxy.ts',
  'instrumentation.ts',
  'instrumentation-client.ts',
  'next.config.ts',
  'package-lock.json',
];

function files(entry: string): string[] {
  if (!fs.existsSync(entry)) return [];
  if (!fs.statSync(entry).isDirectory()) return [entry];
  return fs
    .readdirSync(entry)
    .sort()
    .flatMap((name) => files(path.join(entry, name)));
}

/**
 * A build id that is the same every time Next loads its config during one build (it does so in
 * several processes) and changes whenever anything that ships changes. Clients compare it with
 * /builds/latest.json to notice a new deployment.
 */
export function computeBuildId(root = process.cwd(), extra = ''): string {
  const hash = crypto.createHash('sha256').update(extra);
  for (const file of INPUTS.flatMap((input) => files(path.join(root, input)))) {
    hash.update(path.relative(root, file)).update('\0').update(fs.readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}
