import type { DataSource } from 'typeorm';
import { DASHBOARD, JOBS_FAILING_AFTER, mailTrouble, missingFoundationFields, type DashboardMailTrouble, type FoundationSettings } from '@pets/shared';
import { listFailingJobs } from '../../jobs/job-runs.js';
import type { AdminRoutes } from '../../http/admin-api.js';
import { serveEndpoint } from '../../http/serve-endpoint.js';
import type { MailModule } from '../mail/mail.module.js';
import { readMailStatus } from '../mail/mail-status.js';
import { dashboardFor } from './dashboard-redaction.js';
import { loadDashboard } from './dashboard.queries.js';

/** Sending trouble as "Na dziś" shows it, by the rule the mailbox's "Stan poczty" opens by. */
async function loadMailTrouble(db: DataSource, mail: MailModule): Promise<DashboardMailTrouble | null> {
  const { smtp } = await readMailStatus(db, mail);
  const kind = mailTrouble(smtp);
  return kind && { kind, queued: smtp.queued, failed: smtp.failed, oldestQueuedAt: smtp.oldestQueuedAt, lastErrorAt: smtp.lastError?.at ?? null };
}

export interface DashboardOptions {
  staleDays: number;
  /** Sending trouble is an item of "Na dziś". */
  mail: MailModule;
  /** The foundation data now: what is still to fill in is an item of "Na dziś". */
  foundation: () => Promise<FoundationSettings>;
}

/** GET /dashboard: the admin start page's "Na dziś", behind the session guard. */
export function mountDashboardAdmin(routes: AdminRoutes, db: DataSource, options: DashboardOptions): void {
  serveEndpoint(routes, DASHBOARD, async ({ req }) => {
    const role = req.user?.role ?? 'wolontariusz';
    const [today, trouble, foundation, failingJobs] = await Promise.all([
      loadDashboard(db, options.staleDays),
      loadMailTrouble(db, options.mail),
      options.foundation(),
      listFailingJobs(db, JOBS_FAILING_AFTER),
    ]);
    const whole = { ...today, mailTrouble: trouble, foundationMissing: missingFoundationFields(foundation), failingJobs };
    return dashboardFor(role, whole);
  });
}
