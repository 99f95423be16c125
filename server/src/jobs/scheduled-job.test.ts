import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { JobSummary } from '@pets/shared';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { silentLogger } from '../db/logger.js';
import { execute, queryFirst } from '../db/sql.js';
import { describeJobError, listJobStatuses } from './job-runs.js';
import { retryDelayAfter, scheduleJob, type JobDefinition, type JobRunnerOptions } from './scheduled-job.js';

/** A promise with its resolver outside: a run that ends when the test says so. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

/**
 * The one job runner: one server at a time, retries with backoff, a graceful stop, and the last
 * run recorded for administrators. Two "servers" are two runners with their own instance ids on
 * one real database.
 */
describe('scheduleJob', () => {
  let db: TestDatabase;
  const runners = (instanceId: string): JobRunnerOptions => ({ db: db.dataSource, logger: silentLogger, instanceId });
  const status = async () => (await listJobStatuses(db.dataSource, () => true)).find((job) => job.name === 'retention')!;
  const job = (overrides: Partial<JobDefinition<JobSummary>> & Pick<JobDefinition<JobSummary>, 'run'>): JobDefinition<JobSummary> => ({
    name: 'retention',
    exclusive: true,
    interval: () => 60_000,
    ...overrides,
  });

  beforeAll(async () => {
    db = await createTestDatabase();
  });
  beforeEach(async () => {
    await execute(db.dataSource, `DELETE FROM job_runs`);
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('runs an exclusive job on one server at a time: the other is told it runs elsewhere', async () => {
    const release = gate();
    let runs = 0;
    const definition = job({
      run: async () => {
        runs += 1;
        await release.opened;
        return { deleted: 1 };
      },
    });
    const [first, second] = [scheduleJob(definition, runners('server-a')), scheduleJob(definition, runners('server-b'))];
    const firstRun = first.runNow();
    await expect.poll(async () => (await status()).running).toBe(true);
    expect(await second.runNow()).toEqual({ ran: false, reason: 'elsewhere' });
    release.open();
    expect(await firstRun).toEqual({ ran: true, summary: { deleted: 1 } });
    expect(runs).toBe(1);
    // The lease is given back: the other server may run it now.
    expect(await second.runNow()).toEqual({ ran: true, summary: { deleted: 1 } });
    const recorded = await status();
    expect(recorded).toMatchObject({ running: false, failures: 0, lastSummary: { deleted: 1 }, lastError: null });
    expect(recorded.lastSuccessAt).not.toBeNull();
    expect(Date.parse(recorded.nextRunAt!) - Date.now()).toBeGreaterThan(50_000);
  });

  it('lets another server take over once the lease of one that died has run out', async () => {
    await execute(db.dataSource, `INSERT INTO job_runs (name, lease_owner, lease_until) VALUES ('retention', 'crashed', now() + interval '300 milliseconds')`);
    const survivor = scheduleJob(job({ run: async () => ({ deleted: 2 }) }), runners('server-b'));
    expect(await survivor.runNow()).toEqual({ ran: false, reason: 'elsewhere' });
    await sleep(400);
    expect(await survivor.runNow()).toEqual({ ran: true, summary: { deleted: 2 } });
  });

  it('renews the lease while a long run lasts, so nobody takes it over meanwhile', async () => {
    const release = gate();
    const definition = job({ run: async () => (await release.opened, { deleted: 0 }) });
    const options = { ...runners('server-a'), leaseMs: 300 };
    const long = scheduleJob(definition, options).runNow();
    await sleep(700);
    expect(await scheduleJob(definition, { ...runners('server-b'), leaseMs: 300 }).runNow()).toEqual({ ran: false, reason: 'elsewhere' });
    release.open();
    expect((await long).ran).toBe(true);
  });

  it('records a failure without personal data, counts failures in a row and keeps the last success until a run succeeds', async () => {
    let fail = true;
    const runner = scheduleJob(
      job({
        run: async () => {
          if (fail) throw new Error('connect ECONNREFUSED for anna.nowak@example.org\nsecond line with details');
          return { deleted: 3 };
        },
      }),
      runners('server-a'),
    );
    expect(await runner.runNow()).toEqual({ ran: false, reason: 'failed' });
    expect(await runner.runNow()).toEqual({ ran: false, reason: 'failed' });
    let recorded = await status();
    expect(recorded).toMatchObject({ failures: 2, lastError: 'connect ECONNREFUSED for [adres e-mail]', lastSuccessAt: null, running: false });
    // The next try comes after the backoff (5 s, then 10 s), not the regular minute.
    const retryIn = Date.parse(recorded.nextRunAt!) - Date.parse(recorded.lastFinishedAt!);
    expect(retryIn).toBeGreaterThan(8_000);
    expect(retryIn).toBeLessThan(12_000);

    fail = false;
    expect(await runner.runNow()).toEqual({ ran: true, summary: { deleted: 3 } });
    recorded = await status();
    expect(recorded).toMatchObject({ failures: 0, lastSummary: { deleted: 3 }, lastError: 'connect ECONNREFUSED for [adres e-mail]' });
    expect(recorded.lastSuccessAt).not.toBeNull();
  });

  it('backs off from the base, doubling up to the maximum', () => {
    const retry = { baseMs: 5_000, maxMs: 60_000 };
    expect([1, 2, 3, 4, 5, 9].map((failures) => retryDelayAfter(failures, retry))).toEqual([5_000, 10_000, 20_000, 40_000, 60_000, 60_000]);
  });

  it('runs once more when kicked during a run, and on its timer once started', async () => {
    const release = gate();
    let runs = 0;
    const runner = scheduleJob(
      job({
        exclusive: false,
        interval: () => 30,
        firstDelayMs: 60_000,
        run: async () => {
          runs += 1;
          if (runs === 1) await release.opened;
          return { runs };
        },
      }),
      runners('server-a'),
    );
    const first = runner.runNow();
    const kicked = runner.runNow();
    release.open();
    expect(await first).toEqual({ ran: true, summary: { runs: 2 } });
    expect(await kicked).toBe(await first);
    expect(runs).toBe(2);
    // Not started: no timer. Started: the interval (30 ms) drives it.
    await sleep(100);
    expect(runs).toBe(2);
    runner.start();
    runner.kick();
    await expect.poll(() => runs).toBeGreaterThanOrEqual(5);
    await runner.stop();
  });

  it('stops gracefully: the signal is aborted and stop() waits for the run to end', async () => {
    const events: string[] = [];
    const runner = scheduleJob(
      job({
        firstDelayMs: 0,
        run: async ({ signal }) => {
          events.push('started');
          while (!signal.aborted) await sleep(10);
          await sleep(50);
          events.push('finished');
          return { stoppedEarly: true };
        },
      }),
      runners('server-a'),
    );
    runner.start();
    await expect.poll(() => events).toEqual(['started']);
    await runner.stop();
    events.push('stop returned');
    expect(events).toEqual(['started', 'finished', 'stop returned']);
    // The lease was given back and nothing runs any more.
    expect(await queryFirst(db.dataSource, `SELECT lease_owner FROM job_runs WHERE name = 'retention'`)).toEqual({ lease_owner: null });
    runner.kick();
    await sleep(50);
    expect(events).toHaveLength(3);
  });

  it('describes an error on one line, masks addresses and cuts it to 300 characters', () => {
    expect(describeJobError(new Error('first line\nsecond'))).toBe('first line');
    expect(describeJobError('smtp said <jan@example.com> is unknown')).toBe('smtp said <[adres e-mail]> is unknown');
    expect(describeJobError(new Error('x'.repeat(400)))).toHaveLength(300);
    expect(describeJobError(new Error(''))).toBe('nieznany błąd');
  });
});
