import type { DashboardResponse } from '../dashboard.js';
import type { HistoryPage } from '../history/history-types.js';
import type { JobsResponse } from '../jobs.js';
import { historyQuerySchema } from '../schemas/history.js';
import { statsRangeSchema, type StatsResponse } from '../schemas/stats.js';
import { endpoint } from './endpoint.js';

/**
 * The panel's reads that span every module: "Na dziś" (what each role may see of it), the figures
 * of a range, the history (newest first, older pages by the last id seen) and the background
 * jobs' last runs (administrators). The exports of the figures are downloads
 * (/exports/<dataset>.<format>, server/src/modules/exports).
 */
export const DASHBOARD = endpoint<DashboardResponse>()({ method: 'GET', path: '/dashboard' });
export const STATS = endpoint<StatsResponse>()({ method: 'GET', path: '/stats', input: statsRangeSchema });
export const HISTORY = endpoint<HistoryPage>()({ method: 'GET', path: '/history', input: historyQuerySchema });
export const JOBS = endpoint<JobsResponse>()({ method: 'GET', path: '/jobs' });
