import { ANIMAL_STATUSES, LIMITS, SEXES, SPECIES, YES_NO, totalPages, type AdminAnimalListItem, type AnimalListItem, type AnimalStatus } from '@pets/shared';

/**
 * Client-side filtering, sorting and paging of the admin animal lists (browse and archive):
 * GET /api/animals/all and /archive return every animal of the list at once.
 */

export const ANIMAL_SORTS = [
  { value: 'newest', label: 'Najnowsze' },
  { value: 'oldest', label: 'Najstarsze' },
  { value: 'name_az', label: 'Imię A-Z' },
  { value: 'name_za', label: 'Imię Z-A' },
] as const;

export type AnimalSort = (typeof ANIMAL_SORTS)[number]['value'];
export const ANIMAL_SORT_VALUES: readonly AnimalSort[] = ANIMAL_SORTS.map((sort) => sort.value);

export interface AnimalFilters {
  /** Part of the name; case and Polish diacritics are ignored. */
  query: string;
  statuses: string[];
  species: string[];
  sexes: string[];
  /** Archive only: 'Tak' and/or 'Nie'. */
  tm: string[];
  /** The care record's warnings (issue 32): WARNING_OPTIONS. */
  warnings: string[];
  /** Intake date range, YYYY-MM-DD ('' = open). */
  intakeFrom: string;
  intakeTo: string;
  /** Where it lives (issue 33): '' everywhere, PLACEMENT_FOUNDATION, or a foster home's id. */
  placement: string;
  sort: AnimalSort;
}

export const EMPTY_FILTERS: AnimalFilters = { query: '', statuses: [], species: [], sexes: [], tm: [], warnings: [], intakeFrom: '', intakeTo: '', placement: '', sort: 'newest' };

export const OVERDUE_VACCINATION = 'Szczepienie po terminie';
export const WEIGHT_DROP = 'Spadek wagi';
export const WARNING_OPTIONS = [OVERDUE_VACCINATION, WEIGHT_DROP] as const;

/** What the admin list adds to an animal (the care record, the foster home); the filters below read it when present. */
type CareFields = Partial<Pick<AdminAnimalListItem, 'szczepienie_po_terminie' | 'spadek_wagi' | 'data_przyjecia' | 'dom_tymczasowy'>>;

/** The "Gdzie mieszka" value of the animals with the foundation (a foster home's is its id). */
export const PLACEMENT_FOUNDATION = 'fundacja';

/** "DT: Anna Kowalska (Kraków)" on an animal's card, or null for one with the foundation. */
export function fosterHomeLabel(animal: CareFields): string | null {
  return animal.dom_tymczasowy ? `DT: ${animal.dom_tymczasowy.nazwa}` : null;
}

/**
 * The choices of "Gdzie mieszka": everywhere, with the foundation, then every foster home some
 * animal of the list lives in (by name), so the filter never offers a home that would show nothing.
 */
export function placementOptions(animals: readonly CareFields[]): { value: string; label: string }[] {
  const homes = new Map<number, string>();
  for (const animal of animals) if (animal.dom_tymczasowy) homes.set(animal.dom_tymczasowy.id, animal.dom_tymczasowy.nazwa);
  const sorted = [...homes].sort((a, b) => a[1].localeCompare(b[1], 'pl'));
  return [
    { value: '', label: 'Wszędzie' },
    { value: PLACEMENT_FOUNDATION, label: 'W fundacji' },
    ...sorted.map(([id, name]) => ({ value: String(id), label: name })),
  ];
}

function matchesPlacement(animal: CareFields, placement: string): boolean {
  if (!placement) return true;
  const home = animal.dom_tymczasowy ?? null;
  return placement === PLACEMENT_FOUNDATION ? home === null : home !== null && String(home.id) === placement;
}

/** The warnings an animal of the admin list carries, as the filter names them. */
export function warningsOf(animal: CareFields): string[] {
  return [...(animal.szczepienie_po_terminie ? [OVERDUE_VACCINATION] : []), ...(animal.spadek_wagi ? [WEIGHT_DROP] : [])];
}

function matchesCare(animal: CareFields, filters: AnimalFilters): boolean {
  const warnings = warningsOf(animal);
  if (!filters.warnings.every((warning) => warnings.includes(warning))) return false;
  const intake = animal.data_przyjecia ?? '';
  if (filters.intakeFrom && !(intake && intake >= filters.intakeFrom)) return false;
  if (filters.intakeTo && !(intake && intake <= filters.intakeTo)) return false;
  return matchesPlacement(animal, filters.placement);
}

/** Status choices: the browse list never holds adopted animals, the archive may hold any. */
export const BROWSE_STATUS_OPTIONS: readonly AnimalStatus[] = ANIMAL_STATUSES.filter((status) => status !== 'Adoptowany');
export const ARCHIVE_STATUS_OPTIONS: readonly AnimalStatus[] = ANIMAL_STATUSES;
export const SPECIES_OPTIONS = SPECIES;
export const SEX_OPTIONS = SEXES;
export const TM_OPTIONS = YES_NO;

/**
 * The multi-choice filters each list keeps in its URL besides the species (`gatunek`), by
 * parameter name (list-url-params): `status`, `plec` and, in the archive, `tm`.
 */
export const ANIMAL_URL_CHOICES = {
  browse: { status: BROWSE_STATUS_OPTIONS, plec: SEX_OPTIONS, uwagi: WARNING_OPTIONS },
  archive: { status: ARCHIVE_STATUS_OPTIONS, plec: SEX_OPTIONS, tm: TM_OPTIONS, uwagi: WARNING_OPTIONS },
} as const;

export const ANIMALS_PAGE_SIZE = LIMITS.adminAnimalsPageSize;

/** Lower case without diacritics ('Żółw' -> 'zolw'), so 'zolw' finds 'Żółw'. */
export function searchKey(text: string): string {
  return text
    .toLocaleLowerCase('pl')
    .replace(/ł/g, 'l')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim();
}

function matchesAny(selected: readonly string[], value: string): boolean {
  return selected.length === 0 || selected.includes(value);
}

export function filterAnimals<T extends AnimalListItem>(animals: readonly T[], filters: AnimalFilters): T[] {
  const needle = searchKey(filters.query);
  return animals.filter(
    (animal) =>
      (!needle || searchKey(animal.imie).includes(needle)) &&
      matchesAny(filters.statuses, animal.status) &&
      matchesAny(filters.species, animal.gatunek) &&
      matchesAny(filters.sexes, animal.plec) &&
      matchesAny(filters.tm, animal.TM) &&
      matchesCare(animal as CareFields, filters),
  );
}

function addedTime(animal: AnimalListItem): number {
  const time = Date.parse(animal.data_dodania);
  return Number.isNaN(time) ? 0 : time;
}

/** Polish collation for names: 'Łatka' after 'Lusia', 'Żaba' after 'Zuzia'. */
export function compareNames(a: string, b: string): number {
  return a.localeCompare(b, 'pl');
}

/** A sorted copy. Ties keep a stable order by id (newest id first for the date sorts' ties too). */
export function sortAnimals<T extends AnimalListItem>(animals: readonly T[], sort: AnimalSort): T[] {
  const byIdDesc = (a: T, b: T) => b.id_zwierzaka - a.id_zwierzaka;
  const copy = [...animals];
  switch (sort) {
    case 'oldest':
      return copy.sort((a, b) => addedTime(a) - addedTime(b) || a.id_zwierzaka - b.id_zwierzaka);
    case 'name_az':
      return copy.sort((a, b) => compareNames(a.imie, b.imie) || byIdDesc(a, b));
    case 'name_za':
      return copy.sort((a, b) => compareNames(b.imie, a.imie) || byIdDesc(a, b));
    case 'newest':
    default:
      return copy.sort((a, b) => addedTime(b) - addedTime(a) || byIdDesc(a, b));
  }
}

export interface AnimalPage<T> {
  items: T[];
  /** The page actually shown (clamped to 1..totalPages). */
  page: number;
  totalPages: number;
  total: number;
}

export function paginate<T>(items: readonly T[], page: number, pageSize: number = ANIMALS_PAGE_SIZE): AnimalPage<T> {
  const pages = totalPages(items.length, pageSize);
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pages);
  const start = (current - 1) * pageSize;
  return { items: items.slice(start, start + pageSize), page: current, totalPages: pages, total: items.length };
}

/** Filter, sort and cut out one page. */
export function animalListView<T extends AnimalListItem>(
  animals: readonly T[],
  filters: AnimalFilters,
  page: number,
  pageSize: number = ANIMALS_PAGE_SIZE,
): AnimalPage<T> {
  return paginate(sortAnimals(filterAnimals(animals, filters), filters.sort), page, pageSize);
}

export function isAnimalSort(value: string): value is AnimalSort {
  return ANIMAL_SORTS.some((sort) => sort.value === value);
}
