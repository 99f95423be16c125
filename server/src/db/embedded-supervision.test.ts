import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// layer: this test drives the embedded server supervision through the composed app, as a request meets it.
import { createApp } from '../app.js';
import { loadConfig } from '../config.js';
// layer: part of building the app for this test (the server's own wiring, as main.ts does it).
import { loadSessionSecret } from '../modules/auth/session-secret.js';
// layer: part of building the app for this test (the server's own wiring, as main.ts does it).
import { createEventBus, type EventBus } from '../modules/events/event-bus.js';
import { listen, type RunningServer } from '../../test/listen.js';
import { openDatabase, type Database } from './database.js';
import { startEmbeddedPostgres } from './embedded.js';
import { isAlive } from './postmaster-lock.js';
import { execute, queryOne } from './sql.js';

/** Ports of their own (embedded.test.ts uses 5440-5443, database.test.ts and the soak 5444-5446). */
const PORT_SERVER = 5447;
const PORT_GIVE_UP = 5448;

let root: string;

/** mkdtemp makes 0700 folders; the postgres account (when we run as root) must reach the clusters inside. */
async function tempDir(name: string): Promise<string> {
  const dir = path.join(root, name);
  await fs.mkdir(dir, { recursive: true, mode: 0o755 });
  return dir;
}

/**
 * The embedded PostgreSQL heals (issue 29, item 10): killed under a running server, it is started
 * again, /api/health is 200 again within seconds, and no acknowledged write is lost; when it
 * cannot be started again, the owner is told so it can exit for systemd to restart the service.
 */
describe('embedded PostgreSQL supervision', () => {
  beforeAll(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'pets-supervision-'));
    await fs.chmod(root, 0o755);
  });
  afterAll(async () => {
    await fs.rm(root, { recursive: true, force: true });
  });

  describe('under a running server', () => {
    let database: Database;
    let server: RunningServer;
    let events: EventBus;
    const restarts: number[] = [];
    const giveUps: Error[] = [];

    beforeAll(async () => {
      const dataDir = await tempDir('server');
      const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(PORT_SERVER), SEED_DEMO: '0' });
      database = await openDatabase(config, pino({ level: 'silent' }), {
        superviseEmbedded: { onRestarted: ({ downMs }) => restarts.push(downMs), onGiveUp: (error) => giveUps.push(error) },
      });
      const logger = pino({ level: 'silent' });
      events = createEventBus(database.dataSource, logger);
      const sessionSecret = await loadSessionSecret(database.dataSource, 'test-session-secret-0123456789');
      server = await listen(createApp({ config, logger, dataSource: database.dataSource, sessionSecret, events }));
      await execute(database.dataSource, `CREATE TABLE acknowledged (id int PRIMARY KEY)`);
    });
    afterAll(async () => {
      await server?.close();
      await events?.close();
      await database?.close();
    });

    it('starts the killed postmaster again: health is 200 within 15 s and every acknowledged write is kept', async () => {
      const health = async () => (await fetch(`${server.baseUrl}/api/health`)).status;
      expect(await health()).toBe(200);

      // Load: writers insert numbered rows one after another; a row counts once its INSERT returned.
      const acknowledged: number[] = [];
      let next = 0;
      let writing = true;
      const writer = async () => {
        while (writing) {
          const id = (next += 1);
          try {
            await execute(database.dataSource, `INSERT INTO acknowledged (id) VALUES ($1)`, [id]);
            acknowledged.push(id);
          } catch {
            await sleep(20); // the database is down: these writes were refused, not acknowledged
          }
        }
      };
      const writers = [writer(), writer(), writer()];
      await sleep(300);
      const before = acknowledged.length;
      expect(before).toBeGreaterThan(0);

      const killedPid = database.embedded!.pid;
      const killedAt = performance.now();
      process.kill(killedPid, 'SIGKILL');
      let recoveredMs: number | undefined;
      while (performance.now() - killedAt < 15_000) {
        const status = await health().catch(() => 0);
        // The supervisor reports the restart once its readiness check passes, which may come a
        // moment after the new postmaster already answers the health check.
        if (status === 200 && !isAlive(killedPid) && restarts.length > 0) {
          recoveredMs = performance.now() - killedAt;
          break;
        }
        await sleep(100);
      }
      expect(recoveredMs, 'health did not answer 200 within 15 s of the kill').toBeDefined();
      console.info(`embedded PostgreSQL killed with SIGKILL under load: /api/health 200 again after ${Math.round(recoveredMs!)} ms`);
      expect(database.embedded!.pid).not.toBe(killedPid);
      expect(restarts).toHaveLength(1);
      expect(giveUps).toEqual([]);

      // Writes go on after the restart, and every acknowledged one is there.
      await sleep(300);
      writing = false;
      await Promise.all(writers);
      expect(acknowledged.length).toBeGreaterThan(before);
      const stored = await queryOne<{ count: number; missing: number }>(
        database.dataSource,
        `SELECT count(*)::int AS count, (SELECT count(*)::int FROM unnest($1::int[]) AS a(id) WHERE NOT EXISTS (SELECT 1 FROM acknowledged k WHERE k.id = a.id)) AS missing
         FROM acknowledged`,
        [acknowledged],
      );
      expect(stored.missing).toBe(0);
      expect(stored.count).toBeGreaterThanOrEqual(acknowledged.length);
    });
  });

  it('tells its owner when the server cannot be started again', async () => {
    const clusterDir = path.join(await tempDir('give-up'), 'pg');
    const embedded = await startEmbeddedPostgres({ clusterDir, port: PORT_GIVE_UP });
    const gaveUp = new Promise<Error>((resolve) => embedded.supervise({ onGiveUp: resolve }));
    // A cluster that cannot start: its control file is gone.
    await fs.rename(path.join(clusterDir, 'global'), path.join(clusterDir, 'global-moved'));
    const pid = embedded.pid;
    process.kill(pid, 'SIGKILL');
    const error = await gaveUp;
    expect(error.message).toMatch(/did not start/);
    expect(isAlive(pid)).toBe(false);
  });
});
