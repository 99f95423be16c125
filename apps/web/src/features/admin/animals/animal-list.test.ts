import { describe, expect, it } from 'vitest';
import type { AdminAnimalListItem, AnimalListItem } from '@pets/shared';
import {
  ANIMAL_SORTS,
  BROWSE_STATUS_OPTIONS,
  EMPTY_FILTERS,
  animalListView,
  filterAnimals,
  paginate,
  searchKey,
  sortAnimals,
  type AnimalFilters,
  OVERDUE_VACCINATION,
  WEIGHT_DROP,
  warningsOf,
  PLACEMENT_FOUNDATION,
  placementOptions,
  fosterHomeLabel,
} from './animal-list';

let nextId = 1;
function animal(imie: string, patch: Partial<AnimalListItem> = {}): AnimalListItem {
  const id = nextId++;
  return {
    id_zwierzaka: id,
    imie,
    gatunek: 'Królik',
    plec: 'Samica',
    data_urodzenia: '2024-01-01',
    wykastrowany: 'Nie',
    status: 'Dostępny',
    stan_zdrowia: 'Zdrowy',
    TM: 'Nie',
    data_dodania: `2025-01-${String(id).padStart(2, '0')}T10:00:00.000Z`,
    cover: '/static/default-animal.webp',
    ...patch,
  };
}

const filters = (patch: Partial<AnimalFilters>): AnimalFilters => ({ ...EMPTY_FILTERS, ...patch });
const names = (list: readonly AnimalListItem[]) => list.map((item) => item.imie);

describe('filters', () => {
  const list = [
    animal('Żaba', { gatunek: 'Żółw', plec: 'Samiec', status: 'Wstrzymany' }),
    animal('Łatka', { gatunek: 'Świnka morska', status: 'Zarezerwowany' }),
    animal('Lusia'),
    animal('Zuzia', { gatunek: 'Szczur', plec: 'Samiec', TM: 'Tak' }),
  ];

  it('searches the name ignoring case and Polish diacritics', () => {
    expect(names(filterAnimals(list, filters({ query: 'latka' })))).toEqual(['Łatka']);
    expect(names(filterAnimals(list, filters({ query: '  ŻAB ' })))).toEqual(['Żaba']);
    expect(names(filterAnimals(list, filters({ query: 'zia' })))).toEqual(['Zuzia']);
    expect(searchKey('Źdźbło Ółko')).toBe('zdzblo olko');
  });

  it('combines the multi-selects: any of the chosen values within one filter, all filters together', () => {
    expect(names(filterAnimals(list, filters({ statuses: ['Wstrzymany', 'Zarezerwowany'] })))).toEqual(['Żaba', 'Łatka']);
    expect(names(filterAnimals(list, filters({ species: ['Szczur'] })))).toEqual(['Zuzia']);
    expect(names(filterAnimals(list, filters({ sexes: ['Samiec'] })))).toEqual(['Żaba', 'Zuzia']);
    expect(names(filterAnimals(list, filters({ sexes: ['Samiec'], statuses: ['Dostępny'] })))).toEqual(['Zuzia']);
    expect(names(filterAnimals(list, filters({ tm: ['Tak'] })))).toEqual(['Zuzia']);
    expect(names(filterAnimals(list, filters({ tm: ['Nie'], query: 'l' })))).toEqual(['Łatka', 'Lusia']);
    expect(filterAnimals(list, EMPTY_FILTERS)).toHaveLength(4);
  });

  it('offers no Adoptowany status on the browse list', () => {
    expect(BROWSE_STATUS_OPTIONS).toEqual(['Dostępny', 'Zarezerwowany', 'Wstrzymany']);
  });
});

describe('sorting', () => {
  it('offers the four sorts with Polish labels', () => {
    expect(ANIMAL_SORTS.map((sort) => sort.label)).toEqual(['Najnowsze', 'Najstarsze', 'Imię A-Z', 'Imię Z-A']);
  });

  it('sorts by added date, newest or oldest first', () => {
    const list = [
      animal('B', { data_dodania: '2025-03-01T00:00:00Z' }),
      animal('A', { data_dodania: '2025-05-01T00:00:00Z' }),
      animal('C', { data_dodania: '2024-12-31T23:00:00Z' }),
    ];
    expect(names(sortAnimals(list, 'newest'))).toEqual(['A', 'B', 'C']);
    expect(names(sortAnimals(list, 'oldest'))).toEqual(['C', 'B', 'A']);
    expect(names(list)).toEqual(['B', 'A', 'C']);
  });

  it('sorts names with Polish collation (Ł after L, Ż and Ź after Z, Ś after S)', () => {
    const list = ['Żaba', 'Zuzia', 'Łatka', 'Lusia', 'Śnieżka', 'Szarik', 'Ćma', 'Cezar', 'Ąbelek', 'Azor', 'Źrebak'].map((name) => animal(name));
    expect(names(sortAnimals(list, 'name_az'))).toEqual([
      'Azor',
      'Ąbelek',
      'Cezar',
      'Ćma',
      'Lusia',
      'Łatka',
      'Szarik',
      'Śnieżka',
      'Zuzia',
      'Źrebak',
      'Żaba',
    ]);
    expect(names(sortAnimals(list, 'name_za'))[0]).toBe('Żaba');
    expect(names(sortAnimals(list, 'name_za')).at(-1)).toBe('Azor');
  });

  it('ignores letter case when sorting names', () => {
    const list = [animal('bolek'), animal('Adam'), animal('celina')];
    expect(names(sortAnimals(list, 'name_az'))).toEqual(['Adam', 'bolek', 'celina']);
  });
});

describe('paging (11 a page)', () => {
  const many = Array.from({ length: 25 }, (_, index) => animal(`Zwierzak ${String(index + 1).padStart(2, '0')}`));

  it('cuts pages of 11 and counts the pages', () => {
    const first = paginate(many, 1);
    expect(first.items).toHaveLength(11);
    expect(first.totalPages).toBe(3);
    expect(first.total).toBe(25);
    expect(paginate(many, 3).items).toHaveLength(3);
  });

  it('clamps the page into range', () => {
    expect(paginate(many, 9).page).toBe(3);
    expect(paginate(many, 0).page).toBe(1);
    expect(paginate([], 4)).toEqual({ items: [], page: 1, totalPages: 1, total: 0 });
  });

  it('filters, then sorts, then pages', () => {
    const view = animalListView(many, filters({ query: 'zwierzak 1', sort: 'name_za' }), 1);
    expect(view.total).toBe(10);
    expect(names(view.items).slice(0, 2)).toEqual(['Zwierzak 19', 'Zwierzak 18']);
    expect(view.totalPages).toBe(1);
  });
});

describe('the care record filters (issue 32)', () => {
  const care = (imie: string, patch: Partial<AdminAnimalListItem>) => ({ ...animal(imie), ...patch }) as AdminAnimalListItem;
  const drop = { fromGrams: 2000, toGrams: 1700, fromDate: '2026-01-01', toDate: '2026-01-08', percent: 15 };
  const list = [
    care('Spóźniony', { szczepienie_po_terminie: true, spadek_wagi: null, data_przyjecia: '2025-03-01' }),
    care('Chudnie', { szczepienie_po_terminie: false, spadek_wagi: drop, data_przyjecia: '2025-06-15' }),
    care('Oba', { szczepienie_po_terminie: true, spadek_wagi: drop, data_przyjecia: '2026-01-02' }),
    care('Zdrowy', { szczepienie_po_terminie: false, spadek_wagi: null, data_przyjecia: '2026-02-01' }),
  ];

  it('keeps the animals with every chosen warning', () => {
    expect(names(filterAnimals(list, filters({ warnings: [OVERDUE_VACCINATION] })))).toEqual(['Spóźniony', 'Oba']);
    expect(names(filterAnimals(list, filters({ warnings: [WEIGHT_DROP] })))).toEqual(['Chudnie', 'Oba']);
    expect(names(filterAnimals(list, filters({ warnings: [OVERDUE_VACCINATION, WEIGHT_DROP] })))).toEqual(['Oba']);
    expect(warningsOf(list[2]!)).toEqual([OVERDUE_VACCINATION, WEIGHT_DROP]);
  });

  it('keeps the animals taken in within the intake dates, both ends included', () => {
    expect(names(filterAnimals(list, filters({ intakeFrom: '2025-06-15', intakeTo: '2026-01-02' })))).toEqual(['Chudnie', 'Oba']);
    expect(names(filterAnimals(list, filters({ intakeFrom: '2026-01-03' })))).toEqual(['Zdrowy']);
  });
});

describe('"Gdzie mieszka" (issue 33)', () => {
  const atAnna = { dom_tymczasowy: { id: 9, nazwa: 'Anna Kowalska (Kraków)' } } as Partial<AdminAnimalListItem>;
  const atEwa = { dom_tymczasowy: { id: 11, nazwa: 'Ewa Lis (Tarnów)' } } as Partial<AdminAnimalListItem>;
  const list = [animal('Marchewka', atAnna), animal('Kropka', atEwa), animal('Lusia', { dom_tymczasowy: null } as Partial<AdminAnimalListItem>), animal('Bąbel', atAnna)];

  it('keeps the animals of one foster home, or those with the foundation', () => {
    expect(names(filterAnimals(list, filters({ placement: '9' })))).toEqual(['Marchewka', 'Bąbel']);
    expect(names(filterAnimals(list, filters({ placement: PLACEMENT_FOUNDATION })))).toEqual(['Lusia']);
    expect(names(filterAnimals(list, filters({ placement: '' })))).toHaveLength(4);
    expect(names(filterAnimals(list, filters({ placement: '77' })))).toEqual([]);
  });

  it('offers everywhere, the foundation, and each home some animal of the list lives in, by name', () => {
    expect(placementOptions(list as AdminAnimalListItem[])).toEqual([
      { value: '', label: 'Wszędzie' },
      { value: 'fundacja', label: 'W fundacji' },
      { value: '9', label: 'Anna Kowalska (Kraków)' },
      { value: '11', label: 'Ewa Lis (Tarnów)' },
    ]);
  });

  it('names the home on the card', () => {
    expect(fosterHomeLabel(atAnna)).toBe('DT: Anna Kowalska (Kraków)');
    expect(fosterHomeLabel({ dom_tymczasowy: null })).toBeNull();
  });
});
