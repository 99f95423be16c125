/** An animal's editable fields as the edit form names them (the API's field names). */
export interface AnimalFieldValues {
  imie: string;
  gatunek: string;
  plec: string;
  data_urodzenia: string | null;
  wykastrowany: 'Tak' | 'Nie';
  status: string;
  opis: string;
  stan_zdrowia: string;
  TM: 'Tak' | 'Nie';
}

/** A description is long: the history keeps its start, enough to tell the versions apart. */
export const DESCRIPTION_KEPT = 1000;

const kept = (field: keyof AnimalFieldValues, value: string | null) =>
  field === 'opis' && value !== null && value.length > DESCRIPTION_KEPT ? `${value.slice(0, DESCRIPTION_KEPT)}…` : value;

/** `{ field: { from, to } }` of every field a save changed (empty when nothing did). */
export function animalChanges(before: AnimalFieldValues, after: AnimalFieldValues): Record<string, { from: string | null; to: string | null }> {
  const changes: Record<string, { from: string | null; to: string | null }> = {};
  for (const field of Object.keys(before) as (keyof AnimalFieldValues)[]) {
    if (before[field] !== after[field]) changes[field] = { from: kept(field, before[field]), to: kept(field, after[field]) };
  }
  return changes;
}

/**
 * The history action of an edit: the hold switch (Dostępny <-> Wstrzymany) is named as such,
 * with any other field saved at the same time in its details.
 */
export function animalEditAction(before: AnimalFieldValues, after: AnimalFieldValues): string {
  if (before.status === 'Dostępny' && after.status === 'Wstrzymany') return 'animal.held';
  if (before.status === 'Wstrzymany' && after.status === 'Dostępny') return 'animal.hold_released';
  return 'animal.updated';
}
