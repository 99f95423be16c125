import { useQuery } from '@tanstack/react-query';
import type { StatsRange } from '@pets/shared';
import { statsApi } from './stats-api';

export const statsKeys = {
  all: ['stats'] as const,
  range: (range: StatsRange) => [...statsKeys.all, range.from, range.to] as const,
};

/** The figures of a range; nothing is asked while the range is wrong (`enabled`). */
export function useStats(range: StatsRange, enabled: boolean) {
  return useQuery({ queryKey: statsKeys.range(range), queryFn: ({ signal }) => statsApi.load(range, signal), enabled });
}
