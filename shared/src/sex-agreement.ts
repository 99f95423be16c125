import type { AnimalStatus } from './animal.js';

/**
 * Polish sentences about a named animal agree with its sex: „Pestka” została adoptowana, „Borys”
 * został adoptowany. A female (Samica) takes the feminine form; a male, or an animal whose sex is
 * not recorded, the masculine one (the form that agrees with "zwierzak").
 */
export function bySex(sex: string | null | undefined, masculine: string, feminine: string): string {
  return sex === 'Samica' ? feminine : masculine;
}

const FEMININE_STATUS: Record<AnimalStatus, string> = {
  Dostępny: 'Dostępna',
  Zarezerwowany: 'Zarezerwowana',
  Adoptowany: 'Adoptowana',
  Wstrzymany: 'Wstrzymana',
};

/**
 * An animal's status as shown beside it, agreeing with its sex ("Fasolka · Samica · Dostępna").
 * Only what is shown: the API values and the spec's filter and form labels keep the masculine form.
 */
export function statusAsShown(status: AnimalStatus, sex: string | null | undefined): string {
  return sex === 'Samica' ? (FEMININE_STATUS[status] ?? status) : status;
}

/** The label of the castration fact: "Wysterylizowana" for a female, "Wykastrowany" otherwise. */
export function neuteredLabel(sex: string | null | undefined): string {
  return bySex(sex, 'Wykastrowany', 'Wysterylizowana');
}

/** Whether castration is a fact worth showing for the species (not for tortoises). */
export function showsNeutering(species: string): boolean {
  return species !== 'Żółw';
}

