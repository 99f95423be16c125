import type { DataSource } from 'typeorm';
import { STATS } from '@pets/shared';
import type { AdminRoutes } from '../../http/admin-api.js';
import { serveEndpoint } from '../../http/serve-endpoint.js';
import { presentStats } from './stats.presenter.js';
import { loadStatsRows } from './stats.queries.js';

/** GET /stats?from=&to=: the admin statistics screen's figures, behind the session guard. */
export function mountStatsAdmin(routes: AdminRoutes, db: DataSource): void {
  serveEndpoint(routes, STATS, async ({ input }) => {
    const range = input();
    return presentStats(range, await loadStatsRows(db, range));
  });
}
