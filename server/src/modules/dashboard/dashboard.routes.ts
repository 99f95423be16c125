import type { DataSource } from 'typeorm';
import type { AdminRoutes } from '../../http/admin-api.js';
import { loadDashboard } from './dashboard.queries.js';

/** GET /dashboard: the admin start page's "Na dziś", behind the session guard. */
export function mountDashboardAdmin(routes: AdminRoutes, db: DataSource, options: { staleDays: number }): void {
  routes.get('/dashboard', async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store').json(await loadDashboard(db, options.staleDays));
  });
}
