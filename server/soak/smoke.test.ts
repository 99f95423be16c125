import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lossFree } from './checks.js';
import { formatInvariants, formatLoad, formatLoss } from './report.js';
import { startSharedPostgres, type SharedPostgres } from './database.js';
import { runSoak, seedTemplate, SOAK_PORTS } from './soak.js';

/**
 * The per-commit smoke of `npm run soak` (npm test runs it): seconds of mixed load against the
 * built server and a real PostgreSQL. The data checks are the assertions: nothing acknowledged
 * is lost, nothing answered 5xx. The fault and several-instance runs are in faults.short.test.ts.
 */
describe('soak (smoke)', () => {
  // One embedded PostgreSQL for the three runs (each on a copy of a template seeded once).
  let shared: SharedPostgres;
  beforeAll(async () => {
    shared = await startSharedPostgres(SOAK_PORTS.shortSoak.pg);
    await seedTemplate(shared, SOAK_PORTS.shortSoak.server);
  });
  afterAll(async () => {
    await shared?.close();
  });

  it('mixed load for 5 s at 20 connections: every acknowledged survey and contact message stored exactly once, no 5xx, invariants hold', async () => {
    const result = await runSoak({
      durationMs: 5000,
      connections: 20,
      serverPort: SOAK_PORTS.shortSoak.server,
      pgPort: SOAK_PORTS.shortSoak.pg,
      shared,
    });
    console.log(`${formatLoad(result.load.stats, result.load.elapsedMs)}\n${formatLoss(result.loss)}\n${formatInvariants(result.invariants)}`);

    const surveys = result.loss.find((report) => report.kind === 'surveys')!;
    expect(surveys.acknowledged).toBeGreaterThan(0);
    expect(result.loss.find((report) => report.kind === 'contacts')!.acknowledged).toBeGreaterThan(0);
    expect(lossFree(result.loss), formatLoss(result.loss)).toBe(true);
    expect(result.load.stats.routes.get('GET /api/survey/surveys (admin)')?.statuses.get(200)).toBeGreaterThan(0);
    expect(result.load.stats.routes.get('GET /api/survey/surveys (admin)')?.statuses.get(401)).toBeUndefined();
    expect([...result.load.stats.statusTotals().keys()].filter((status) => status >= 500 || status === 0)).toEqual([]);
    expect(result.invariants).toEqual([]);
  });
});
