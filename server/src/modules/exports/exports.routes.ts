import type { DataSource } from 'typeorm';
import { DATA_EXPORT_FORMATS, EXPORT_DATASETS, EXPORT_FILE_STEMS, statsRangeSchema, type DataExportFormat, type ExportDataset } from '@pets/shared';
import type { AdminRoutes } from '../../http/admin-api.js';
import { HttpError } from '../../http/http-error.js';
import { parseInput } from '../../http/validate.js';
import type { Logger } from '../../logger.js';
import { recordHistory } from '../history/history.js';
import { EXPORTS } from './export-datasets.js';
import { streamExport } from './export-stream.js';

const CONTENT_TYPES: Record<DataExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  json: 'application/json; charset=utf-8',
};

/** adopcje-2026-01-01-2026-11-26.csv: what, from when to when (ASCII: every browser keeps it). */
export const exportFileName = (dataset: ExportDataset, format: DataExportFormat, from: string, to: string) =>
  `${EXPORT_FILE_STEMS[dataset]}-${from}-${to}.${format}`;

/**
 * GET /exports/{adoptions|surveys|animals|health}.{csv|json}?from=&to=: the records of a date range as a
 * download, behind the session guard. One route per file, so the route catalogue (401 test, API
 * fuzzer) sees each of them. The history records who took which file before it is sent (what and
 * which range: nothing of its content).
 */
export function mountExportsAdmin(routes: AdminRoutes, db: DataSource, logger: Logger): void {
  for (const dataset of EXPORT_DATASETS) {
    for (const format of DATA_EXPORT_FORMATS) {
      routes.get(`/exports/${dataset}.${format}`, async (req, res) => {
        const range = parseInput(statsRangeSchema, req.query);
        const user = req.user;
        if (!user) throw HttpError.unauthorized();
        await recordHistory(db, {
          actor: { id: user.id, username: user.username },
          action: 'export.downloaded',
          subjectType: 'export',
          subjectId: null,
          details: { dataset, format, from: range.from, to: range.to },
        });
        res.setHeader('Content-Type', CONTENT_TYPES[format]);
        res.setHeader('Content-Disposition', `attachment; filename="${exportFileName(dataset, format, range.from, range.to)}"`);
        await streamExport(db, EXPORTS[dataset], format, range, res, logger);
      });
    }
  }
}
