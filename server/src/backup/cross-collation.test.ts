import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServerUrl } from '../../test/test-db.js';
import { createDataSource } from '../db/data-source.js';
import { runMigrations } from '../db/migrate.js';
import { dropDatabase, urlWithDatabase, withClient } from '../db/pg-admin.js';
import { createBackup } from './backup.js';
import { restoreBackup } from './restore.js';

/**
 * A backup restores whatever the two databases' collations (issue 29, item 12): the embedded
 * cluster sorts text by ICU pl-PL, a managed server often by C.UTF-8, and session ids of mixed
 * case sort differently in each. The backup's checksums must not depend on that order.
 */

/** Ids whose order differs between pl-PL (case- and accent-aware) and C (byte order). */
const SESSION_IDS = ['Ab', 'aB', 'ab', 'AB', 'b', 'Z', 'z', '_x', '-y', 'ą1', 'a2', 'Ź', 'żółw', 'Zebra', 'zebra', 'Kq9-x_Y'];

const COLLATIONS = {
  icuPolish: `LOCALE_PROVIDER icu ICU_LOCALE 'pl-PL' LOCALE 'C.UTF-8'`,
  cUtf8: `LOCALE_PROVIDER libc LOCALE 'C.UTF-8'`,
} as const;

describe('backups across collations', () => {
  let dir: string;
  const created: string[] = [];
  const adminUrl = () => testServerUrl();

  /** A database of the given collation (template0, so the collation may differ from the server's). */
  async function database(collation: keyof typeof COLLATIONS): Promise<string> {
    const name = `pets_collation_${collation.toLowerCase()}_${randomBytes(4).toString('hex')}`;
    await withClient(adminUrl(), (client) => client.query(`CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8' ${COLLATIONS[collation]}`));
    created.push(name);
    return urlWithDatabase(adminUrl(), name);
  }

  async function withSessions(collation: keyof typeof COLLATIONS): Promise<string> {
    const url = await database(collation);
    const dataSource = createDataSource(url, { poolSize: 3 });
    await dataSource.initialize();
    try {
      await runMigrations(dataSource);
      for (const sid of SESSION_IDS) {
        await dataSource.query(`INSERT INTO sessions (sid, sess, expire) VALUES ($1, '{"cookie":{}}', now() + interval '1 day')`, [sid]);
      }
    } finally {
      await dataSource.destroy();
    }
    return url;
  }

  const sessionIds = (url: string) =>
    withClient(url, async (client) => (await client.query<{ sid: string }>(`SELECT sid FROM sessions ORDER BY sid COLLATE "C"`)).rows.map((row) => row.sid));

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pets-collation-'));
  });
  afterAll(async () => {
    for (const name of created) await dropDatabase(adminUrl(), name).catch(() => undefined);
    await fs.rm(dir, { recursive: true, force: true });
  });

  for (const [from, to] of [
    ['icuPolish', 'cUtf8'],
    ['cUtf8', 'icuPolish'],
  ] as const) {
    it(`restores a backup of a ${from} database with mixed-case text keys into a ${to} one`, async () => {
      const source = await withSessions(from);
      // The two orders really differ, or this test would prove nothing.
      const order = (url: string) => withClient(url, async (client) => (await client.query<{ sid: string }>(`SELECT sid FROM sessions ORDER BY sid`)).rows.map((row) => row.sid));
      const target = await database(to);
      await withClient(target, async (client) => {
        await client.query(`CREATE TABLE probe (sid varchar)`);
        await client.query(`INSERT INTO probe SELECT unnest($1::text[])`, [SESSION_IDS]);
      });
      const targetOrder = await withClient(target, async (client) => (await client.query<{ sid: string }>(`SELECT sid FROM probe ORDER BY sid`)).rows.map((row) => row.sid));
      await withClient(target, (client) => client.query(`DROP TABLE probe`));
      expect(await order(source)).not.toEqual(targetOrder);

      const file = path.join(dir, `${from}.backup.gz`);
      await createBackup({ url: source, file });
      await restoreBackup({ url: target, file });
      expect(await sessionIds(target)).toEqual(await sessionIds(source));
    });
  }
});
