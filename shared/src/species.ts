/** The ten species offered everywhere as choices (SPEC section 1), in display order. */
export const SPECIES = [
  'Chomik hybryda',
  'Chomik syryjski',
  'Chomik Roborowskiego',
  'Świnka morska',
  'Królik',
  'Mysz',
  'Szczur',
  'Myszoskoczek',
  'Szynszyla',
  'Żółw',
] as const;

export type Species = (typeof SPECIES)[number];

/**
 * Species that may be adopted together in one survey. A survey for any member of a group may
 * select animals of every species in that group; every other species forms a group of its own.
 * This is the single definition both the survey page and the server check against.
 */
export const SPECIES_GROUPS: readonly (readonly Species[])[] = [
  ['Chomik hybryda', 'Chomik syryjski', 'Chomik Roborowskiego'],
  ['Świnka morska'],
  ['Królik'],
  ['Mysz'],
  ['Szczur'],
  ['Myszoskoczek'],
  ['Szynszyla'],
  ['Żółw'],
];

/**
 * A species name inside a sentence: common nouns are lower case in Polish ("dla gatunku świnka
 * morska"); only a surname in it keeps its capital ("chomik Roborowskiego"). The names stay
 * capitalised where they stand alone (filters, lists, labels).
 */
export function speciesInSentence(species: string): string {
  return species.charAt(0).toLocaleLowerCase('pl-PL') + species.slice(1);
}

export function isSpecies(value: unknown): value is Species {
  return typeof value === 'string' && (SPECIES as readonly string[]).includes(value);
}

/** All species that may share a survey with the given one (the species itself included). */
export function speciesGroupOf(species: Species): readonly Species[] {
  return SPECIES_GROUPS.find((group) => group.includes(species)) ?? [species];
}

export function areInSameGroup(a: Species, b: Species): boolean {
  return speciesGroupOf(a).includes(b);
}
