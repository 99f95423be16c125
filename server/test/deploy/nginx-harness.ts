import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { REPO_ROOT } from '../../src/config.js';

/**
 * Debian's nginx running deploy/nginx.conf (the file a volunteer installs) as a non-daemon with
 * its own prefix: only the ports, the certificate and the upstream address are swapped in.
 */

export const NGINX = '/usr/sbin/nginx';
export const SITE_CONFIG = path.join(REPO_ROOT, 'deploy/nginx.conf');

/** nginx present, or installed through scripts/ensure-system-deps.sh; otherwise a clear failure. */
export function ensureNginx(): void {
  if (existsSync(NGINX)) return;
  const result = spawnSync('bash', [path.join(REPO_ROOT, 'scripts/ensure-system-deps.sh')], { encoding: 'utf8' });
  if (!existsSync(NGINX)) {
    throw new Error(`nginx is missing and could not be installed (apt-get install nginx):\n${result.stderr || result.stdout}`);
  }
}

/** A self-signed certificate for localhost, valid for a day. */
export function selfSignedCertificate(dir: string): { cert: string; key: string } {
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1',
    '-keyout', key, '-out', cert,
    '-subj', '/CN=localhost',
    '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1',
  ], { stdio: 'ignore' });
  return { cert, key };
}

export interface SitePorts {
  http: number;
  https: number;
  upstream: number;
}

/** deploy/nginx.conf with the test's ports and files; throws when a line it swaps has changed. */
export function templateSite(ports: SitePorts, files: { cert: string; key: string; webroot: string }): string {
  let site = readFileSync(SITE_CONFIG, 'utf8');
  const swap = (from: string | RegExp, to: string) => {
    const before = site;
    site = site.replace(from, to);
    if (site === before) throw new Error(`deploy/nginx.conf no longer contains ${String(from)}: update ${path.basename(import.meta.url)}`);
  };
  swap(/server 127\.0\.0\.1:3000;/, `server 127.0.0.1:${ports.upstream};`);
  swap(/^\s*listen \[::\]:80;\n/m, '');
  swap(/^\s*listen \[::\]:443 ssl http2;\n/m, '');
  swap(/listen 80;/, `listen 127.0.0.1:${ports.http};`);
  swap(/listen 443 ssl http2;/, `listen 127.0.0.1:${ports.https} ssl http2;`);
  swap(/\/etc\/letsencrypt\/live\/fundacja\.example\.org\/fullchain\.pem/, files.cert);
  swap(/\/etc\/letsencrypt\/live\/fundacja\.example\.org\/privkey\.pem/, files.key);
  swap(/\/var\/www\/certbot/, files.webroot);
  swap(/server_name fundacja\.example\.org;/g, 'server_name localhost;');
  return site;
}

export interface RunningNginx {
  errorLog(): string;
  stop(): Promise<void>;
}

export async function startNginx(dir: string, site: string, httpsPort: number): Promise<RunningNginx> {
  // Run as root, the workers become "nobody": they must be able to write the temp folders.
  const temp = path.join(dir, 'temp');
  await fs.mkdir(temp, { recursive: true });
  await fs.chmod(dir, 0o755);
  await fs.chmod(temp, 0o777);
  await fs.writeFile(path.join(dir, 'site.conf'), site);
  const errorLog = path.join(dir, 'error.log');
  await fs.writeFile(
    path.join(dir, 'nginx.conf'),
    `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${errorLog} info;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  access_log ${dir}/access.log;
  client_body_temp_path ${temp}/body;
  proxy_temp_path ${temp}/proxy;
  fastcgi_temp_path ${temp}/fastcgi;
  uwsgi_temp_path ${temp}/uwsgi;
  scgi_temp_path ${temp}/scgi;
  include ${dir}/site.conf;
}
`,
  );
  const args = ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', errorLog];
  const check = spawnSync(NGINX, ['-t', ...args], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t refused the configuration:\n${check.stderr}`);

  const child: ChildProcess = spawn(NGINX, args, { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const readLog = () => (existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : '');
  const deadline = Date.now() + 10_000;
  while (!(await accepts(httpsPort))) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`nginx did not start:\n${readLog()}`);
    await sleep(50);
  }
  return {
    errorLog: readLog,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGQUIT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}
