import { randomBytes } from 'node:crypto';
import { startMailServers } from '../test/mail-servers.js';
import { markerFor, surveyPayload } from './catalog.js';
import { checkInvariants, checkLedger, type InvariantViolation, type LossReport } from './checks.js';
import { openSoakDatabase, type SharedPostgres } from './database.js';
import { mailEnv, timeUntil } from './faults.js';
import { createAgent, request } from './http.js';
import { imapSyncHolder } from './lock-holder.js';
import { startRoundRobinProxy } from './proxy.js';
import { startServer, type ServerProcess } from './server-process.js';
import { adminLogin, prepareSite } from './site.js';
import { SOAK_LOG_DIR } from './soak.js';
import { openEventStream } from './sse.js';
import { runMixedLoad, type LoadResult } from './traffic.js';

/**
 * `npm run soak:cluster`: two built servers on one PostgreSQL behind a round-robin proxy.
 * A session made on one works on the other, a survey sent to one is announced on the other's
 * admin event stream, one instance at a time syncs IMAP and the other takes over when it stops,
 * and the mixed load through the proxy loses nothing.
 */
export interface ClusterOptions {
  serverPorts: readonly [number, number];
  proxyPort: number;
  pgPort: number;
  connections: number;
  durationMs: number;
  /** Also stop the IMAP sync holder and time the takeover (up to the 15 s standby retry). */
  imapTakeover: boolean;
  durable?: boolean;
  /** A PostgreSQL shared with other runs (tests), instead of a cluster of its own. */
  shared?: SharedPostgres;
  log?: (line: string) => void;
}

export interface ClusterResult {
  sessionSharedStatus: number;
  /** survey.created heard on the other instance, ms after the request was sent. */
  notificationMs: number;
  imap?: { holderBefore: string; holderAfter: string; takeoverMs: number };
  proxyCounts: number[];
  load: LoadResult;
  loss: LossReport[];
  invariants: InvariantViolation[];
}

export async function runCluster(options: ClusterOptions): Promise<ClusterResult> {
  const log = options.log ?? (() => undefined);
  const runId = randomBytes(3).toString('hex');
  const db = await openSoakDatabase({ embeddedPort: options.pgPort, durable: options.durable, shared: options.shared });
  const mail = await startMailServers();
  const agent = createAgent(options.connections + 4);
  const servers: ServerProcess[] = [];
  const start = (index: 0 | 1) =>
    startServer({
      name: `cluster-${runId}-${'ab'[index]}`,
      port: options.serverPorts[index],
      databaseUrl: db.url,
      logDir: SOAK_LOG_DIR,
      // Behind the proxy on loopback: the visitor's address comes from X-Forwarded-For.
      env: { ...mailEnv(mail), TRUST_PROXY: 'loopback' },
    });
  let proxy: Awaited<ReturnType<typeof startRoundRobinProxy>> | undefined;
  try {
    // One after the other: the first one migrates and seeds, the second finds it done.
    servers.push(await start(0));
    servers.push(await start(1));
    const [a, b] = servers as [ServerProcess, ServerProcess];
    log(`instances ${a.url} (pid ${a.pid}) and ${b.url} (pid ${b.pid})`);

    const cookie = await adminLogin(agent, a.url);
    const me = await request(agent, `${b.url}/api/auth/me`, { cookie });
    log(`session made on A, GET /api/auth/me on B: ${me.status}`);

    const { catalog } = await prepareSite(agent, a.url);
    const stream = await openEventStream(`${b.url}/api/admin/events`, cookie);
    // Its own marker family, so the load's ledger check does not count it.
    const marker = markerFor(`${runId}n`, 's', 0);
    const sentAt = performance.now();
    const submitted = await request(agent, `${a.url}/api/survey`, { json: surveyPayload(catalog, marker, Math.random).body });
    if (submitted.status !== 201) throw new Error(`survey on A: ${submitted.status} ${submitted.body}`);
    const { id } = JSON.parse(submitted.body) as { id: number };
    await stream.waitFor<{ surveyId: number }>('survey.created', (event) => event.surveyId === id, 20_000);
    const notificationMs = Math.round(performance.now() - sentAt);
    stream.close();
    log(`survey ${id} sent to A, survey.created heard on B's event stream ${notificationMs} ms after it was sent`);

    let imap: ClusterResult['imap'];
    if (options.imapTakeover) imap = await imapTakeover(db.pool, servers, start, log);

    proxy = await startRoundRobinProxy(servers.map((server) => server.url), options.proxyPort);
    const load = await runMixedLoad({
      baseUrl: () => proxy!.url,
      agent,
      connections: options.connections,
      durationMs: options.durationMs,
      catalog,
      adminCookie: () => cookie,
      runId,
    });
    return {
      sessionSharedStatus: me.status,
      notificationMs,
      imap,
      proxyCounts: [...proxy.counts],
      load,
      loss: await checkLedger(db.pool, runId, load.ledger),
      invariants: await checkInvariants(db.pool),
    };
  } finally {
    await proxy?.close();
    await Promise.all(servers.map((server) => server.stop()));
    agent.destroy();
    await mail.close();
    await db.close();
  }
}

/** Exactly one holder; stop it (graceful), the other takes the lock; the stopped one comes back as standby. */
async function imapTakeover(
  pool: Parameters<typeof imapSyncHolder>[0],
  servers: ServerProcess[],
  start: (index: 0 | 1) => Promise<ServerProcess>,
  log: (line: string) => void,
): Promise<ClusterResult['imap']> {
  const holder = async () => imapSyncHolder(pool, servers);
  await timeUntil(async () => (await holder()) !== undefined, 60_000);
  const holderBefore = (await holder())!;
  const index = servers.findIndex((server) => server.name === holderBefore) as 0 | 1;
  await servers[index]!.stop();
  const stoppedAt = performance.now();
  const other = servers[1 - index]!.name;
  await timeUntil(async () => (await holder()) === other, 60_000);
  const takeoverMs = Math.round(performance.now() - stoppedAt);
  servers[index] = await start(index);
  const holderAfter = (await holder()) ?? 'none';
  log(`IMAP sync lock: held by ${holderBefore}; stopped it, ${other} took over after ${takeoverMs} ms; restarted ${holderBefore}, holder now ${holderAfter}`);
  return { holderBefore, holderAfter, takeoverMs };
}
