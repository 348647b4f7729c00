// Vitest's global setup: the unit tests' scratch files (copies of the site, databases, mail files) go to
// one folder per run, removed when the run ends, so that no run leaves any behind.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

let folder = '';

export function setup(): void {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'site-unit-'));
  // Open as the system's own is: servers a test starts as another user (nginx) read what is under it.
  fs.chmodSync(folder, 0o1777);
  // The test workers start after this, with this environment: their os.tmpdir() is the run's folder.
  process.env.TMPDIR = folder;
}

export function teardown(): void {
  fs.rmSync(folder, { recursive: true, force: true });
}
