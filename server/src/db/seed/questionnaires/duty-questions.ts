import { ask, OPTIONAL, withNote, type QuestionDef } from './builders.js';

/**
 * What a responsible foundation must know before an adoption (issue 21): an adult applicant, no
 * animal as a gift, post-adoption contact as the adoption rules require, a cage per hamster, company
 * for a social animal adopted alone, and the tortoises already at home. Migration 1795305600500
 * adds them to existing databases; new ones get them through the questionnaires.
 */
export const ADULT_QUESTION: QuestionDef = ask.radio('Czy masz ukończone 18 lat?', ['Tak', 'Nie'], {
  hint: 'Umowę adopcyjną może podpisać tylko osoba pełnoletnia.',
});

export const GIFT_QUESTION: QuestionDef = ask.radio('Czy zwierzak ma być prezentem dla kogoś?', ['Nie', withNote('Tak (dla kogo?)')], {
  hint: 'Nie wydajemy zwierząt na prezent-niespodziankę: nowy opiekun musi sam chcieć się nim zająć.',
});

/** Replaces the optional contact question: the adoption rules require post-adoption contact. */
export const AFTER_ADOPTION_CONTACT_QUESTION: QuestionDef = ask.radio(
  'Czy zgadzasz się na kontakt po adopcji (zdjęcia, krótka informacja, ewentualna wizyta)?',
  ['Tak', 'Nie'],
  { hint: 'Regulamin adopcji wymaga kontaktu po adopcji: przesłania zdjęć lub wizyty w uzgodnionym terminie.' },
);

/** The optional question it replaced (literal: the migration's down restores it). */
export const OLD_CONTACT_QUESTION: QuestionDef = ask.radio(
  'Czy zgadzasz się na kontakt po adopcji (od czasu do czasu zdjęcie lub krótka wiadomość, co słychać)?',
  ['Tak, chętnie', 'Tak, ale niezbyt często', 'Wolę nie'],
  OPTIONAL,
);

export const HAMSTER_CAGES_QUESTION: QuestionDef = ask.radio('Jeśli adoptujesz więcej niż jednego chomika: czy każdy dostanie osobną klatkę?', [
  'Adoptuję jednego chomika',
  'Tak, każdy będzie mieć osobną klatkę',
  'Nie',
]);

export const SINGLE_SOCIAL_ANIMAL_QUESTION: QuestionDef = ask.long(
  'Jeśli chcesz adoptować jedno zwierzę: z kim będzie mieszkać? To gatunek stadny – potrzebuje towarzystwa swojego gatunku.',
  { required: false, hint: 'Np. z Twoim zwierzakiem tego samego gatunku (napisz, jakiej płci i w jakim wieku). Jeśli adoptujesz co najmniej dwa, możesz to pominąć.' },
);

export const OTHER_TORTOISES_QUESTION: QuestionDef = ask.radio('Czy masz już inne żółwie? Jakie gatunki?', ['Nie', withNote('Tak (jakie gatunki?)')]);
