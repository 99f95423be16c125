import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { loadConfig } from '../config.js';
import { readBackup } from './read.js';
import { msUntilNext, runScheduledBackup } from './schedule.js';

let database: TestDatabase;
let dir: string;

describe('scheduled backups', () => {
  beforeAll(async () => {
    database = await createTestDatabase();
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pets-backup-schedule-'));
  });
  afterAll(async () => {
    await database.drop();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('is off without BACKUP_DIR, and a wrong BACKUP_TIME or BACKUP_KEEP stops the start naming the variable', () => {
    expect(loadConfig({}).backup).toBeUndefined();
    expect(loadConfig({ BACKUP_DIR: '/var/backups/fundacja' }).backup).toEqual({ dir: '/var/backups/fundacja', time: '03:00', keep: 14 });
    expect(() => loadConfig({ BACKUP_DIR: '/tmp/b', BACKUP_TIME: '25:00' })).toThrow(/BACKUP_TIME/);
    expect(() => loadConfig({ BACKUP_DIR: '/tmp/b', BACKUP_TIME: '3:00' })).toThrow(/BACKUP_TIME/);
    expect(() => loadConfig({ BACKUP_DIR: '/tmp/b', BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP/);
  });

  it('waits until the next HH:MM, tomorrow once it has passed', () => {
    const now = new Date(2026, 10, 25, 2, 30, 0);
    expect(msUntilNext('03:00', now)).toBe(30 * 60_000);
    expect(msUntilNext('02:30', now)).toBe(24 * 3600_000);
    expect(msUntilNext('01:15', now)).toBe(22 * 3600_000 + 45 * 60_000);
  });

  it('two instances at the same time make one backup; the same day again makes none; old ones beyond BACKUP_KEEP go', async () => {
    const config = { dir, time: '03:00', keep: 2 };
    const unrelated = path.join(dir, 'moja-notatka.txt');
    await fs.writeFile(unrelated, 'nie usuwać');
    await fs.writeFile(path.join(dir, 'fundacja-2026-11-20-0300.backup.gz'), 'stara kopia');

    const day1 = new Date(2026, 10, 24, 3, 0);
    const runs = await Promise.all([1, 2].map(() => runScheduledBackup({ config, url: database.url, now: day1 })));
    expect(runs.filter((run) => 'made' in run)).toHaveLength(1);
    expect(await readBackup(path.join(dir, 'fundacja-2026-11-24-0300.backup.gz'))).toBeTruthy();
    expect(await runScheduledBackup({ config, url: database.url, now: new Date(2026, 10, 24, 3, 1) })).toEqual({ skipped: 'already made today' });

    const day2 = await runScheduledBackup({ config, url: database.url, now: new Date(2026, 10, 25, 3, 0) });
    expect(day2).toEqual({ made: path.join(dir, 'fundacja-2026-11-25-0300.backup.gz'), removed: ['fundacja-2026-11-20-0300.backup.gz'] });
    expect((await fs.readdir(dir)).sort()).toEqual(['fundacja-2026-11-24-0300.backup.gz', 'fundacja-2026-11-25-0300.backup.gz', 'moja-notatka.txt']);
  });
});
