import { animalNounValues, fillContractBlocks, parseContractTemplate, type ContractValues } from '@pets/shared';
import type { DocumentFacts } from '../documents/document-facts.js';
import { emailOf, foundationParty, missingDataNote, polishDate, type DocumentBlock, type DocumentDefinition } from '../documents/document-model.js';
import { careCardBlocks, healthFields } from './care-card.js';
import type { ContractData } from './contract-data.js';

/** To be filled in by hand on the printed contract. */
export const BLANK = '……………………………………';

/** The town of an address such as "ul. Ogrodowa 7, 30-001 Kraków": the contract's place. */
export function placeOf(address: string | null): string | null {
  const match = address ? /\d{2}-\d{3}\s+([^,]+)/.exec(address) : null;
  return match?.[1]?.trim() || null;
}

/** "Chomik Roborowskiego" -> "chomik Roborowskiego": a common noun inside a sentence, the proper name kept. */
const inSentence = (species: string) => species.charAt(0).toLowerCase() + species.slice(1);

const animalsText = (data: ContractData) => data.animals.map((animal) => `${animal.name} (${inSentence(animal.species)})`).join(', ');

/**
 * The adoption contract: the parties (the foundation from FOUNDATION_*, the adopter from their
 * record), each animal with its photo and record, the clauses of the template staff edit (with
 * the placeholders filled), signature fields, then a care card per animal.
 */
export function contractDocument(data: ContractData, facts: DocumentFacts, template: string, withCareCards = true): DocumentDefinition {
  const { adopter } = data;
  const adopterName = `${adopter.firstName} ${adopter.lastName}`.trim();
  const place = placeOf(facts.address);
  const date = polishDate(data.adoptedOn);
  const values: ContractValues = {
    fundacja: facts.name,
    adoptujacy: adopterName,
    zwierzeta: animalsText(data),
    ...animalNounValues(data.animals.length),
    data: date,
    miejsce: place ?? BLANK,
    kontakt: emailOf(facts),
  };
  const clauses = fillContractBlocks(parseContractTemplate(template).blocks, values);
  const plural = data.animals.length > 1;

  const blocks: DocumentBlock[] = [
    ...missingDataNote(facts),
    { p: `Umowa adopcyjna zawarta dnia ${date} w miejscowości ${place ?? BLANK} pomiędzy:` },
    {
      columns: [
        foundationParty(facts),
        {
          heading: 'Adoptujący',
          fields: [
            ['Imię i nazwisko', adopterName],
            ['Adres', [adopter.zip, adopter.city].filter(Boolean).join(' ') || BLANK],
            ['Ulica i numer', BLANK],
            ['Telefon', adopter.phone || BLANK],
            ['E-mail', adopter.email],
          ],
        },
      ],
    },
    { h: plural ? 'Zwierzęta objęte umową' : 'Zwierzę objęte umową' },
    ...data.animals.map(
      (animal): DocumentBlock => ({
        animal: {
          name: animal.name,
          photo: animal.photo,
          fields: [['Gatunek', animal.species], ['Płeć', animal.sex], ...healthFields(animal, data.adoptedOn)],
        },
      }),
    ),
    ...clauses,
    { signatures: ['Za Fundację (podpis osoby reprezentującej)', 'Adoptujący (czytelny podpis)'] },
  ];
  if (withCareCards) {
    blocks.push({ p: plural ? 'Załącznik: karty opieki, po jednej stronie na każde zwierzę.' : 'Załącznik: karta opieki.' });
    for (const animal of data.animals) blocks.push(...careCardBlocks(animal, facts));
  }
  return {
    title: `Umowa adopcyjna nr ${data.adoptionId}/${data.adoptedOn.slice(0, 4)}`,
    subject: `Umowa adopcyjna: ${animalsText(data)}`,
    versionLine: `Adoptujący: ${adopterName} · ${plural ? 'zwierzęta' : 'zwierzę'}: ${animalsText(data)}`,
    blocks,
  };
}

/** The care cards alone (GET /adoptions/:id/care-card.pdf). */
export function careCardDocument(data: ContractData, facts: DocumentFacts): DocumentDefinition {
  // The first card starts on the first page, under the document's title.
  const blocks = data.animals.flatMap((animal) => careCardBlocks(animal, facts)).slice(1);
  return {
    title: data.animals.length > 1 ? 'Karty opieki' : 'Karta opieki',
    subject: `Karta opieki: ${animalsText(data)}`,
    versionLine: `Do umowy adopcyjnej nr ${data.adoptionId}/${data.adoptedOn.slice(0, 4)} z dnia ${polishDate(data.adoptedOn)}`,
    blocks,
  };
}
