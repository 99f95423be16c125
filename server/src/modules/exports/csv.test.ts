import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, polishDate, spreadsheetPhone } from './csv.js';

/** RFC 4180 fields of one line, split on `separator` outside quotes, as a spreadsheet's reader would. */
function readFields(line: string, separator: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index]!;
    if (quoted) {
      if (char === '"' && line[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === separator) {
      fields.push(field);
      field = '';
    } else field += char;
  }
  fields.push(field);
  return fields;
}

const FORMULA_START = /^[\s\u3000]*[=+\-@\uff1d\uff0b\uff0d\uff20]/;

describe('CSV cells for Polish Excel', () => {
  it('quotes every cell and doubles the quotes inside', () => {
    expect(csvCell('Łódź')).toBe('"Łódź"');
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('powiedział "tak"')).toBe('"powiedział ""tak"""');
    expect(csvCell('linia 1\nlinia 2')).toBe('"linia 1\nlinia 2"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
  });

  it('puts an apostrophe before text that could start a formula, also after blanks, line breaks and in full-width forms', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell('@SUM(A1)')).toBe('"\'@SUM(A1)"');
    expect(csvCell('\t=1')).toBe('"\'\t=1"');
    expect(csvCell('\n=1+2')).toBe('"\'\n=1+2"');
    expect(csvCell('  \r\n @x')).toBe('"\'  \r\n @x"');
    expect(csvCell('＝1+2')).toBe('"\'＝1+2"');
    expect(csvCell('＋cmd|x')).toBe('"\'＋cmd|x"');
    expect(csvCell('+cmd|\' /C calc\'!A0')).toBe('"\'+cmd|\' /C calc\'!A0"');
    expect(csvCell('-2+3+cmd|x')).toBe('"\'-2+3+cmd|x"');
    expect(csvCell('a=b')).toBe('"a=b"');
  });

  it('leaves a phone number or a signed amount as it is', () => {
    expect(csvCell('+48 600 100 200')).toBe('"+48 600 100 200"');
    expect(csvCell('+48600100200')).toBe('"+48600100200"');
    expect(csvCell('-15')).toBe('"-15"');
    expect(csvCell('+48 (22) 600-10-20')).toBe('"+48 (22) 600-10-20"');
  });

  it('gives a reader that splits on commas no cell starting with a formula', () => {
    const hostile = ['a,=2+3', 'x, +cmd|y', 'b,\n=1', 'c,＝1', 'd,@A1', '"e",=1', 'f;=1,-2+cmd|z'];
    const line = csvLine(['Nr', ...hostile, 3]);
    for (const separator of [',', ';']) {
      const fields = readFields(line.trimEnd(), separator);
      for (const field of fields) expect({ separator, field, formula: FORMULA_START.test(field) }).toEqual({ separator, field, formula: false });
    }
    // Read with the right separator, every cell comes back whole.
    expect(readFields(line.trimEnd(), ';')).toEqual(['Nr', ...hostile, '3']);
  });

  it('writes numbers, booleans as Tak/Nie and empty values in quotes', () => {
    expect(csvCell(12)).toBe('"12"');
    expect(csvCell(true)).toBe('"Tak"');
    expect(csvCell(false)).toBe('"Nie"');
    expect(csvCell(null)).toBe('""');
    expect(csvLine(['a', null, 3])).toBe('"a";"";"3"\r\n');
  });

  it('writes days as dd.mm.yyyy', () => {
    expect(polishDate('2026-01-05')).toBe('05.01.2026');
    expect(polishDate(null)).toBeNull();
  });

  it('groups a Polish phone number by three so a spreadsheet keeps it as text, and leaves other forms as typed', () => {
    expect(spreadsheetPhone('+48600100200')).toBe('+48 600 100 200');
    expect(spreadsheetPhone('600100200')).toBe('600 100 200');
    expect(spreadsheetPhone('600-100-200')).toBe('600-100-200');
    expect(spreadsheetPhone('+48 600 100 200')).toBe('+48 600 100 200');
    expect(spreadsheetPhone('+49 151 1234 5678')).toBe('+49 151 1234 5678');
    expect(spreadsheetPhone('12 345 67 89')).toBe('12 345 67 89');
    expect(spreadsheetPhone(null)).toBeNull();
  });
});
