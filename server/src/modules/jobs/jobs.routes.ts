import type { DataSource } from 'typeorm';
import { JOBS, type JobName } from '@pets/shared';
import type { AdminRoutes } from '../../http/admin-api.js';
import { serveEndpoint } from '../../http/serve-endpoint.js';
import { listJobStatuses } from '../../jobs/job-runs.js';

/**
 * GET /jobs (administrators: server/src/http/access.ts): every background job with its last run,
 * outcome, last error and next run, as recorded in job_runs by whichever server ran it.
 * `enabled` is this server's configuration (no SMTP: no outbox; no BACKUP_DIR: no backups).
 */
export function mountJobsAdmin(routes: AdminRoutes, db: DataSource, enabled: (name: JobName) => boolean): void {
  serveEndpoint(routes, JOBS, async () => ({ jobs: await listJobStatuses(db, enabled) }));
}
