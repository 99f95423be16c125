import {
  animalNounValues,
  fillContractBlocks,
  parseFosterAgreementTemplate,
  speciesInSentence,
  todayInPoland,
  type FosterAgreement,
  type FosterAgreementValues,
} from '@pets/shared';
import type { FoundationFacts } from '../../documents/document-facts.js';
import { emailOf, foundationParty, missingDataNote, polishDate, type DocumentBlock, type DocumentDefinition, type DocumentField } from '../../documents/document-model.js';
import { BLANK, placeOf } from '../../contracts/contract-document.js';

/** The carer as the agreement names them (their foster home's record). */
export interface FosterAgreementCarer {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  postcode: string;
  city: string;
}

const animalsText = (agreement: FosterAgreement) =>
  agreement.animals.map((animal) => `${animal.name} (${speciesInSentence(animal.species)})`).join(', ');

/** The agreement's number: the home's number and the year, like the adoption contract's. */
export const agreementNumber = (homeId: number, issuedOn: string) => `DT/${homeId}/${issuedOn.slice(0, 4)}`;

/**
 * The foster agreement: the parties (the foundation as saved in the panel, the carer from the
 * home's record, the street left to fill in by hand), the animals of the agreement as issued,
 * the clauses of the foundation's template with the placeholders filled, and signature lines.
 */
export function fosterAgreementDocument(agreement: FosterAgreement, carer: FosterAgreementCarer, facts: FoundationFacts, template: string): DocumentDefinition {
  const carerName = `${carer.firstName} ${carer.lastName}`.trim();
  const issuedOn = todayInPoland(new Date(agreement.issuedAt));
  const date = polishDate(issuedOn);
  const place = placeOf(facts.address) ?? BLANK;
  const count = agreement.animals.length;
  const values: FosterAgreementValues = {
    fundacja: facts.name,
    opiekun: carerName,
    zwierzeta: animalsText(agreement),
    ...animalNounValues(count),
    data: date,
    miejsce: place,
    kontakt: emailOf(facts),
  };
  const clauses = fillContractBlocks(parseFosterAgreementTemplate(template).blocks, values);
  const animalRows: DocumentField[] = agreement.animals.map((animal, index) => [
    `${index + 1}. ${animal.name}`,
    `${animal.species}, nr w ewidencji Fundacji: ${animal.id}`,
  ]);

  const blocks: DocumentBlock[] = [
    ...missingDataNote(facts),
    { p: `Umowa o sprawowanie opieki tymczasowej nad ${count > 1 ? 'zwierzętami' : 'zwierzęciem'} zawarta dnia ${date} w miejscowości ${place} pomiędzy:` },
    {
      columns: [
        foundationParty(facts),
        {
          heading: 'Opiekun (dom tymczasowy)',
          fields: [
            ['Imię i nazwisko', carerName],
            ['Miejscowość', [carer.postcode, carer.city].filter(Boolean).join(' ') || BLANK],
            ['Ulica i numer', BLANK],
            ['Telefon', carer.phone || BLANK],
            ['E-mail', carer.email || BLANK],
          ],
        },
      ],
    },
    { p: 'zwanymi dalej łącznie „Stronami”.' },
    { h: count > 1 ? 'Zwierzęta objęte umową' : 'Zwierzę objęte umową' },
    { fields: animalRows },
    ...clauses,
    { signatures: ['Za Fundację (podpis osoby reprezentującej)', 'Opiekun (czytelny podpis)'] },
  ];
  const number = agreementNumber(agreement.fosterHomeId, issuedOn);
  return {
    title: `Umowa z domem tymczasowym nr ${number}`,
    subject: `Umowa o sprawowanie opieki tymczasowej: ${animalsText(agreement)}`,
    versionLine: `Opiekun: ${carerName} · ${count > 1 ? 'zwierzęta' : 'zwierzę'}: ${animalsText(agreement)}`,
    blocks,
  };
}
