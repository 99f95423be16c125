import type { DataSource } from 'typeorm';
import type { AdminRoutes } from '../../http/admin-api.js';
import { dashboardFor } from './dashboard-redaction.js';
import { loadDashboard } from './dashboard.queries.js';

/** GET /dashboard: the admin start page's "Na dziś", behind the session guard. */
export function mountDashboardAdmin(routes: AdminRoutes, db: DataSource, options: { staleDays: number }): void {
  routes.get('/dashboard', async (req, res) => {
    const role = req.user?.role ?? 'wolontariusz';
    res.setHeader('Cache-Control', 'no-store').json(dashboardFor(role, await loadDashboard(db, options.staleDays)));
  });
}
