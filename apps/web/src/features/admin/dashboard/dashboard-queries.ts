import { queryOptions, useQuery } from '@tanstack/react-query';
import { DASHBOARD } from '@pets/shared';
import { callEndpoint } from '../../../lib/endpoints';
import { dashboardKeys } from '../query-keys';

/** "Na dziś" (declared in shared/src/endpoints/overview.ts); the actions that change it mark dashboardKeys stale. */
export const dashboardQuery = () => queryOptions({ queryKey: dashboardKeys.all, queryFn: ({ signal }) => callEndpoint(DASHBOARD, { signal }) });

export const useDashboard = () => useQuery(dashboardQuery());
