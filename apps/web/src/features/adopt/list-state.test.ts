import { describe, expect, it } from 'vitest';
import { DEFAULT_LIST_STATE, type AdoptListState } from './adopt-url';
import { countAnimals, resolveListState } from './list-state';

const remembered: AdoptListState = {
  filters: { gatunek: ['Mysz'], plec: [], kastracja: [], status: [] },
  query: 'Pusia',
  page: 3,
};

describe('resolveListState', () => {
  it('a known species in the navigation state wins and starts a fresh list', () => {
    expect(resolveListState('?plec=Samica&strona=2', 'Szczur', remembered, true)).toEqual({
      source: 'species',
      state: { filters: { gatunek: ['Szczur'], plec: [], kastracja: [], status: [] }, query: '', page: 1 },
    });
  });

  it('ignores an unknown species', () => {
    expect(resolveListState('', 'Kot', DEFAULT_LIST_STATE, true).source).toBe('default');
  });

  it('the URL comes next (shared link, reload, back from an animal page)', () => {
    const { state, source } = resolveListState('?plec=Samica&strona=2', undefined, remembered, true);
    expect(source).toBe('url');
    expect(state).toEqual({ filters: { gatunek: [], plec: ['Samica'], kastracja: [], status: [] }, query: '', page: 2 });
  });

  it('without list parameters the remembered state is restored on a return to the list', () => {
    expect(resolveListState('', null, remembered, true)).toEqual({ source: 'memory', state: remembered });
  });

  it('any other arrival without list parameters starts a fresh list', () => {
    expect(resolveListState('', null, remembered, false)).toEqual({ source: 'url', state: DEFAULT_LIST_STATE });
  });

  it('falls back to the default state', () => {
    expect(resolveListState('?utm=x', null, DEFAULT_LIST_STATE, true)).toEqual({ source: 'default', state: DEFAULT_LIST_STATE });
  });
});

describe('Polish plural', () => {
  it.each([
    [1, '1 zwierzak'],
    [2, '2 zwierzaki'],
    [4, '4 zwierzaki'],
    [5, '5 zwierzaków'],
    [12, '12 zwierzaków'],
    [14, '14 zwierzaków'],
    [22, '22 zwierzaki'],
    [28, '28 zwierzaków'],
    [0, '0 zwierzaków'],
    [112, '112 zwierzaków'],
    [124, '124 zwierzaki'],
  ])('%i -> %s', (count, text) => {
    expect(countAnimals(count)).toBe(text);
  });
});
