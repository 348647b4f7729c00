// Requests per second: wrk against Next, nginx in front (deploy/nginx.conf) and nginx serving the file.
import { appRouteOf } from '@/lib/i18n/paths';
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { pageFilePath } from '@/lib/output/next-output';
import { DURATION, PORTS, ROOT, run } from './common';

export type Throughput = { rps: number; p99: number };

/** wrk with 2 threads and 32 connections; it shares the 2 cores with the server, like the references. */
export function throughput(url: string, headers: string[] = [], { notFound = false } = {}): Throughput {
  const output = execFileSync(
    'wrk',
    ['-t2', '-c32', `-d${DURATION}s`, '--latency', ...headers.flatMap((header) => ['-H', header]), url],
    { encoding: 'utf8' },
  );
  // Errors answer fast: a run with any of them measures nothing. (A slow answer wrk gave up on is not one.)
  if ((!notFound && /Non-2xx/.test(output)) || /Socket errors: connect [1-9]|read [1-9]|write [1-9]/.test(output))
    throw new Error(`${url} answered with errors:\n${output}`);
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1]);
  const [, value, unit] = /\s99%\s+([\d.]+)(us|ms|s)/.exec(output) ?? [];
  const p99 = Number(value) * (unit === 'us' ? 0.001 : unit === 's' ? 1000 : 1);
  return { rps, p99 };
}

/** deploy/nginx.conf pointed at the benchmark's server, plus a server block serving one page's file as is. */
export function startNginx(pageFile: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-nginx-'));
  fs.mkdirSync(path.join(dir, 'cache'));
  fs.mkdirSync(path.join(dir, 'www'));
  // nginx workers run as an unprivileged user: they read www/ and write the cache.
  fs.chmodSync(dir, 0o755);
  fs.chmodSync(path.join(dir, 'www'), 0o755);
  fs.chmodSync(path.join(dir, 'cache'), 0o777);
  const html = fs.readFileSync(pageFile);
  fs.writeFileSync(path.join(dir, 'www/index.html'), html);
  fs.writeFileSync(path.join(dir, 'www/index.html.gz'), zlib.gzipSync(html));
  const direct = `
  server {
    listen ${PORTS.file} reuseport;
    root ${dir}/www;
    gzip_static on;
    location = / { try_files /index.html =404; }
  }
}`;
  const config = fs
    .readFileSync(path.join(ROOT, 'deploy/nginx.conf'), 'utf8')
    .replace('server 127.0.0.1:3000;', `server 127.0.0.1:${PORTS.site};`)
    .replace(/  # Plain HTTP only moves[\s\S]*?\n    }\n  }\n\n/, '')
    .replace('listen 8080 reuseport;', `listen ${PORTS.front} reuseport;`)
    .replace('/var/cache/nginx/brightloom', `${dir}/cache`)
    .replaceAll('/app/.next', path.join(ROOT, '.next'))
    .replace('pid /tmp/brightloom-nginx.pid;', `pid ${dir}/nginx.pid; error_log ${dir}/error.log;`)
    .replace(/\}\s*$/, direct);
  fs.writeFileSync(path.join(dir, 'nginx.conf'), config);
  run('nginx', ['-c', path.join(dir, 'nginx.conf'), '-p', dir, '-e', path.join(dir, 'error.log')]);
  return dir;
}

export function stopNginx(dir: string): void {
  spawnSync('nginx', ['-c', path.join(dir, 'nginx.conf'), '-p', dir, '-e', path.join(dir, 'error.log'), '-s', 'stop']);
}

export type HtmlThroughput = Record<
  'next' | 'front' | 'file' | 'floorNext' | 'nextPlain' | 'floorNextPlain',
  Throughput
>;

/**
 * HTML throughput for the home page: next start, the nginx front, nginx serving the file. Both nginx
 * servers answer gzip (the front keeps Next's compressed copy), so the client asks for gzip in all;
 * next start once more without Accept-Encoding (plain wrk), where Next compresses nothing.
 */
export async function htmlThroughput(site: string, floor: string): Promise<HtmlThroughput> {
  const nginxDir = startNginx(pageFilePath(path.join(ROOT, '.next'), appRouteOf('/')));
  const gzip = ['Accept-Encoding: gzip'];
  for (let warm = 0; warm < 3; warm += 1)
    await fetch(`http://127.0.0.1:${PORTS.front}/`, { headers: { 'accept-encoding': 'gzip' } });
  try {
    return {
      next: throughput(`${site}/`, gzip),
      front: throughput(`http://127.0.0.1:${PORTS.front}/`, gzip),
      file: throughput(`http://127.0.0.1:${PORTS.file}/`, gzip),
      floorNext: throughput(`${floor}/`, gzip),
      nextPlain: throughput(`${site}/`),
      floorNextPlain: throughput(`${floor}/`),
    };
  } finally {
    stopNginx(nginxDir);
  }
}

export function throughputSection(html: HtmlThroughput): string[] {
  return [
    '## HTML throughput, home page',
    '',
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC. The client asks for gzip, except in the last two rows.`,
    '',
    '| server | req/s | p99 ms |',
    '| --- | ---: | ---: |',
    `| nginx serving the same file directly | ${html.file.rps.toFixed(0)} | ${html.file.p99.toFixed(1)} |`,
    `| deploy/nginx.conf in front of next start | ${html.front.rps.toFixed(0)} (${((html.front.rps / html.file.rps) * 100).toFixed(0)} % of direct) | ${html.front.p99.toFixed(1)} |`,
    `| next start alone | ${html.next.rps.toFixed(0)} | ${html.next.p99.toFixed(1)} |`,
    `| next start, empty page | ${html.floorNext.rps.toFixed(0)} | ${html.floorNext.p99.toFixed(1)} |`,
    `| next start alone, asked without Accept-Encoding (uncompressed) | ${html.nextPlain.rps.toFixed(0)} | ${html.nextPlain.p99.toFixed(1)} |`,
    `| next start, empty page, uncompressed | ${html.floorNextPlain.rps.toFixed(0)} | ${html.floorNextPlain.p99.toFixed(1)} |`,
    '',
  ];
}
