export const SEXES = ['Samiec', 'Samica'] as const;
export type Sex = (typeof SEXES)[number];

export const YES_NO = ['Tak', 'Nie'] as const;
export type YesNo = (typeof YES_NO)[number];

export const ANIMAL_STATUSES = ['Dostępny', 'Zarezerwowany', 'Adoptowany', 'Wstrzymany'] as const;
export type AnimalStatus = (typeof ANIMAL_STATUSES)[number];

/** Statuses a visitor may filter by on /adoptuje. */
export const PUBLIC_FILTER_STATUSES = ['Dostępny', 'Zarezerwowany', 'Wstrzymany'] as const satisfies readonly AnimalStatus[];

/** Statuses that may be chosen when an animal is added. */
export const ADD_STATUSES = PUBLIC_FILTER_STATUSES;

/** On edit only the hold switch changes status, and only between these two. */
export const HOLD_SWITCH_STATUSES = ['Dostępny', 'Wstrzymany'] as const satisfies readonly AnimalStatus[];

/** TM = 'Za Tęczowym Mostem' (the animal has died). */
export const TM_LABEL = 'Za Tęczowym Mostem';

export function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}
