import { EVAL_ANIMALS } from './eval-fixture.js';
import { F, HAMSTER_SURVEY, NOT, animalLinks, surveyLink, type Fact } from './expected-facts.js';

/**
 * Held-out evaluation of the offline assistant: questions as visitors really type them (colloquial,
 * with typos or without diacritics, several intents at once), each with the facts the answer must
 * contain. Written before the assistant was extended for issue 22 and never used to tune it: do not
 * copy these questions into the knowledge file's triggers or the matcher's test table.
 *
 * Where the foundation's knowledge cannot answer (opening hours, minors, returns), the expected
 * answer is a graceful pointer to the contact form, without made-up facts.
 */
export interface VisitorQuestion {
  question: string;
  /** What the visitor wants, for the per-intent summary. */
  intent: string;
  /** Every fact must be in the answer. */
  facts: readonly Fact[];
  /** None of these may be in the answer. */
  forbidden?: readonly Fact[];
}

const idsOf = (species: string) => EVAL_ANIMALS.filter((animal) => animal.species === species && animal.status === 'Dostępny').map((animal) => animal.id);
const GUINEA_PIGS = animalLinks('available guinea pigs', idsOf('Świnka morska'));
const RATS = animalLinks('available rats', idsOf('Szczur'));
const RABBITS = animalLinks('available rabbits', idsOf('Królik'));
const TORTOISES = animalLinks('available tortoises', idsOf('Żółw'));
const ANY_ANIMAL = animalLinks('available animals', EVAL_ANIMALS.filter((animal) => animal.status === 'Dostępny').map((animal) => animal.id));

export const VISITOR_QUESTIONS: readonly VisitorQuestion[] = [
  // How to adopt (with the species' survey when a species is named)
  { question: 'Jak adoptować królika?', intent: 'adoption-steps', facts: [F.steps, surveyLink('Królik')] },
  { question: 'co trzeba zrobic zeby wziac od was swinke', intent: 'adoption-steps', facts: [F.steps, surveyLink('Świnka morska')] },
  { question: 'Chciałabym adoptować szczurki, od czego zacząć?', intent: 'adoption-steps', facts: [F.steps, surveyLink('Szczur')] },
  { question: 'jak wyglada adopcja krok po kroku', intent: 'adoption-steps', facts: [F.steps] },
  { question: 'Jakie są wymagania, żeby adoptować chomika?', intent: 'adoption-steps', facts: [F.steps, HAMSTER_SURVEY] },
  { question: 'Chcę adoptować świnkę morską, co dalej?', intent: 'adoption-steps', facts: [F.steps, surveyLink('Świnka morska')] },
  { question: 'Jak przygarnąć myszoskoczka?', intent: 'adoption-steps', facts: [F.steps, surveyLink('Myszoskoczek')] },
  { question: 'Czy trzeba podpisywać jakąś umowę?', intent: 'contract', facts: [F.contractMandatory] },
  // Costs
  { question: 'Ile kosztuje adopcja świnki?', intent: 'costs', facts: [F.notSold] },
  { question: 'czy trzeba cos placic za adopcje', intent: 'costs', facts: [F.notSold] },
  { question: 'Ile bierzecie za królika?', intent: 'costs', facts: [F.notSold] },
  { question: 'a ile to kosztuje?', intent: 'costs', facts: [F.notSold] },
  { question: 'Dzień dobry, chciałam zapytać ile kosztuje adopcja królika', intent: 'costs', facts: [F.notSold] },
  // Money
  { question: 'Chcę wam przelać parę złotych, jaki numer konta?', intent: 'donation', facts: [F.bankAccount] },
  { question: 'jak moge wplacic darowizne na leczenie', intent: 'donation', facts: [F.bankAccount] },
  { question: 'Czy mogę wesprzeć was finansowo?', intent: 'donation', facts: [F.bankAccount] },
  { question: 'gdzie wpisac wasz krs w picie', intent: 'tax', facts: [F.krs] },
  { question: 'Czy mogę oddać wam półtora procent z PIT-u?', intent: 'tax', facts: [F.krs] },
  // Where and how to reach the foundation
  { question: 'Gdzie jesteście?', intent: 'location', facts: [F.city] },
  { question: 'W jakim mieście działa fundacja?', intent: 'location', facts: [F.city] },
  { question: 'skad jestescie', intent: 'location', facts: [F.city] },
  { question: 'Jaki jest wasz adres?', intent: 'location', facts: [F.street, F.city] },
  { question: 'hej, gdzie was znajdę i jak się skontaktować?', intent: 'location', facts: [F.city, F.email] },
  { question: 'Mogę do was napisać maila?', intent: 'contact', facts: [F.email] },
  { question: 'Macie jakiś numer telefonu?', intent: 'contact', facts: [F.contactForm] },
  // Living alone or together
  { question: 'Czy mogę adoptować dwie świnki?', intent: 'social-needs', facts: [F.pairs, GUINEA_PIGS] },
  { question: 'czy swinka moze byc sama w klatce', intent: 'social-needs', facts: [F.pairs] },
  { question: 'Czy jeden szczurek wystarczy?', intent: 'social-needs', facts: [F.pairs] },
  { question: 'Witam, czy mogę adoptować jednego szczura?', intent: 'social-needs', facts: [F.pairs, RATS] },
  { question: 'Chcę wziąć dwa chomiki syryjskie, żeby się nie nudziły', intent: 'social-needs', facts: [F.alone], forbidden: [NOT.hamsterPairs] },
  { question: 'czy chomiki dzungarskie moga mieszkac razem', intent: 'social-needs', facts: [F.alone] },
  { question: 'Czy chomik będzie się nudził sam?', intent: 'social-needs', facts: [F.alone] },
  { question: 'Czy mogę trzymać dwa samce myszy razem?', intent: 'social-needs', facts: [F.miceMalesAlone] },
  { question: 'ile myszek najlepiej wziac, samiczki czy samczyki?', intent: 'social-needs', facts: [F.miceFemalesGroup, F.miceMalesAlone] },
  { question: 'Czy szynszyla może mieszkać sama?', intent: 'social-needs', facts: [F.pairs] },
  { question: 'ile myszoskoczkow najlepiej wziac', intent: 'social-needs', facts: [F.pairs] },
  { question: 'czy krolik moze zyc sam', intent: 'social-needs', facts: [F.pairs] },
  { question: 'Czy koszatniczki mogą mieszkać pojedynczo?', intent: 'social-needs', facts: [F.pairs] },
  { question: 'Mam już jedną świnkę, czy mogę adoptować drugą do towarzystwa?', intent: 'social-needs', facts: [F.pairs, GUINEA_PIGS] },
  // Housing
  { question: 'Jak duża klatka dla chomika syryjskiego?', intent: 'housing', facts: [F.hamsterCage] },
  { question: 'jaka klatke kupic dla dwoch swinek', intent: 'housing', facts: [F.guineaPigCage] },
  { question: 'Jaka klatka dla szynszyli?', intent: 'housing', facts: [F.chinchillaCage] },
  { question: 'Czy królik może mieszkać w klatce?', intent: 'housing', facts: [F.roomToRun] },
  { question: 'Jakie terrarium dla myszoskoczków?', intent: 'housing', facts: [F.deepBedding] },
  { question: 'ile miejsca potrzebuja szczury', intent: 'housing', facts: [F.ratCage] },
  // Diet and care
  { question: 'Czym karmić królika?', intent: 'diet', facts: [F.hay] },
  { question: 'Czy mogę dawać chomikowi rodzynki?', intent: 'diet', facts: [F.noRaisins] },
  { question: 'co jedzą świnki morskie', intent: 'diet', facts: [F.hay, F.vitaminC] },
  { question: 'Czy szynszyla może jeść owoce?', intent: 'diet', facts: [F.hay] },
  { question: 'co daje sie jesc szczurom', intent: 'diet', facts: [F.grainMix] },
  { question: 'Czy można dać myszkom rodzynki jako przysmak?', intent: 'diet', facts: [F.noRaisins] },
  { question: 'jak czesto kapiel w piasku dla szynszyli', intent: 'care', facts: [F.dustBath, F.neverWater] },
  { question: 'Na co szczepić królika?', intent: 'care', facts: [F.rhd] },
  { question: 'Mój chomik kicha, co robić?', intent: 'health', facts: [F.vet] },
  // Who is waiting
  { question: 'Macie jakieś szczurki do adopcji?', intent: 'availability', facts: [RATS] },
  { question: 'Jakie króliki czekają na dom?', intent: 'availability', facts: [RABBITS] },
  { question: 'Są szynszyle?', intent: 'availability', facts: [F.contactForm] },
  { question: 'Czy macie żółwia do adopcji?', intent: 'availability', facts: [TORTOISES] },
  { question: 'Kogo mogę teraz adoptować?', intent: 'availability', facts: [ANY_ANIMAL] },
  { question: 'Czy Fasolka jest jeszcze dostępna?', intent: 'availability', facts: [animalLinks('Fasolka', [1])] },
  // The survey
  { question: 'Gdzie jest ankieta dla świnek morskich?', intent: 'survey', facts: [surveyLink('Świnka morska')] },
  { question: 'Wypełniłam ankietę, kiedy się odezwiecie?', intent: 'survey', facts: [F.surveyReply] },
  { question: 'Czy ankietę można wypełnić bez wybierania konkretnego zwierzaka?', intent: 'survey', facts: [F.speciesSurvey] },
  { question: 'link do ankiety na chomika', intent: 'survey', facts: [HAMSTER_SURVEY] },
  // Preparing for the animal
  { question: 'co przygotować zanim przyjedzie świnka', intent: 'preparation', facts: [F.hay, F.guineaPigCage] },
  { question: 'Czy muszę wysyłać zdjęcia klatki?', intent: 'preparation', facts: [F.email] },
  // Transport
  { question: 'Mieszkam 200 km od was, przywieziecie królika?', intent: 'transport', facts: [F.courtesyTransport] },
  { question: 'czy moge przyjechac osobiscie po zwierzaka', intent: 'transport', facts: [F.personalPickup] },
  { question: 'Jak zwierzak do mnie dotrze?', intent: 'transport', facts: [F.courtesyTransport] },
  // Helping
  { question: 'Szukacie ludzi do pomocy? Chętnie się zaangażuję', intent: 'volunteering', facts: [F.volunteering] },
  { question: 'Mogę przechować zwierzaka przez jakiś czas?', intent: 'volunteering', facts: [F.fosterHome] },
  { question: 'Mam zbędny domek i poidło, przydadzą się wam?', intent: 'gifts', facts: [F.giftsWelcome] },
  { question: 'czy zbieracie siano dla zwierzat', intent: 'gifts', facts: [F.giftsWelcome] },
  // What the foundation's knowledge does not cover: point to Kontakt, invent nothing
  { question: 'Co jeśli nie będę mogła dalej opiekować się zwierzakiem? Mogę go oddać?', intent: 'return', facts: [F.contactForm], forbidden: [NOT.giftsText] },
  { question: 'W jakich godzinach jesteście otwarci?', intent: 'visits', facts: [F.contactForm], forbidden: [NOT.madeUpHours] },
  { question: 'Czy można przyjechać i zobaczyć zwierzaki przed adopcją?', intent: 'visits', facts: [F.contactForm] },
  { question: 'Mam 15 lat, czy mogę adoptować chomika?', intent: 'under-18', facts: [F.contactForm] },
  // Unrelated
  { question: 'Ile kosztuje karma dla psa w Biedronce?', intent: 'off-topic', facts: [F.contactForm], forbidden: [NOT.priceText] },
  { question: 'napisz mi wypracowanie o zwierzętach', intent: 'off-topic', facts: [F.cannotHelp, F.contactForm] },
];
