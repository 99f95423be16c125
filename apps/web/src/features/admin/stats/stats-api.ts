import type { DataExportFormat, ExportDataset, StatsRange, StatsResponse } from '@pets/shared';
import { api, API_BASE } from '../../../lib/api';

export const statsApi = {
  load: (range: StatsRange, signal?: AbortSignal) => api.get<StatsResponse>('/stats', { signal, query: { from: range.from, to: range.to } }),
};

/** GET /api/exports/... as a download link (the session cookie goes with it). */
export const exportUrl = (dataset: ExportDataset, format: DataExportFormat, range: StatsRange) =>
  `${API_BASE}/exports/${dataset}.${format}?${new URLSearchParams({ from: range.from, to: range.to })}`;
