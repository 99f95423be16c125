import { showsNeutering, SPECIES_CARE } from '@pets/shared';
import type { DocumentFacts } from '../documents/document-facts.js';
import { emailOf, polishDate, type DocumentBlock, type DocumentField } from '../documents/document-model.js';
import type { ContractAnimal } from './contract-data.js';

/**
 * "ok. 3 marca 2026". An estimate never reads later than the day it is printed for (the contract's
 * date): a birth date typed after it is shown as that day.
 */
export const birthLabel = (birthDate: string | null, printedFor?: string) => {
  if (!birthDate) return 'nieznana';
  return `ok. ${polishDate(printedFor && birthDate > printedFor ? printedFor : birthDate)}`;
};

/** The animal's own record: what the new home must know about this one animal's health (no castration row for tortoises). */
export function healthFields(animal: ContractAnimal, printedFor?: string): DocumentField[] {
  return [
    ['Data urodzenia (przybliżona)', birthLabel(animal.birthDate, printedFor)],
    ...(showsNeutering(animal.species) ? [['Kastracja', animal.neutered ? 'tak' : 'nie'] satisfies DocumentField] : []),
    ['Stan zdrowia', animal.health || 'bez uwag'],
  ];
}

/**
 * One page for the new home per animal: the species' basics (shared SPECIES_CARE, the same facts
 * everywhere), this animal's health notes and how to reach the foundation.
 */
export function careCardBlocks(animal: ContractAnimal, facts: DocumentFacts): DocumentBlock[] {
  const care = SPECIES_CARE[animal.species];
  const contact = `Napisz do nas: ${emailOf(facts)}${facts.address ? `; nasz adres: ${facts.address}` : ''}`;
  return [
    { pageBreak: true },
    { title: `Karta opieki: ${animal.name}`, subtitle: `${care.title} · ${animal.sex} · przygotowana przez: ${facts.name}` },
    { h: 'Towarzystwo' },
    { p: care.company },
    { h: 'Mieszkanie' },
    { ul: [...care.housing] },
    { h: 'Żywienie' },
    { ul: [...care.diet] },
    { h: 'Opieka na co dzień' },
    { ul: [...care.handling] },
    // The items are genitives ("Rodzynek…", "Kąpieli w wodzie…"): "unikać czego" fits them all, food or not.
    { h: 'Czego unikać' },
    { ul: [...care.never] },
    { h: `Zdrowie: ${animal.name}` },
    { fields: healthFields(animal) },
    { h: 'Kontakt z Fundacją' },
    {
      p:
        `Gdy coś Cię niepokoi (zwierzę nie je, jest osowiałe, ma biegunkę lub trudności z oddychaniem), jak najszybciej idź do ` +
        `lekarza weterynarii, który leczy zwierzęta egzotyczne (gryzonie, króliki, gady), a potem daj nam znać. ${contact}.`,
    },
  ];
}
