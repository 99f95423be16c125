import { formatDate, HEALTH_ENTRY_TYPE_LABELS, showsNeutering, SPECIES_CARE } from '@pets/shared';
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
export function healthFields(animal: ContractAnimal, printedFor?: string, { latestOnly = false } = {}): DocumentField[] {
  return [
    ['Data urodzenia (przybliżona)', birthLabel(animal.birthDate, printedFor)],
    ...(showsNeutering(animal.species) ? [['Kastracja', animal.neutered ? 'tak' : 'nie'] satisfies DocumentField] : []),
    // The health card's history instead of the free-text line, which stays as remarks (issue 32).
    ['Szczepienia i leczenie', latestOnly ? healthHistoryText({ healthHistory: latestOfEachKind(animal.healthHistory) }, formatDate) : healthHistoryText(animal)],
    ['Uwagi o zdrowiu', animal.health || 'bez uwag'],
  ];
}

/** The last entry of each kind (type and description): what a one-page care card needs; the contract has them all. */
function latestOfEachKind(history: ContractAnimal['healthHistory']): ContractAnimal['healthHistory'] {
  const latest = new Map<string, ContractAnimal['healthHistory'][number]>();
  for (const entry of history) latest.set(`${entry.type}:${entry.description.trim().toLocaleLowerCase('pl-PL')}`, entry);
  return [...latest.values()].sort((a, b) => a.date.localeCompare(b.date));
}

/** "3 listopada 2026: szczepienie – RHD1 i RHD2; …", or why there is nothing. */
export function healthHistoryText(animal: Pick<ContractAnimal, 'healthHistory'>, dated: (date: string) => string = polishDate): string {
  if (animal.healthHistory.length === 0) return 'brak wpisów w karcie zdrowia';
  return animal.healthHistory
    .map((entry) => `${dated(entry.date)}: ${HEALTH_ENTRY_TYPE_LABELS[entry.type].toLocaleLowerCase('pl-PL')} – ${entry.description}`)
    .join('; ');
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
    { fields: healthFields(animal, undefined, { latestOnly: true }) },
    { h: 'Kontakt z Fundacją' },
    {
      p:
        `Gdy coś Cię niepokoi (zwierzę nie je, jest osowiałe, ma biegunkę lub trudności z oddychaniem), jak najszybciej idź do ` +
        `lekarza weterynarii, który leczy zwierzęta egzotyczne (gryzonie, króliki, gady), a potem daj nam znać. ${contact}.`,
    },
  ];
}
