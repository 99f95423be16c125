import { useQuery } from '@tanstack/react-query';
import type { StatsRange } from '@pets/shared';
import { statsApi } from './stats-api';
import { statsKeys } from '../query-keys';

/** The figures of a range; nothing is asked while the range is wrong (`enabled`). */
export function useStats(range: StatsRange, enabled: boolean) {
  return useQuery({ queryKey: statsKeys.range(range), queryFn: ({ signal }) => statsApi.load(range, signal), enabled });
}
