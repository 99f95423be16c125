import { useQuery } from '@tanstack/react-query';
import { JOBS } from '@pets/shared';
import { callEndpoint } from '../../../lib/endpoints';
import { jobKeys } from '../query-keys';

/** How often the screen asks again while it is open: a run in progress ends, a retry comes. */
const REFRESH_MS = 30_000;

/** Every background job's last run, outcome and error (administrators; declared in shared/src/endpoints/overview.ts). */
export function useJobs() {
  return useQuery({ queryKey: jobKeys.all, queryFn: ({ signal }) => callEndpoint(JOBS, { signal }), refetchInterval: REFRESH_MS });
}
