import { HISTORY } from '@pets/shared';
import type { DataSource } from 'typeorm';
import type { AdminRoutes } from '../../http/admin-api.js';
import { serveEndpoint } from '../../http/serve-endpoint.js';
import { presentHistoryPage } from './history.presenter.js';
import { findHistory } from './history.queries.js';

/** The timelines (one subject) and the "Historia" list read the same endpoint. */
export function mountHistoryAdmin(routes: AdminRoutes, db: DataSource): void {
  serveEndpoint(routes, HISTORY, async ({ input }) => {
    const query = input();
    return presentHistoryPage(await findHistory(db, query), query.limit);
  });
}
