/**
 * CSV as Polish Excel opens it without an import wizard: UTF-8 with a byte-order mark (else Excel
 * reads Windows-1250 and breaks ą, ę, ł...), ';' between cells (',' is the decimal mark in Polish
 * Excel), CRLF line ends, and RFC 4180 quoting of cells that hold ';', '"' or a line break.
 */

export const CSV_BOM = '\uFEFF';
export const CSV_SEPARATOR = ';';
export const CSV_LINE_END = '\r\n';

/**
 * A text cell that starts like a formula (= + - @, or tab / carriage return, which Excel skips
 * before one) gets a leading apostrophe, so a survey answer such as "=HYPERLINK(...)" is shown as
 * text and never run (CSV formula injection, OWASP).
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[;"\r\n]/;

export type CsvValue = string | number | boolean | null | undefined;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  // Numbers are the export's own ids and counts: never a formula, and Excel must see them as numbers.
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'Tak' : 'Nie';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(CSV_SEPARATOR)}${CSV_LINE_END}`;
}

/** yyyy-mm-dd (as the export queries give days) to dd.mm.yyyy; empty stays empty. */
export function polishDate(isoDay: string | null): string | null {
  if (!isoDay) return null;
  const [year, month, day] = isoDay.split('-');
  return `${day}.${month}.${year}`;
}
