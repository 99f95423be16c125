import { describe, expect, it } from 'vitest';
import { splitParagraphs } from './paragraphs';

describe('splitParagraphs', () => {
  it('splits on blank lines', () => {
    expect(splitParagraphs('Pierwszy akapit.\n\nDrugi akapit.\n\n\nTrzeci.')).toEqual(['Pierwszy akapit.', 'Drugi akapit.', 'Trzeci.']);
  });

  it('a single line break also starts a paragraph; Windows and old Mac line ends too', () => {
    expect(splitParagraphs('Jeden\nDwa\r\nTrzy\rCztery')).toEqual(['Jeden', 'Dwa', 'Trzy', 'Cztery']);
  });

  it('trims, collapses inner whitespace and drops empty paragraphs', () => {
    expect(splitParagraphs('  Lubi   siano.  \n \t \n  Śpi w   dzień. ')).toEqual(['Lubi siano.', 'Śpi w dzień.']);
  });

  it('returns nothing for empty input', () => {
    expect(splitParagraphs('')).toEqual([]);
    expect(splitParagraphs('   \n\n ')).toEqual([]);
    expect(splitParagraphs(null)).toEqual([]);
    expect(splitParagraphs(undefined)).toEqual([]);
  });
});
