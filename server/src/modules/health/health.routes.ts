import { Router } from 'express';
import type { DataSource } from 'typeorm';
import type { HealthResponse } from '@pets/shared';
import { queryRows } from '../../db/sql.js';

const startedAt = Date.now();
const PROBE_TIMEOUT_MS = 2000;

async function databaseIsUp(dataSource: DataSource): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), PROBE_TIMEOUT_MS);
  });
  const probe = queryRows(dataSource, 'SELECT 1').then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Liveness and database readiness (ARCHITECTURE decision 12): 200 when ready, 503 when the database is down. */
export function healthRouter(dataSource: DataSource): Router {
  const router = Router();
  router.get('/health', async (_req, res) => {
    const up = await databaseIsUp(dataSource);
    const body: HealthResponse = {
      status: up ? 'ok' : 'degraded',
      database: up ? 'up' : 'down',
      uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
    };
    res.status(up ? 200 : 503).setHeader('Cache-Control', 'no-store').json(body);
  });
  return router;
}
