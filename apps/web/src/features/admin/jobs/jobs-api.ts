import { useQuery } from '@tanstack/react-query';
import type { JobsResponse } from '@pets/shared';
import { api } from '../../../lib/api';
import { jobKeys } from '../query-keys';

/** How often the screen asks again while it is open: a run in progress ends, a retry comes. */
const REFRESH_MS = 30_000;

/** GET /api/jobs (administrators): every background job's last run, outcome and error. */
export const jobsApi = {
  list: (signal?: AbortSignal) => api.get<JobsResponse>('/jobs', { signal }),
};

export function useJobs() {
  return useQuery({ queryKey: jobKeys.all, queryFn: ({ signal }) => jobsApi.list(signal), refetchInterval: REFRESH_MS });
}
