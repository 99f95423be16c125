import { randomBytes } from 'node:crypto';
import { MAIL_USERS, startMailServers, type MailServers } from '../test/mail-servers.js';
import { checkInvariants, checkLedger, lossFree, type InvariantViolation, type LossReport } from './checks.js';
import { openSoakDatabase, type SharedPostgres, type SoakDatabase } from './database.js';
import { createAgent, NoResponseError, request, sleep } from './http.js';
import { checkMailDelivery, type MailDeliveryReport } from './mail-check.js';
import { startServer, type ServerProcess } from './server-process.js';
import { prepareSite } from './site.js';
import { SOAK_LOG_DIR } from './soak.js';
import { last503After, LoadStats, recoveryAfter } from './stats.js';
import { runMixedLoad, type LoadResult } from './traffic.js';

/**
 * `npm run soak:faults`: faults while the mixed load runs against one built server —
 * PostgreSQL restarted, SMTP stopped, IMAP stopped, the server killed with SIGKILL and started
 * again — then no acknowledged write lost, every contact e-mail delivered exactly once, and the
 * SQL invariants hold.
 */
export type Fault = 'postgres' | 'smtp' | 'imap' | 'kill';

export interface FaultsOptions {
  connections: number;
  serverPort: number;
  pgPort: number;
  faults: Fault[];
  /** How long each outage lasts. */
  outageMs: number;
  /** Load between faults, so each one hits a server in its stride. */
  settleMs: number;
  durable?: boolean;
  /** A PostgreSQL shared with other runs (tests), instead of a cluster of its own. */
  shared?: SharedPostgres;
  /** Contact messages per second (default 0.5: the outbox must keep up for the delivery check). */
  contactsPerSecond?: number;
  /** Upper bound for every wait (recovery, delivery); the measured times are reported. */
  recoveryLimitMs?: number;
  log?: (line: string) => void;
}

export interface PostgresRestartReport {
  downMs: number;
  /**
   * From PostgreSQL accepting connections again to the first success of a database-backed
   * request sent after that moment (surveys, contact, admin, survey questions).
   */
  recoveryMs: number;
  /** The same seen by a separate probe of the admin survey list (queues behind the load). */
  probeRecoveryMs: number;
  /** The last 503 the load received, ms after PostgreSQL was back (requests queued during the outage). */
  last503Ms: number | null;
  /** Statuses the load received while the database was away and until recovery. */
  statusesDuringOutage: Record<string, number>;
}

export interface FaultsResult {
  load: LoadResult;
  loss: LossReport[];
  invariants: InvariantViolation[];
  postgres?: PostgresRestartReport & { upAt: number };
  smtp?: { queuedWhileDown: number; drainedAfterMs: number };
  imap?: { errorShownAfterMs: number; resumedAfterMs: number };
  kill?: { restartMs: number; sessionKept: boolean; statusesAroundKill: Record<string, number> };
  mail?: MailDeliveryReport;
}

export async function runFaults(options: FaultsOptions): Promise<FaultsResult> {
  const log = options.log ?? (() => undefined);
  const limit = options.recoveryLimitMs ?? 180_000;
  const runId = randomBytes(3).toString('hex');
  const db = await openSoakDatabase({ embeddedPort: options.pgPort, durable: options.durable, shared: options.shared });
  const mail = await startMailServers();
  const agent = createAgent(options.connections + 4);
  const serverOptions = {
    port: options.serverPort,
    databaseUrl: db.url,
    logDir: SOAK_LOG_DIR,
    env: mailEnv(mail),
  };
  let server: ServerProcess = await startServer({ ...serverOptions, name: `faults-${runId}` });
  const result: Partial<FaultsResult> = {};
  try {
    const { catalog, adminCookie } = await prepareSite(agent, server.url);
    log(`server ${server.url} (pid ${server.pid}, log ${server.logFile}); ${options.connections} connections; faults: ${options.faults.join(', ')}`);
    const stop = new AbortController();
    const stats = new LoadStats();
    const running = runMixedLoad({
      stats,
      baseUrl: () => server.url,
      agent,
      connections: options.connections,
      durationMs: 24 * 60 * 60 * 1000,
      catalog,
      adminCookie: () => adminCookie,
      runId,
      signal: stop.signal,
      timeoutMs: 15_000,
      contactsPerSecond: options.contactsPerSecond ?? 0.5,
    });
    const admin = (path: string) => request(agent, `${server.url}${path}`, { cookie: adminCookie, timeoutMs: 5000 });
    try {
      await sleep(options.settleMs);
      for (const fault of options.faults) {
        if (fault === 'postgres') {
          const before = stats.statusTotals();
          result.postgres = await restartPostgres(db, options.outageMs, () => admin('/api/survey/surveys'), limit);
          await sleep(2000);
          result.postgres.recoveryMs = recoveryAfter(stats, result.postgres.upAt, isDatabaseRoute) ?? result.postgres.probeRecoveryMs;
          result.postgres.last503Ms = last503After(stats, result.postgres.upAt);
          result.postgres.statusesDuringOutage = diff(before, stats.statusTotals());
          const pgReport = result.postgres;
          log(
            `postgres restart: down ${pgReport.downMs} ms; first database-backed success ${pgReport.recoveryMs} ms after it was back ` +
              `(admin probe ${pgReport.probeRecoveryMs} ms, last 503 at +${pgReport.last503Ms} ms); statuses ${JSON.stringify(pgReport.statusesDuringOutage)}`,
          );
        } else if (fault === 'smtp') {
          result.smtp = await stopSmtp(db, mail, options.outageMs, limit);
          log(`smtp outage: ${result.smtp.queuedWhileDown} e-mails queued while down, outbox drained ${result.smtp.drainedAfterMs} ms after SMTP returned`);
        } else if (fault === 'imap') {
          result.imap = await stopImap(mail, options.outageMs, () => admin('/api/mail/messages'), limit);
          log(`imap outage: mailbox showed the error after ${result.imap.errorShownAfterMs} ms, sync resumed ${result.imap.resumedAfterMs} ms after IMAP returned`);
        } else {
          const before = stats.statusTotals();
          await server.kill9();
          const started = performance.now();
          server = await startServer({ ...serverOptions, name: `faults-${runId}-after-kill` });
          const restartMs = Math.round(performance.now() - started);
          const me = await admin('/api/auth/me');
          await sleep(1000);
          result.kill = { restartMs, sessionKept: me.status === 200, statusesAroundKill: diff(before, stats.statusTotals()) };
          log(`kill -9: restarted and healthy in ${restartMs} ms; admin session kept: ${result.kill.sessionKept}; statuses ${JSON.stringify(result.kill.statusesAroundKill)}`);
        }
        await sleep(options.settleMs);
      }
    } finally {
      stop.abort();
    }
    const load = await running;
    result.load = load;
    result.loss = await checkLedger(db.pool, runId, load.ledger);
    result.invariants = await checkInvariants(db.pool);
    result.mail = await checkMailDelivery(db.pool, mail, MAIL_USERS.foundation, runId, Math.max(limit, 120_000));
    return result as FaultsResult;
  } finally {
    await server.stop();
    agent.destroy();
    await mail.close();
    await db.close();
  }
}

/** No acknowledged write lost, invariants intact, no 500, every contact e-mail delivered once. */
export function faultsPassed(result: FaultsResult): boolean {
  const mail = result.mail;
  const mailOk = !mail || mail.outboxNotSent + mail.missingInMailbox.length + mail.duplicatedInMailbox.length + mail.missingInAdminMailbox.length + mail.duplicatedInAdminMailbox.length === 0;
  return lossFree(result.loss) && result.invariants.length === 0 && mailOk && !result.load.stats.statusTotals().has(500);
}

export function mailEnv(mail: MailServers): Record<string, string> {
  const smtp = mail.smtpConfig();
  const imap = mail.imapConfig(MAIL_USERS.foundation);
  return {
    SMTP_HOST: smtp.host!,
    SMTP_PORT: String(smtp.port),
    SMTP_USER: smtp.user!,
    SMTP_PASSWORD: smtp.password!,
    SMTP_SECURE: '0',
    IMAP_HOST: imap.host,
    IMAP_PORT: String(imap.port),
    IMAP_USER: imap.user,
    IMAP_PASSWORD: imap.password,
    IMAP_SECURE: '0',
    FOUNDATION_EMAIL: MAIL_USERS.foundation.address,
    // Quick retries, so an outage ends in seconds rather than the production back-off.
    OUTBOX_POLL_MS: '500',
    OUTBOX_RETRY_BASE_MS: '500',
    OUTBOX_RETRY_MAX_MS: '2000',
  };
}

function diff(before: Map<number, number>, after: Map<number, number>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [status, n] of after) {
    const delta = n - (before.get(status) ?? 0);
    if (delta > 0) out[status === 0 ? 'no answer' : String(status)] = delta;
  }
  return out;
}

/** Routes that cannot answer 2xx without PostgreSQL (the public animal reads may come from the cache). */
const isDatabaseRoute = (route: string) => route.startsWith('POST ') || route.includes('(admin)');

async function restartPostgres(
  db: SoakDatabase,
  downMs: number,
  probe: () => Promise<{ status: number }>,
  limitMs: number,
): Promise<PostgresRestartReport & { upAt: number }> {
  if (!db.restart) throw new Error('PostgreSQL restarts need the embedded PostgreSQL (unset DATABASE_URL)');
  const { stoppedAt, upAt } = await db.restart(downMs);
  const probeRecoveryMs = await timeUntil(async () => (await probe().catch(() => ({ status: 0 }))).status === 200, limitMs);
  return { downMs: Math.round(upAt - stoppedAt), upAt, recoveryMs: probeRecoveryMs, probeRecoveryMs, last503Ms: null, statusesDuringOutage: {} };
}

async function stopSmtp(db: SoakDatabase, mail: MailServers, downMs: number, limitMs: number) {
  await mail.stopSmtp();
  await sleep(downMs);
  const { rows } = await db.pool.query<{ n: string; at: Date }>(`SELECT count(*) AS n, now() AS at FROM outbox WHERE status IN ('pending', 'sending')`);
  await mail.startSmtp();
  // Measured on what was queued while SMTP was away (the load keeps queueing new mail meanwhile).
  const drainedAfterMs = await timeUntil(async () => {
    const pending = await db.pool.query<{ n: string }>(`SELECT count(*) AS n FROM outbox WHERE status IN ('pending', 'sending') AND created_at <= $1`, [rows[0]!.at]);
    return Number(pending.rows[0]!.n) === 0;
  }, limitMs);
  return { queuedWhileDown: Number(rows[0]!.n), drainedAfterMs };
}

async function stopImap(mail: MailServers, downMs: number, mailbox: () => Promise<{ status: number; body: string }>, limitMs: number) {
  const syncState = async () => {
    const response = await mailbox().catch(() => null);
    return response?.status === 200 ? (JSON.parse(response.body) as { sync: { ok: boolean; lastSuccessAt: string | null } }).sync : null;
  };
  const stoppedAt = Date.now();
  await mail.stopImap();
  const errorShownAfterMs = await timeUntil(async () => (await syncState())?.ok === false, limitMs);
  await sleep(Math.max(0, downMs - (Date.now() - stoppedAt)));
  await mail.startImap();
  const backAt = Date.now();
  const resumedAfterMs = await timeUntil(async () => {
    const state = await syncState();
    return Boolean(state?.ok && state.lastSuccessAt && Date.parse(state.lastSuccessAt) >= backAt - 1000);
  }, limitMs);
  return { errorShownAfterMs, resumedAfterMs };
}

/** Milliseconds until the condition holds (polled every 100 ms); throws after the limit. */
export async function timeUntil(condition: () => Promise<boolean>, limitMs: number): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < limitMs) {
    try {
      if (await condition()) return Math.round(performance.now() - started);
    } catch (error) {
      if (!(error instanceof NoResponseError)) throw error;
    }
    await sleep(100);
  }
  throw new Error(`condition not reached within ${limitMs} ms`);
}
