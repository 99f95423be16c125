import { Transform } from 'node:stream';
import { CSV_BOM, csvLine, type CsvValue } from './csv.js';
import type { ExportColumn } from './export-datasets.js';

type Row = Record<string, unknown>;

/**
 * Row objects in, text out, one row at a time (the query streams them in batches): the memory
 * used stays the same for 10 or 100,000 rows. The opening (BOM and header, or '[') is written with
 * the first row or, for an empty export, at the end, so a query that fails before any row still
 * gets a proper error answer instead of a cut file.
 */
function encoder(open: string, encodeRow: (row: Row, first: boolean) => string, close: string): Transform {
  let first = true;
  return new Transform({
    writableObjectMode: true,
    transform(row: Row, _encoding, done) {
      done(null, `${first ? open : ''}${encodeRow(row, first)}`);
      first = false;
    },
    flush(done) {
      done(null, `${first ? open : ''}${close}`);
    },
  });
}

export function csvEncoder(columns: readonly ExportColumn[]): Transform {
  const header = `${CSV_BOM}${csvLine(columns.map((column) => column.header))}`;
  return encoder(header, (row) => csvLine(columns.map((column) => csvValue(column, row[column.key]))), '');
}

function csvValue(column: ExportColumn, value: unknown): CsvValue {
  if (column.csv) return (column.csv as (value: unknown) => CsvValue)(value);
  return value as CsvValue;
}

/** A JSON array of objects with the columns' keys, in the columns' order. */
export function jsonEncoder(columns: readonly ExportColumn[]): Transform {
  const pick = (row: Row) => Object.fromEntries(columns.map((column) => [column.key, row[column.key] ?? null]));
  return encoder('[', (row, first) => `${first ? '\n' : ',\n'}${JSON.stringify(pick(row))}`, '\n]\n');
}
