import { EVAL_ANIMALS } from './eval-fixture.js';
import { F, HAMSTER_SURVEY, NOT, animalLinks, surveyLink } from './expected-facts.js';
import type { VisitorQuestion } from './visitor-questions.pl.js';

const available = (species: string) =>
  EVAL_ANIMALS.filter((animal) => animal.species === species && animal.status === 'Dostępny').map((animal) => animal.id);

/**
 * A second held-out set, written after the assistant was extended for issue 22 and before running
 * it: the first table's failures guided that work, so only this set measures questions nobody
 * tuned for. Do not tune the triggers on these either; add a third set instead.
 */
export const BLIND_QUESTIONS: readonly VisitorQuestion[] = [
  { question: 'Chciałbym przygarnąć króliczka, jak to u was wygląda?', intent: 'adoption-steps', facts: [F.steps, surveyLink('Królik')] },
  { question: 'jakie kroki zeby adoptowac szynszyle', intent: 'adoption-steps', facts: [F.steps, surveyLink('Szynszyla')] },
  { question: 'Co muszę spełnić, żeby dostać od was myszki?', intent: 'adoption-steps', facts: [F.steps, surveyLink('Mysz')] },
  { question: 'czy swinki oddajecie pojedynczo czy w parach?', intent: 'social-needs', facts: [F.pairs] },
  { question: 'Chcę jednego królika do mieszkania, da się?', intent: 'social-needs', facts: [F.pairs] },
  { question: 'Czy dwa chomiki w jednej klatce to dobry pomysł?', intent: 'social-needs', facts: [F.alone], forbidden: [NOT.hamsterPairs] },
  { question: 'myszoskoczek sam w terrarium wytrzyma?', intent: 'social-needs', facts: [F.pairs] },
  { question: 'Czy samiec myszki może mieszkać z samiczkami?', intent: 'social-needs', facts: [F.miceMalesAlone] },
  { question: 'jakie wymiary klatki dla swinek morskich', intent: 'housing', facts: [F.guineaPigCage] },
  { question: 'Ile cm powinna mieć klatka chomika?', intent: 'housing', facts: [F.hamsterCage] },
  { question: 'jak wysoka klatka dla szynszyla', intent: 'housing', facts: [F.chinchillaCage] },
  { question: 'Czym się żywią szczury?', intent: 'diet', facts: [F.grainMix] },
  { question: 'Czy rodzynki są dobre dla świnki?', intent: 'diet', facts: [F.noRaisins] },
  { question: 'Czy szynszyle kąpie się w wodzie?', intent: 'care', facts: [F.dustBath, F.neverWater] },
  { question: 'jakie szczepienia dla krolika', intent: 'care', facts: [F.rhd] },
  { question: 'Mój szczur ma biegunkę, pomocy', intent: 'health', facts: [F.vet] },
  { question: 'Gdzie macie siedzibę?', intent: 'location', facts: [F.city] },
  { question: 'a z jakiego miasta jest fundacja?', intent: 'location', facts: [F.city] },
  { question: 'Czy są u was jakieś chomiki?', intent: 'availability', facts: [animalLinks('available hamsters', [...available('Chomik syryjski'), ...available('Chomik Roborowskiego')])] },
  { question: 'pokaż świnki do adopcji', intent: 'availability', facts: [animalLinks('available guinea pigs', available('Świnka morska'))] },
  { question: 'Chcę dwie świnki morskie, które są wolne?', intent: 'availability', facts: [animalLinks('available guinea pigs', available('Świnka morska')), F.pairs] },
  { question: 'gdzie wypelnic ankiete na szczura', intent: 'survey', facts: [surveyLink('Szczur')] },
  { question: 'Ankieta na chomika syryjskiego?', intent: 'survey', facts: [HAMSTER_SURVEY] },
  { question: 'Jestem z Gdańska, czy zwierzak może do mnie przyjechać?', intent: 'transport', facts: [F.courtesyTransport] },
  { question: 'Ile kosztuje adopcja szczurków?', intent: 'costs', facts: [F.notSold] },
  { question: 'Czy adoptując trzeba zapłacić?', intent: 'costs', facts: [F.notSold] },
  { question: 'Chcę pomagać jako wolontariuszka, co robić?', intent: 'volunteering', facts: [F.volunteering] },
  { question: 'Kiedy można do was wpaść?', intent: 'visits', facts: [F.contactForm], forbidden: [NOT.madeUpHours] },
  { question: 'Moja córka ma 12 lat i chce świnkę, może sama wypełnić ankietę?', intent: 'under-18', facts: [F.contactForm] },
  { question: 'Adoptowałam królika, ale mam alergię. Co teraz?', intent: 'return', facts: [F.contactForm], forbidden: [NOT.giftsText] },
];
