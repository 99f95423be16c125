import { pipeline } from 'node:stream/promises';
import type { Response } from 'express';
import QueryStream from 'pg-query-stream';
import type { DataSource } from 'typeorm';
import type { DataExportFormat, StatsRange } from '@pets/shared';
import type { Logger } from '../../logger.js';
import { poolOf } from '../auth/session.js';
import type { ExportDefinition } from './export-datasets.js';
import { csvEncoder, jsonEncoder } from './export-encoders.js';

/** Rows fetched from the cursor at a time: small enough for flat memory, large enough to be fast. */
const BATCH_SIZE = 500;

/**
 * Streams an export from a PostgreSQL cursor (pg-query-stream) through the encoder into the
 * response, with backpressure: a slow download pauses the cursor instead of filling memory. An
 * error before the first byte goes to the error handler (a JSON answer); after it the connection
 * is cut, so the browser reports a failed download rather than saving a truncated file as complete.
 */
export async function streamExport(
  db: DataSource,
  definition: ExportDefinition,
  format: DataExportFormat,
  range: StatsRange,
  res: Response,
  logger: Logger,
): Promise<void> {
  const client = await poolOf(db).connect();
  const rows = client.query(new QueryStream(definition.sql, [range.from, range.to], { batchSize: BATCH_SIZE }));
  const encoder = format === 'csv' ? csvEncoder(definition.columns) : jsonEncoder(definition.columns);
  try {
    await pipeline(rows, encoder, res);
    client.release();
  } catch (error) {
    // The cursor may be half read: the connection is closed rather than returned to the pool.
    client.release(error instanceof Error ? error : true);
    if (!res.headersSent) throw error;
    if (!res.destroyed) res.destroy();
    // A download cancelled by the browser is no fault of ours: not an error line.
    const cancelled = (error as { code?: string }).code === 'ERR_STREAM_PREMATURE_CLOSE';
    logger[cancelled ? 'info' : 'error'](cancelled ? {} : { err: error }, cancelled ? 'export cancelled by the client' : 'export failed while streaming');
  }
}
