import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../src/config.js';
import { sleep } from './http.js';

export const SERVER_ENTRY = path.join(REPO_ROOT, 'server/dist/main.js');

export const SOAK_ADMIN = { username: 'soak-admin', password: 'soak-haslo-123456' };

/**
 * The real built server (server/dist/main.js) as a child process, configured through its
 * environment like a deployment. The per-IP limits are raised because the whole load comes from
 * one address (SURVEY_RATE_LIMIT, CONTACT_RATE_LIMIT, CHAT_RATE_LIMIT_*).
 */
export interface ServerProcess {
  readonly name: string;
  readonly url: string;
  readonly pid: number;
  readonly logFile: string;
  /** Resolves with the exit code (or signal) when the process ends. */
  readonly exited: Promise<string>;
  /** SIGKILL: no shutdown code runs (a crash). */
  kill9(): Promise<void>;
  /** SIGTERM: the graceful shutdown of main.ts. */
  stop(): Promise<void>;
}

export interface ServerOptions {
  name: string;
  port: number;
  databaseUrl: string;
  logDir: string;
  /** Extra settings (SMTP_*, IMAP_*, ...). */
  env?: Record<string, string>;
  readyTimeoutMs?: number;
}

export const LOAD_LIMITS_ENV = {
  SURVEY_RATE_LIMIT: '1000000',
  CONTACT_RATE_LIMIT: '10000',
  CHAT_RATE_LIMIT_PER_MINUTE: '1000000',
  CHAT_RATE_LIMIT_PER_DAY: '10000000',
};

export function assertBuilt(): void {
  if (!fs.existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing: run "npm run build" first`);
}

export async function startServer(options: ServerOptions): Promise<ServerProcess> {
  assertBuilt();
  fs.mkdirSync(options.logDir, { recursive: true });
  const logFile = path.join(options.logDir, `${options.name}.log`);
  const out = fs.openSync(logFile, 'a');
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', SERVER_ENTRY], {
    cwd: REPO_ROOT,
    stdio: ['ignore', out, out],
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(options.port),
      DATABASE_URL: options.databaseUrl,
      SEED_DEMO: '1',
      LOG_LEVEL: 'info',
      ADMIN_USERNAME: SOAK_ADMIN.username,
      ADMIN_PASSWORD: SOAK_ADMIN.password,
      // A configured foundation: contact messages are forwarded to its inbox (the invariants check
      // each has its queued e-mail); without an address they would only reach the panel's mailbox.
      FOUNDATION_NAME: 'Fundacja Próba Obciążenia',
      FOUNDATION_EMAIL: 'kontakt@soak.example',
      ...LOAD_LIMITS_ENV,
      ...options.env,
    },
  });
  fs.closeSync(out);
  const exited = new Promise<string>((resolve) => child.once('exit', (code, signal) => resolve(signal ?? String(code))));
  const url = `http://127.0.0.1:${options.port}`;
  await waitForHealth(url, options.readyTimeoutMs ?? 60_000, exited, logFile);
  const pid = child.pid ?? 0;
  return {
    name: options.name,
    url,
    pid,
    logFile,
    exited,
    async kill9() {
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

async function waitForHealth(url: string, timeoutMs: number, exited: Promise<string>, logFile: string): Promise<void> {
  let gone: string | undefined;
  void exited.then((how) => (gone = how));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (gone !== undefined) throw new Error(`server exited (${gone}) before it was ready:\n${tail(logFile)}`);
    try {
      const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`server at ${url} not ready in ${timeoutMs} ms:\n${tail(logFile)}`);
}

function tail(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-15).join('\n');
  } catch {
    return '';
  }
}
