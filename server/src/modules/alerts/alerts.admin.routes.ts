import type { DataSource } from 'typeorm';
import { ALERTS_ADMIN, SPECIES, type Species } from '@pets/shared';
import type { AdminRoutes } from '../../http/admin-api.js';
import { serveEndpoint } from '../../http/serve-endpoint.js';
import { queryRows } from '../../db/sql.js';

/**
 * Staff's view of the alerts (issue 21):
 * - GET /alerts/admin/counts: confirmed subscribers per species, and how many sign-ups wait for
 *   their confirmation; no addresses, so the panel can show it on every visit;
 * - GET /alerts/admin/subscribers: the confirmed addresses, asked for only when staff open the
 *   list ("Pokaż adresy"), so they do not sit in the page or in caches otherwise.
 */
export function mountAlertsAdmin(routes: AdminRoutes, db: DataSource): void {
  serveEndpoint(routes, ALERTS_ADMIN.counts, async () => {
    const perSpecies = await queryRows<{ species: Species; n: number }>(
      db,
      `SELECT sp AS species, count(*)::int AS n FROM alert_subscriptions, unnest(species) AS sp
       WHERE confirmed_at IS NOT NULL GROUP BY sp`,
    );
    const [totals] = await queryRows<{ confirmed: number; pending: number }>(
      db,
      `SELECT count(*) FILTER (WHERE confirmed_at IS NOT NULL)::int AS confirmed,
              count(*) FILTER (WHERE confirmed_at IS NULL)::int AS pending
       FROM alert_subscriptions`,
    );
    const counts = new Map(perSpecies.map((row) => [row.species, row.n]));
    return {
      species: SPECIES.map((species) => ({ species, subscribers: counts.get(species) ?? 0 })),
      confirmed: totals?.confirmed ?? 0,
      pending: totals?.pending ?? 0,
    };
  });

  serveEndpoint(routes, ALERTS_ADMIN.subscribers, async () => {
    const rows = await queryRows<{ email: string; species: Species[]; confirmed_at: Date }>(
      db,
      `SELECT email, species, confirmed_at FROM alert_subscriptions WHERE confirmed_at IS NOT NULL ORDER BY lower(email)`,
    );
    return rows.map((row) => ({
      email: row.email,
      species: SPECIES.filter((species) => row.species.includes(species)),
      confirmedAt: new Date(row.confirmed_at).toISOString(),
    }));
  });
}
