import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test as teardown } from '@playwright/test';
import { INTEGRATIONS_SCRATCH, INTEGRATIONS_SET_ASIDE } from './servers';

teardown('the site with every integration on is stopped and its copy removed', () => {
  const pidFile = path.join(INTEGRATIONS_SCRATCH, 'server.pid');
  if (fs.existsSync(pidFile)) {
    try {
      // To the whole process group: `next start` may run the server in a child process.
      process.kill(-Number(fs.readFileSync(pidFile, 'utf8')), 'SIGTERM');
    } catch {
      // already gone
    }
  }
  // The server's output outlives its copy, for a failure to be read afterwards.
  const log = path.join(INTEGRATIONS_SCRATCH, 'server.log');
  if (fs.existsSync(log)) {
    fs.mkdirSync('test-results', { recursive: true });
    fs.copyFileSync(log, path.join('test-results', 'integrations-server.log'));
  }
  // Moved aside at once and removed in the background: deleting the copy (its node_modules is 65,000
  // hard links) took 4 s at the very end of the run, with nothing else left to do.
  if (!fs.existsSync(INTEGRATIONS_SCRATCH)) return;
  const removing = `${INTEGRATIONS_SET_ASIDE}${process.pid}`;
  fs.renameSync(INTEGRATIONS_SCRATCH, removing);
  spawn('rm', ['-rf', removing], { detached: true, stdio: 'ignore' }).unref();
});
