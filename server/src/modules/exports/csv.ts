/**
 * CSV as Polish Excel opens it without an import wizard: UTF-8 with a byte-order mark (else Excel
 * reads Windows-1250 and breaks ą, ę, ł...), ';' between cells (',' is the decimal mark in Polish
 * Excel), CRLF line ends, and every cell in RFC 4180 quotes.
 */

export const CSV_BOM = '\uFEFF';
export const CSV_SEPARATOR = ';';
export const CSV_LINE_END = '\r\n';

/**
 * What a spreadsheet could take for the start of a formula once it skips leading blanks and line
 * breaks: = + - @ and their full-width forms (＝ ＋ － ＠), which some spreadsheets fold to plain ones.
 */
const FORMULA_LEAD = /^[\s\u00a0\u2000-\u200b\u2028\u2029\u3000\ufeff]*[=+\-@\uff1d\uff0b\uff0d\uff20]/;
/**
 * A number written with a sign (a phone such as "+48 600 100 200", an amount such as "-15"):
 * digits, blanks, dots, brackets, hyphens and slashes only, so no function, reference or DDE
 * call can follow. It stays as it is instead of gaining a visible apostrophe.
 */
const SIGNED_NUMBER = /^\s*[+-][\d\s().\-/]*$/;

export type CsvValue = string | number | boolean | null | undefined;

/**
 * One cell, always in quotes (RFC 4180), so a reader that splits on commas instead of ';' cannot
 * cut a cell and start a new one with "=": the separator decides nothing inside quotes. A text
 * cell that could start a formula gets a leading apostrophe, so "=HYPERLINK(...)" is shown as
 * text and never run (CSV formula injection, OWASP); a signed number is left alone.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '""';
  // Numbers are the export's own ids and counts: never a formula, and spreadsheets still read
  // a quoted number as a number.
  if (typeof value === 'number') return `"${String(value)}"`;
  if (typeof value === 'boolean') return value ? '"Tak"' : '"Nie"';
  const text = FORMULA_LEAD.test(value) && !SIGNED_NUMBER.test(value) ? `'${value}` : value;
  return `"${text.replace(/"/g, '""')}"`;
}

export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(CSV_SEPARATOR)}${CSV_LINE_END}`;
}

/**
 * A Polish phone number as a spreadsheet keeps it: grouped by three ("+48 600 100 200",
 * "600 100 200"). Digits alone would be read as a number, so "+48600100200" would open as
 * 48600100200, its plus gone. A number typed with blanks or hyphens is text already: as typed.
 */
export function spreadsheetPhone(phone: string | null): string | null {
  if (!phone) return phone;
  const match = /^(\+48)?(\d{3})(\d{3})(\d{3})$/.exec(phone.trim());
  if (!match) return phone;
  const [, country, ...groups] = match;
  return [country, ...groups].filter(Boolean).join(' ');
}

/** yyyy-mm-dd (as the export queries give days) to dd.mm.yyyy; empty stays empty. */
export function polishDate(isoDay: string | null): string | null {
  if (!isoDay) return null;
  const [year, month, day] = isoDay.split('-');
  return `${day}.${month}.${year}`;
}
