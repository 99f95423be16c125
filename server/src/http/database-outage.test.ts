import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@pets/shared';
import type { DataSource } from 'typeorm';
import { createDataSource } from '../db/data-source.js';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../db/embedded.js';
import { runMigrations } from '../db/migrate.js';
import { startTestApp } from '../../test/app-harness.js';
import { readJson } from '../../test/listen.js';

const PORT = 5449;

/** A database lost while the server runs: 503 on affected requests, then recovery without a restart. */
describe('database outage', () => {
  let clusterDir: string;
  let postgres: EmbeddedPostgres;
  let dataSource: DataSource;
  let app: Awaited<ReturnType<typeof startTestApp>>;

  beforeAll(async () => {
    clusterDir = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'pets-outage-')), 'pg');
    await fs.chmod(path.dirname(clusterDir), 0o755);
    postgres = await startEmbeddedPostgres({ clusterDir, port: PORT, durable: false });
    dataSource = createDataSource(postgres.url);
    await dataSource.initialize();
    await runMigrations(dataSource);
    app = await startTestApp(dataSource);
  });

  afterAll(async () => {
    await app?.close();
    await dataSource?.destroy().catch(() => undefined);
    await postgres?.stop();
    await fs.rm(path.dirname(clusterDir), { recursive: true, force: true });
  });

  it('answers 503 while PostgreSQL is down and recovers by itself when it is back', async () => {
    expect((await fetch(`${app.baseUrl}/api/latest-post`)).status).toBe(200);

    await postgres.stop();
    const down = await fetch(`${app.baseUrl}/api/latest-post`);
    expect(down.status).toBe(503);
    expect(await readJson(down)).toEqual({ error: MESSAGES.server.databaseUnavailable, code: 'database_unavailable' });
    const health = await fetch(`${app.baseUrl}/api/health`);
    expect(health.status).toBe(503);
    expect((await readJson(health)).database).toBe('down');

    postgres = await startEmbeddedPostgres({ clusterDir, port: PORT, durable: false });
    let status = 0;
    for (let attempt = 0; attempt < 50 && status !== 200; attempt += 1) {
      status = (await fetch(`${app.baseUrl}/api/latest-post`)).status;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe(200);
    expect((await fetch(`${app.baseUrl}/api/health`)).status).toBe(200);
  });
});
