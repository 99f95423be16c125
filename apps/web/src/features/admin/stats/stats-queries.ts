import { useQuery } from '@tanstack/react-query';
import { STATS, type DataExportFormat, type ExportDataset, type StatsRange } from '@pets/shared';
import { API_BASE } from '../../../lib/api';
import { callEndpoint } from '../../../lib/endpoints';
import { statsKeys } from '../query-keys';

/** The Statystyki screen's data: the figures of a range (declared in shared/src/endpoints/overview.ts) and the export links. */

/** The figures of a range; nothing is asked while the range is wrong (`enabled`). */
export function useStats(range: StatsRange, enabled: boolean) {
  return useQuery({ queryKey: statsKeys.range(range), queryFn: ({ signal }) => callEndpoint(STATS, { input: { from: range.from, to: range.to }, signal }), enabled });
}

/** GET /api/exports/... as a download link (the session cookie goes with it). */
export const exportUrl = (dataset: ExportDataset, format: DataExportFormat, range: StatsRange) =>
  `${API_BASE}/exports/${dataset}.${format}?${new URLSearchParams({ from: range.from, to: range.to })}`;
