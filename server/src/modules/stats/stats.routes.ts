import type { DataSource } from 'typeorm';
import { statsRangeSchema } from '@pets/shared';
import type { AdminRoutes } from '../../http/admin-api.js';
import { parseInput } from '../../http/validate.js';
import { presentStats } from './stats.presenter.js';
import { loadStatsRows } from './stats.queries.js';

/** GET /stats?from=&to=: the admin statistics screen's figures, behind the session guard. */
export function mountStatsAdmin(routes: AdminRoutes, db: DataSource): void {
  routes.get('/stats', async (req, res) => {
    const range = parseInput(statsRangeSchema, req.query);
    res.json(presentStats(range, await loadStatsRows(db, range)));
  });
}
