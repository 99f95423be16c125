import type { DataSource } from 'typeorm';
import { missingFoundationFields, type FoundationSettings } from '@pets/shared';
import type { AdminRoutes } from '../../http/admin-api.js';
import { dashboardFor } from './dashboard-redaction.js';
import { loadDashboard } from './dashboard.queries.js';

export interface DashboardOptions {
  staleDays: number;
  /** The foundation data now: what is still to fill in is an item of "Na dziś". */
  foundation: () => Promise<FoundationSettings>;
}

/** GET /dashboard: the admin start page's "Na dziś", behind the session guard. */
export function mountDashboardAdmin(routes: AdminRoutes, db: DataSource, options: DashboardOptions): void {
  routes.get('/dashboard', async (req, res) => {
    const role = req.user?.role ?? 'wolontariusz';
    const [today, foundation] = await Promise.all([loadDashboard(db, options.staleDays), options.foundation()]);
    res.setHeader('Cache-Control', 'no-store').json(dashboardFor(role, { ...today, foundationMissing: missingFoundationFields(foundation) }));
  });
}
