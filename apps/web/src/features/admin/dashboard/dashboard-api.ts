import { useQuery } from '@tanstack/react-query';
import type { DashboardResponse } from '@pets/shared';
import { api } from '../../../lib/api';

export const DASHBOARD_QUERY_KEY = ['dashboard'] as const;

/** GET /api/dashboard: "Na dziś". */
export function useDashboard() {
  return useQuery({
    queryKey: DASHBOARD_QUERY_KEY,
    queryFn: ({ signal }) => api.get<DashboardResponse>('/dashboard', { signal }),
  });
}
