import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LIST_STATE,
  foldForSearch,
  hasListParams,
  isDefaultListState,
  matchesQuery,
  pageItems,
  parseListSearch,
  toListSearch,
  totalPages,
  type AdoptListState,
} from './adopt-url';

const filtered: AdoptListState = {
  filters: { gatunek: ['Świnka morska', 'Mysz'], plec: ['Samica'], kastracja: ['Nie'], status: ['Dostępny', 'Wstrzymany'] },
  query: 'Pusia',
  page: 2,
};

describe('URL query <-> list state', () => {
  it('writes filters comma-joined in canonical order, the name and the page', () => {
    const search = toListSearch(filtered);
    expect(search).toBe(
      '?gatunek=%C5%9Awinka%20morska,Mysz&plec=Samica&kastracja=Nie&status=Dost%C4%99pny,Wstrzymany&q=Pusia&strona=2',
    );
  });

  it('reads back exactly what it wrote (round trip)', () => {
    const parsed = parseListSearch(toListSearch(filtered));
    expect(parsed).toEqual({ ...filtered, filters: { ...filtered.filters, gatunek: ['Świnka morska', 'Mysz'] } });
    expect(toListSearch(parsed)).toBe(toListSearch(filtered));
  });

  it('reads what URLSearchParams writes (+ for spaces, %2C for commas)', () => {
    const params = new URLSearchParams({ gatunek: 'Chomik syryjski,Szczur', q: 'Mała Mi', strona: '3' });
    expect(parseListSearch(`?${params.toString()}`)).toEqual({
      filters: { gatunek: ['Chomik syryjski', 'Szczur'], plec: [], kastracja: [], status: [] },
      query: 'Mała Mi',
      page: 3,
    });
  });

  it('leaves out the default state entirely', () => {
    expect(toListSearch(DEFAULT_LIST_STATE)).toBe('');
    expect(toListSearch({ ...DEFAULT_LIST_STATE, query: '   ' })).toBe('');
    expect(isDefaultListState(parseListSearch(''))).toBe(true);
  });

  it('drops unknown values, duplicates and non-public statuses (the server would answer 400)', () => {
    const parsed = parseListSearch('?gatunek=Kot,Mysz,Mysz&plec=Inne&kastracja=Może&status=Adoptowany,Zarezerwowany');
    expect(parsed.filters).toEqual({ gatunek: ['Mysz'], plec: [], kastracja: [], status: ['Zarezerwowany'] });
  });

  it('accepts only positive whole page numbers', () => {
    expect(parseListSearch('?strona=0').page).toBe(1);
    expect(parseListSearch('?strona=-2').page).toBe(1);
    expect(parseListSearch('?strona=2.5').page).toBe(1);
    expect(parseListSearch('?strona=abc').page).toBe(1);
    expect(parseListSearch('?strona=4').page).toBe(4);
  });

  it('trims and shortens the name search', () => {
    expect(parseListSearch(`?q=${encodeURIComponent('  Pestka   mała ')}`).query).toBe('Pestka mała');
    expect(parseListSearch(`?q=${'a'.repeat(200)}`).query).toHaveLength(60);
  });

  it('knows whether a query string carries list state', () => {
    expect(hasListParams('')).toBe(false);
    expect(hasListParams('?utm_source=fb')).toBe(false);
    expect(hasListParams('?strona=1')).toBe(true);
    expect(hasListParams('?q=')).toBe(true);
    expect(hasListParams('?plec=Samiec')).toBe(true);
  });
});

describe('name search', () => {
  it('ignores case and Polish diacritics', () => {
    expect(foldForSearch('Łatka Żółć')).toBe('latka zolc');
    expect(matchesQuery('Łatka', 'lat')).toBe(true);
    expect(matchesQuery('Bąbel', 'BABEL')).toBe(true);
    expect(matchesQuery('Pestka', 'stk')).toBe(true);
    expect(matchesQuery('Pestka', 'x')).toBe(false);
    expect(matchesQuery('Pestka', '')).toBe(true);
  });
});

describe('paging', () => {
  const items = Array.from({ length: 28 }, (_, index) => index + 1);

  it('splits into pages of 9 and clamps the page', () => {
    expect(totalPages(28, 9)).toBe(4);
    expect(totalPages(0, 9)).toBe(1);
    expect(pageItems(items, 1, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pageItems(items, 4, 9)).toEqual([28]);
    expect(pageItems(items, 9, 9)).toEqual([28]);
    expect(pageItems(items, 0, 9)).toHaveLength(9);
  });
});
