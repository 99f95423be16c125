import { historyQuerySchema } from '@pets/shared';
import type { DataSource } from 'typeorm';
import type { AdminRoutes } from '../../http/admin-api.js';
import { parseInput } from '../../http/validate.js';
import { presentHistoryPage } from './history.presenter.js';
import { findHistory } from './history.queries.js';

/** The timelines (one subject) and the "Historia" list read the same endpoint. */
export function mountHistoryAdmin(routes: AdminRoutes, db: DataSource): void {
  routes.get('/history', async (req, res) => {
    const query = parseInput(historyQuerySchema, req.query);
    res.json(presentHistoryPage(await findHistory(db, query), query.limit));
  });
}
