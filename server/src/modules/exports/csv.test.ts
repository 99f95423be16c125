import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, polishDate } from './csv.js';

describe('CSV cells for Polish Excel', () => {
  it('quotes cells holding the separator, quotes or line breaks, and doubles the quotes', () => {
    expect(csvCell('Łódź')).toBe('Łódź');
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('powiedział "tak"')).toBe('"powiedział ""tak"""');
    expect(csvCell('linia 1\nlinia 2')).toBe('"linia 1\nlinia 2"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
  });

  it('puts an apostrophe before text that starts like a formula', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell('+48600100200')).toBe("'+48600100200");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('writes numbers as numbers, booleans as Tak/Nie and nothing for empty values', () => {
    expect(csvCell(12)).toBe('12');
    expect(csvCell(true)).toBe('Tak');
    expect(csvCell(false)).toBe('Nie');
    expect(csvCell(null)).toBe('');
    expect(csvLine(['a', null, 3])).toBe('a;;3\r\n');
  });

  it('writes days as dd.mm.yyyy', () => {
    expect(polishDate('2026-01-05')).toBe('05.01.2026');
    expect(polishDate(null)).toBeNull();
  });
});
