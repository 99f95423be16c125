import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lossFree } from './checks.js';
import { runCluster } from './cluster.js';
import { runFaults } from './faults.js';
import { formatInvariants, formatLoad, formatLoss, formatMail } from './report.js';
import { startSharedPostgres, type SharedPostgres } from './database.js';
import { seedTemplate, SOAK_PORTS } from './soak.js';

/**
 * Short versions of `npm run soak:faults` and `soak:cluster` (seconds, not minutes), against the
 * built server and a real PostgreSQL: `npm run soak:short` (with the smoke beside them). Not in
 * the per-commit run; times are reported, and only bounded generously: the data checks are the
 * assertions.
 */
describe('soak (short): faults and two instances', () => {
  // One embedded PostgreSQL for the three runs (each on a copy of a template seeded once).
  let shared: SharedPostgres;
  beforeAll(async () => {
    shared = await startSharedPostgres(SOAK_PORTS.shortSoak.pg);
    await seedTemplate(shared, SOAK_PORTS.shortSoak.server);
  });
  afterAll(async () => {
    await shared?.close();
  });

  it('a PostgreSQL restart (503 meanwhile, recovery by itself) and a kill -9 with restart under load lose no acknowledged write and break no invariant', async () => {
    const result = await runFaults({
      connections: 10,
      serverPort: SOAK_PORTS.shortFaults.server,
      pgPort: SOAK_PORTS.shortFaults.pg,
      faults: ['postgres', 'kill'],
      outageMs: 2000,
      settleMs: 2000,
      shared,
      // The target is 5 s; the bound is generous for a busy CI machine.
      recoveryLimitMs: 20_000,
    });
    console.log(
      `postgres: ${JSON.stringify(result.postgres)}\nkill: ${JSON.stringify(result.kill)}\n${formatLoad(result.load.stats, result.load.elapsedMs)}\n` +
        `${formatLoss(result.loss)}\n${formatInvariants(result.invariants)}\n${formatMail(result.mail)}`,
    );

    expect(result.postgres!.statusesDuringOutage['503']).toBeGreaterThan(0);
    expect(result.postgres!.recoveryMs).toBeLessThan(20_000);
    expect(result.load.stats.statusTotals().get(500)).toBeUndefined();
    expect(result.kill!.sessionKept).toBe(true);
    expect(lossFree(result.loss), formatLoss(result.loss)).toBe(true);
    expect(result.invariants).toEqual([]);
    const mail = result.mail!;
    expect(mail.duplicatedInMailbox).toEqual([]);
    expect(mail.missingInMailbox).toEqual([]);
    expect(mail.missingInAdminMailbox).toEqual([]);
    expect(mail.duplicatedInAdminMailbox).toEqual([]);
  });

  it('two instances behind a round-robin proxy: a session works on both, survey.created crosses instances, the load loses nothing', async () => {
    const ports = SOAK_PORTS.shortCluster;
    const result = await runCluster({
      serverPorts: ports.servers,
      proxyPort: ports.proxy,
      pgPort: ports.pg,
      connections: 10,
      durationMs: 4000,
      imapTakeover: false,
      shared,
    });
    console.log(`notification ${result.notificationMs} ms; proxy ${result.proxyCounts.join(' / ')}\n${formatLoad(result.load.stats, result.load.elapsedMs)}\n${formatLoss(result.loss)}`);

    expect(result.sessionSharedStatus).toBe(200);
    expect(result.notificationMs).toBeLessThan(20_000);
    expect(Math.min(...result.proxyCounts)).toBeGreaterThan(0);
    expect(result.load.stats.routes.get('GET /api/survey/surveys (admin)')?.statuses.get(401)).toBeUndefined();
    expect(lossFree(result.loss), formatLoss(result.loss)).toBe(true);
    expect([...result.load.stats.statusTotals().keys()].filter((status) => status >= 500 || status === 0)).toEqual([]);
    expect(result.invariants).toEqual([]);
  });
});
