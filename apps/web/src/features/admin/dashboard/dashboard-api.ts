import { useQuery } from '@tanstack/react-query';
import type { DashboardResponse } from '@pets/shared';
import { api } from '../../../lib/api';
import { dashboardKeys } from '../query-keys';

/** GET /api/dashboard: "Na dziś". */
export function useDashboard() {
  return useQuery({
    queryKey: dashboardKeys.all,
    queryFn: ({ signal }) => api.get<DashboardResponse>('/dashboard', { signal }),
  });
}
