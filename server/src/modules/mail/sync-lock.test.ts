import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db.js';
import { execute } from '../../db/sql.js';
import { createSyncLock, IMAP_SYNC_LOCK_KEY } from './sync-lock.js';

/** The one-synchroniser-at-a-time lock against a real PostgreSQL: two instances, one holder. */
describe('IMAP sync lock', () => {
  let db: TestDatabase;
  const logger = pino({ level: 'silent' });

  beforeAll(async () => {
    db = await createTestDatabase();
  });

  afterAll(async () => {
    await db?.drop();
  });

  it('lets one instance hold it; the other takes it once the holder releases it', async () => {
    const first = createSyncLock(db.dataSource, logger, () => undefined);
    const second = createSyncLock(db.dataSource, logger, () => undefined);
    expect(await first.acquire()).toBe(true);
    expect(await second.acquire()).toBe(false);
    expect([first.held, second.held]).toEqual([true, false]);

    await first.release();
    expect(first.held).toBe(false);
    expect(await second.acquire()).toBe(true);
    await second.release();
  });

  it('tells the holder when its connection dies, and then another instance can take over', async () => {
    let lost = 0;
    const holder = createSyncLock(db.dataSource, logger, () => (lost += 1));
    const standby = createSyncLock(db.dataSource, logger, () => undefined);
    expect(await holder.acquire()).toBe(true);

    // What a database restart or a dropped network does to the holder's session.
    await execute(
      db.dataSource,
      `SELECT pg_terminate_backend(pid) FROM pg_locks WHERE locktype = 'advisory' AND objid = $1::bigint % 4294967296 AND granted`,
      [IMAP_SYNC_LOCK_KEY],
    );
    await expect.poll(() => lost).toBe(1);
    expect(holder.held).toBe(false);
    expect(await standby.acquire()).toBe(true);
    await standby.release();
  });
});
