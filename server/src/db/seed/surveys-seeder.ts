import {
  findSurveyAnswerProblem,
  validateSurveyAnswers,
  type Species,
  type SurveyOption,
  type SurveyQuestion,
} from '@pets/shared';
// layer: the demo surveys answer the questions the surveys module serves,
import { findSurveyQuestions } from '../../modules/surveys/survey-questions.js';
// layer: and are stored through its submit path, so they are what a real sending stores.
import { storeSurvey } from '../../modules/surveys/survey-submit.js';
import { DAY_MS, hashString, type Seeder, type SeederFactory } from './seeder.js';

/** A demo survey: a fictional person (example.com addresses never reach anyone). */
interface DemoSurvey {
  species: Species;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  zip: string;
  city: string;
  /** Names of demo animals (none: a survey for the species only). */
  animals: string[];
  daysAgo: number;
  household: string;
  why: string;
}

const DEMO_SURVEYS: DemoSurvey[] = [
  {
    species: 'Chomik syryjski',
    firstName: 'Karolina',
    lastName: 'Mazur',
    email: 'karolina.mazur@example.com',
    phone: '+48601234567',
    zip: '60-101',
    city: 'Poznań',
    animals: ['Pestka'],
    daysAgo: 1,
    household: 'Mieszkam sama w dwupokojowym mieszkaniu. Rodzice wiedzą o adopcji i w razie czego pomogą.',
    why: 'Mój poprzedni chomik odszedł ze starości pół roku temu. Chcę dać dom zwierzakowi, który go potrzebuje, zamiast kupować w sklepie.',
  },
  {
    species: 'Chomik hybryda',
    firstName: 'Piotr',
    lastName: 'Lewandowski',
    email: 'piotr.lewandowski@example.com',
    phone: '+48 512 345 678',
    zip: '50-001',
    city: 'Wrocław',
    animals: ['Groszek'],
    daysAgo: 3,
    household: 'Mieszkam z żoną i synem (11 lat). Wszyscy zgadzamy się na adopcję, syn od miesięcy czyta o chomikach.',
    why: 'Syn bardzo chce mieć chomika, a my chcemy, żeby nauczył się odpowiedzialności pod naszym okiem.',
  },
  {
    species: 'Chomik Roborowskiego',
    firstName: 'Julia',
    lastName: 'Wójcik',
    email: 'julia.wojcik@example.com',
    phone: '+48 698 111 222',
    zip: '90-001',
    city: 'Łódź',
    animals: [],
    daysAgo: 2,
    household: 'Mieszkam z partnerem. Oboje pracujemy zdalnie, więc jesteśmy dużo w domu.',
    why: 'Zachwyciły nas filmy z chomikami Roborowskiego — chcemy je obserwować w dużym, naturalnie urządzonym terrarium.',
  },
  {
    species: 'Świnka morska',
    firstName: 'Anna',
    lastName: 'Kowalczyk',
    email: 'anna.kowalczyk@example.com',
    phone: '+48600100200',
    zip: '30-001',
    city: 'Kraków',
    animals: ['Kasztanka', 'Bąbel'],
    daysAgo: 4,
    household: 'Mieszkam z mężem i dwiema córkami (9 i 13 lat). Świnkami będę opiekować się ja, dziewczynki pomagają przy karmieniu.',
    why: 'Adoptowaliśmy już od Was zwierzaka i wiemy, jak dobrze przygotowujecie adopcje. Mamy miejsce na dużą zagrodę.',
  },
  {
    species: 'Królik',
    firstName: 'Marek',
    lastName: 'Kamiński',
    email: 'marek.kaminski@example.com',
    phone: '+48 503 777 888',
    zip: '20-001',
    city: 'Lublin',
    animals: ['Puszek'],
    daysAgo: 8,
    household: 'Mieszkam z partnerką w domu z ogrodem. Mamy już wykastrowaną królicę Figę (3 lata).',
    why: 'Nasza królica została sama po śmierci towarzysza. Szukamy dla niej spokojnego, wykastrowanego samca.',
  },
  {
    species: 'Królik',
    firstName: 'Ewa',
    lastName: 'Zając',
    email: 'ewa.zajac@example.com',
    phone: '0048 724 555 666',
    zip: '81-301',
    city: 'Gdynia',
    animals: ['Zefir'],
    daysAgo: 12,
    household: 'Mieszkam z mamą. Mama zgadza się na królika i sama miała kiedyś króliki.',
    why: 'Chcę, żeby królik miał u nas cały pokój dla siebie — urządziłam go już z myślą o adopcji.',
  },
  {
    species: 'Mysz',
    firstName: 'Zofia',
    lastName: 'Dąbrowska',
    email: 'zofia.dabrowska@example.com',
    phone: '+48 601 909 808',
    zip: '87-100',
    city: 'Toruń',
    animals: ['Mysia', 'Kropka', 'Migdał'],
    daysAgo: 6,
    household: 'Mieszkam ze współlokatorką w wynajmowanym mieszkaniu; właściciel zgodził się na małe zwierzęta.',
    why: 'Myszki to moja wielka miłość — miałam już stadko samiczek i chcę znów stworzyć im dobry dom.',
  },
  {
    species: 'Szczur',
    firstName: 'Michał',
    lastName: 'Szymański',
    email: 'michal.szymanski@example.com',
    phone: '+48 733 444 555',
    zip: '40-001',
    city: 'Katowice',
    animals: ['Rysiek', 'Borys'],
    daysAgo: 9,
    household: 'Mieszkam z narzeczoną. Oboje mieliśmy szczury i mamy już dużą klatkę po poprzednim stadku.',
    why: 'Nasze poprzednie szczurki odeszły ze starości. Chcemy adoptować parę, która już się zna.',
  },
  {
    species: 'Myszoskoczek',
    firstName: 'Natalia',
    lastName: 'Woźniak',
    email: 'natalia.wozniak@example.com',
    phone: '+48 664 321 987',
    zip: '35-001',
    city: 'Rzeszów',
    animals: ['Piaskun', 'Cynamon'],
    daysAgo: 15,
    household: 'Mieszkam z rodzicami i bratem (17 lat). Wszyscy zgadzają się na adopcję.',
    why: 'Od dawna interesuję się myszoskoczkami i przygotowałam dla nich duże akwarium z głęboką ściółką.',
  },
  {
    species: 'Szynszyla',
    firstName: 'Tomasz',
    lastName: 'Wiśniewski',
    email: 'tomasz.wisniewski@example.com',
    phone: '+48501222333',
    zip: '00-950',
    city: 'Warszawa',
    animals: ['Popiel', 'Mgiełka'],
    daysAgo: 22,
    household: 'Mieszkam sam w mieszkaniu z klimatyzacją. Pracuję w domu.',
    why: 'Szynszyle są aktywne wieczorem, tak jak ja. Chcę adoptować parę, żeby nie było im smutno.',
  },
  {
    species: 'Żółw',
    firstName: 'Krzysztof',
    lastName: 'Jankowski',
    email: 'krzysztof.jankowski@example.com',
    phone: '+48 791 000 111',
    zip: '45-001',
    city: 'Opole',
    animals: ['Tadeusz'],
    daysAgo: 30,
    household: 'Mieszkam z żoną w domu z ogrodem. Dzieci są dorosłe i mieszkają osobno.',
    why: 'Mamy ogrodzony ogród bez oprysków i chcemy zbudować żółwiowi wybieg na lato.',
  },
  {
    species: 'Szczur',
    firstName: 'Aleksandra',
    lastName: 'Pawlak',
    email: 'aleksandra.pawlak@example.com',
    phone: '+48 885 123 456',
    zip: '15-001',
    city: 'Białystok',
    animals: [],
    daysAgo: 40,
    household: 'Mieszkam z chłopakiem w wynajmowanym mieszkaniu; właściciel zgadza się na zwierzęta.',
    why: 'Szczury są mądre i kontaktowe. Chcemy adoptować dwie samiczki i dać im codzienny wybieg.',
  },
  {
    species: 'Świnka morska',
    firstName: 'Magdalena',
    lastName: 'Zielińska',
    email: 'magda.zielinska@example.com',
    phone: '+48722444555',
    zip: '80-180',
    city: 'Gdańsk',
    animals: [],
    daysAgo: 50,
    household: 'Mieszkam z mężem. Mamy już jedną świnkę, Pralinkę (2 lata).',
    why: 'Pralinka została sama i tęskni. Szukamy dla niej spokojnej koleżanki.',
  },
];

const CAGE_SIZES: Record<Species, string> = {
  'Chomik hybryda': '100 × 50 × 50 cm',
  'Chomik syryjski': '120 × 60 × 60 cm',
  'Chomik Roborowskiego': '100 × 50 × 50 cm (terrarium)',
  'Świnka morska': '160 × 70 cm',
  Królik: 'Kojec 2 × 2 m w salonie, do tego wybieg w ogrodzie latem',
  Mysz: '100 × 50 × 60 cm',
  Szczur: '100 × 60 × 120 cm',
  Myszoskoczek: '120 × 50 × 50 cm (akwarium)',
  Szynszyla: '100 × 60 × 150 cm',
  Żółw: '160 × 70 cm',
};

const DIETS: Record<Species, string> = {
  'Chomik hybryda': 'Mieszanka bez melasy i owoców, trochę ogórka i cukinii, suszone owady dwa razy w tygodniu.',
  'Chomik syryjski': 'Dobra mieszanka ziaren dla chomików, codziennie trochę warzyw, raz w tygodniu gotowane jajko lub suszone owady.',
  'Chomik Roborowskiego': 'Drobna mieszanka z prosem i nasionami traw, suszone owady, świeże zioła.',
  'Świnka morska': 'Siano bez ograniczeń, codziennie papryka, natka, sałata rzymska i zioła z ogrodu, trochę granulatu.',
  Królik: 'Siano bez ograniczeń, zielone warzywa i zioła, mała porcja granulatu bez ziaren.',
  Mysz: 'Mieszanka dla myszy, trochę warzyw, od czasu do czasu robaki mączniki.',
  Szczur: 'Granulat dla szczurów, codziennie warzywa, raz w tygodniu gotowany kurczak albo jajko.',
  Myszoskoczek: 'Mieszanka dla myszoskoczków, zioła, trochę warzyw i suszone owady.',
  Szynszyla: 'Siano bez ograniczeń, granulat dla szynszyli, suszone zioła i gałązki jabłoni.',
  Żółw: 'Chwasty z ogrodu (mniszek, babka, koniczyna), ciemne sałaty, wapń w proszku.',
};

/** A realistic text for a text or long-text question, chosen by what the question asks. */
function textAnswer(question: SurveyQuestion, survey: DemoSurvey): string | null {
  const label = question.etykieta;
  const pick = (options: string[]) => options[hashString(`${survey.email}|${label}`) % options.length] as string;
  if (/wymiary|Ile miejsca/.test(label)) return CAGE_SIZES[survey.species];
  if (/najwyższa temperatura/.test(label)) return 'Około 22°C — pokój od północy, z klimatyzacją.';
  if (/ściółk/.test(label)) return pick(['Pellet drzewny z sianem, warstwa około 25 cm.', 'Bezpyłowe trociny z sianem, około 30 cm.']);
  if (/kołowrotek/.test(label)) return survey.species === 'Chomik syryjski' ? '30 cm, z pełną bieżnią' : '21 cm, z pełną bieżnią';
  if (/głównym opiekunem/.test(label)) return pick(['Ja', 'Ja, z pomocą partnera', `Ja (${survey.firstName})`]);
  if (/Kto mieszka/.test(label)) return survey.household;
  if (/Dlaczego/.test(label)) return survey.why;
  if (/Opisz krótko swoje doświadczenie/.test(label)) {
    return pick(['Przez pięć lat opiekowałam się świnkami morskimi; obie dożyły późnej starości.', 'Miałem chomika i rybki. Dużo czytam o potrzebach zwierząt.', '']);
  }
  if (/karmić|dieta/.test(label)) return DIETS[survey.species];
  if (/warzywa i zioła/.test(label)) return 'Papryka czerwona, natka pietruszki, sałata rzymska, cykoria i mniszek z ogrodu.';
  if (/urlopu/.test(label)) return pick(['Moja siostra, która ma doświadczenie ze zwierzętami — mieszka dwie ulice dalej.', 'Rodzice; zabierzemy zwierzaka do nich razem z klatką.']);
  if (/dodać albo o coś nas zapytać/.test(label)) return pick(['', 'Czy możemy przyjechać poznać zwierzaka przed adopcją?']);
  return null;
}

const NOTE_TEXTS: [RegExp, string][] = [
  [/lecznicy/, 'Przychodnia Weterynaryjna „Egzotyk”, dr Anna Nowak'],
  [/Gryzonie lub króliki/, 'Dwie świnki morskie'],
  [/Mam już/, 'Samica, 3 lata, zdrowa'],
  [/ograniczonym zakresie/, 'Do około 1000 zł na nagłe leczenie'],
];

function noteFor(option: SurveyOption): string {
  return NOTE_TEXTS.find(([pattern]) => pattern.test(option.etykieta_opcji))?.[1] ?? 'Opiszę szczegóły w rozmowie.';
}

/** Answers that read like a real person's: mostly the first, careful options, some optional questions skipped. */
function demoAnswers(questions: SurveyQuestion[], survey: DemoSurvey) {
  const odpowiedzi: Record<string, string | number[]> = {};
  const dopiski: Record<string, string> = {};
  for (const question of questions) {
    const key = String(question.id_pytania);
    const hash = hashString(`${survey.email}#${question.etykieta}`);
    if (question.obowiazkowe === 0 && hash % 3 === 0) continue;
    if (question.typ === 'tekst' || question.typ === 'textarea') {
      const text = textAnswer(question, survey) ?? 'Tak.';
      if (text) odpowiedzi[key] = text;
      continue;
    }
    const plain = question.opcje.filter((option) => option.wymaga_dopisku === 0);
    if (question.typ === 'checkbox') {
      const count = 1 + (hash % Math.min(3, plain.length));
      odpowiedzi[key] = plain.slice(0, count).map((option) => option.id_opcji);
      continue;
    }
    // Options with a clarification where the person's story fits: an animal at home, a known vet.
    const companion = question.opcje.find((option) => option.wymaga_dopisku === 1 && /^Mam już/.test(option.etykieta_opcji));
    const vet = question.opcje.find((option) => option.wymaga_dopisku === 1 && /lecznicy/.test(option.etykieta_opcji));
    let chosen: SurveyOption | undefined;
    if (companion && /Mam(y)? już/.test(survey.household)) chosen = companion;
    else if (vet && hash % 2 === 0) chosen = vet;
    else chosen = hash % 4 === 0 && plain.length > 1 ? plain[1] : plain[0];
    if (!chosen) continue;
    odpowiedzi[key] = String(chosen.id_opcji);
    if (chosen.wymaga_dopisku === 1) dopiski[String(chosen.id_opcji)] = noteFor(chosen);
  }
  return { odpowiedzi, dopiski };
}

/**
 * About a dozen submitted surveys over most species, some for chosen animals (none adopted or
 * 'Za Tęczowym Mostem'), dated over the last weeks, so the admin survey screens have content.
 * Stored through the same code as POST /survey (adopter upsert included); they satisfy the
 * questionnaire's own rules (checked here, so a questionnaire change cannot silently break them).
 */
export const surveysSeeder: SeederFactory = (): Seeder => ({
  name: 'surveys',
  async run(manager, context) {
    const questionnaires = new Map<Species, SurveyQuestion[]>();
    for (const survey of DEMO_SURVEYS) {
      let questions = questionnaires.get(survey.species);
      if (!questions) {
        questions = await findSurveyQuestions(manager, survey.species);
        questionnaires.set(survey.species, questions);
      }
      if (questions.length === 0) continue;
      const animals = survey.animals.map((name) => context.animals.get(name)).filter((animal) => animal !== undefined);
      const usable = animals.filter((animal) => animal.status !== 'Adoptowany' && !animal.rainbowBridge);
      const { odpowiedzi, dopiski } = demoAnswers(questions, survey);
      const problem = findSurveyAnswerProblem(questions, odpowiedzi, dopiski);
      const missing = validateSurveyAnswers(questions, odpowiedzi, dopiski);
      if (problem || missing.length > 0) {
        throw new Error(`demo survey of ${survey.email} does not fit the questionnaire: ${problem?.code ?? `missing ${missing.join(', ')}`}`);
      }
      const createdAt = new Date(context.now.getTime() - survey.daysAgo * DAY_MS - (hashString(survey.email) % 480) * 60_000);
      await storeSurvey(
        manager,
        {
          gatunek: survey.species,
          imie: survey.firstName,
          nazwisko: survey.lastName,
          email: survey.email,
          telefon: survey.phone.replace(/^00/, '+').replace(/[^\d+]/g, ''),
          adres_kod: survey.zip,
          adres_miasto: survey.city,
          zwierzaki: usable.map((animal) => animal.id),
          odpowiedzi,
          dopiski,
        },
        questions,
        { createdAt },
      );
    }
  },
});

export const DEMO_SURVEY_COUNT = DEMO_SURVEYS.length;
export const DEMO_SURVEY_EMAILS: readonly string[] = DEMO_SURVEYS.map((survey) => survey.email);
