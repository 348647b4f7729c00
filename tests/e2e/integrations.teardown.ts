import fs from 'node:fs';
import path from 'node:path';
import { test as teardown } from '@playwright/test';
import { INTEGRATIONS_SCRATCH } from './servers';

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
  fs.rmSync(INTEGRATIONS_SCRATCH, { recursive: true, force: true });
});
