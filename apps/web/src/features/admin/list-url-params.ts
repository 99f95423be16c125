import { SPECIES, type Species } from '@pets/shared';
import type { ParamChanges } from './url-state';

/**
 * The URL search parameters of a paged admin list (ARCHITECTURE decision 10: admin screen state
 * lives in the URL). Polish names, as the addresses staff share: `szukaj`, `gatunek` (a comma
 * list), `sort`, `strona`, the list's on/off filters as `<name>=1` and its other multi-choice
 * filters as `<name>=<a comma list>` (e.g. the animal lists' `status`, `plec`, `tm`), each after
 * the list's prefix. Defaults are left out, so a fresh list has a clean address. Whatever cannot be read
 * (an unknown species or sort, a page that is not a positive whole number) falls back to the
 * default: a hand-edited or old link never breaks the screen.
 */

export interface ListParamNames {
  prefix: string;
  flags: readonly string[];
  /** Multi-choice filters besides the species: each parameter's name and the values it may hold. */
  choices?: Readonly<Record<string, readonly string[]>>;
}

export interface ListUrlState<Sort extends string> {
  query: string;
  species: Species[];
  sort: Sort;
  page: number;
  flags: Record<string, boolean>;
  /** The chosen values of each of `ListParamNames.choices` (empty: no filter). */
  choices: Record<string, string[]>;
}

const MAX_PAGE = 100_000;

/** A positive whole page number, else 1. */
export function parsePage(value: string | null): number {
  if (value === null || !/^\d{1,6}$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

/** The known values of a comma list, each once, in the list's order. */
export function parseChoices<T extends string>(value: string | null, allowed: readonly T[]): T[] {
  if (!value) return [];
  const known = new Set<string>(allowed);
  return [...new Set(value.split(',').filter((name): name is T => known.has(name)))];
}

/** The known species of a comma list, each once, in the list's order. */
export function parseSpecies(value: string | null): Species[] {
  return parseChoices(value, SPECIES);
}

export function readListParams<Sort extends string>(
  params: URLSearchParams,
  { prefix, flags, choices = {} }: ListParamNames,
  { sorts, defaultSort }: { sorts: readonly Sort[]; defaultSort: Sort },
): ListUrlState<Sort> {
  const sort = params.get(`${prefix}sort`);
  return {
    query: (params.get(`${prefix}szukaj`) ?? '').slice(0, 100),
    species: parseSpecies(params.get(`${prefix}gatunek`)),
    sort: sorts.find((known) => known === sort) ?? defaultSort,
    page: parsePage(params.get(`${prefix}strona`)),
    flags: Object.fromEntries(flags.map((flag) => [flag, params.get(`${prefix}${flag}`) === '1'])),
    choices: Object.fromEntries(Object.entries(choices).map(([name, allowed]) => [name, parseChoices(params.get(`${prefix}${name}`), allowed)])),
  };
}

/** The parameters to change for `changes` (a default or an empty value removes its parameter). */
export function listParamChanges<Sort extends string>({ prefix }: Pick<ListParamNames, 'prefix'>, changes: Partial<ListUrlState<Sort>>, defaultSort: Sort): ParamChanges {
  const out: Record<string, string | null> = {};
  const set = (name: string, value: string | null) => {
    out[`${prefix}${name}`] = value;
  };
  if (changes.query !== undefined) set('szukaj', changes.query.trim());
  if (changes.species !== undefined) set('gatunek', changes.species.join(','));
  if (changes.sort !== undefined) set('sort', changes.sort === defaultSort ? null : changes.sort);
  if (changes.page !== undefined) set('strona', changes.page > 1 ? String(changes.page) : null);
  for (const [flag, on] of Object.entries(changes.flags ?? {})) set(flag, on ? '1' : null);
  for (const [name, values] of Object.entries(changes.choices ?? {})) set(name, values.join(','));
  return out;
}
