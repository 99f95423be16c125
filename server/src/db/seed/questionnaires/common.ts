import { ask, OPTIONAL, withNote, type QuestionDef, type SectionDef } from './builders.js';
import { ADULT_QUESTION, AFTER_ADOPTION_CONTACT_QUESTION, GIFT_QUESTION } from './duty-questions.js';

/** What the common sections need to know about a species, in ready Polish forms. */
export interface SpeciesTerms {
  /** "Czy masz doświadczenie w opiece nad …?" – instrumental plural: 'chomikami', 'królikami'. */
  careOf: string;
  /** Monthly budget ranges that are realistic for the species (food, bedding, hay, lamps...). */
  budget: string[];
  /** A species-specific word on children and handling. */
  childrenHint: string;
  /** Which vet the species needs, e.g. 'lekarz zwierząt egzotycznych (gryzonie)'. */
  vetHint: string;
  /** Asked after the other animals at home: company for a social species, other tortoises. */
  homeExtra?: QuestionDef[];
}

const OTHER = withNote('Inne (jakie?)');

/**
 * Whether animals are allowed where the applicant lives. It replaced "Is the flat your property?"
 * (migration 1795305600041): who owns the home is none of the foundation's business; what matters
 * is whether the animal may live there.
 */
export const ANIMALS_ALLOWED_QUESTION: QuestionDef = ask.radio('Czy w miejscu, w którym mieszkasz, można trzymać zwierzęta?', ['Tak', 'Nie', 'Nie wiem'], {
  hint: 'Np. czy pozwala na to umowa najmu, właściciel mieszkania albo regulamin akademika.',
});

/**
 * Whether everyone at home can be around hay, fur and bedding. It replaced the allergy question
 * (migration 1795305600041), whose "Tak (na co?)" clarification collected health data about
 * household members (RODO art. 9); a yes or no is all the adoption needs.
 */
export const HOUSEHOLD_CONTACT_QUESTION: QuestionDef = ask.radio(
  'Czy wszyscy domownicy mogą mieć kontakt z sianem, sierścią i ściółką?',
  ['Tak', 'Nie'],
  { hint: 'Wystarczy odpowiedź „tak” lub „nie” – nie podawaj informacji o zdrowiu.' },
);

/** Home, household, children and other animals: the same for every species. */
export function homeSection(terms: SpeciesTerms): SectionDef {
  return {
    group: 'Ty i Twój dom',
    questions: [
      ADULT_QUESTION,
      GIFT_QUESTION,
      ask.radio('Gdzie mieszkasz?', ['Mieszkanie w bloku', 'Mieszkanie w kamienicy', 'Dom jednorodzinny', withNote('Inne miejsce (jakie?)')]),
      ANIMALS_ALLOWED_QUESTION,
      ask.long('Kto mieszka razem z Tobą? Czy wszyscy domownicy zgadzają się na adopcję?', {
        hint: 'Napisz, ile osób mieszka w domu i czy każda z nich wie o planowanej adopcji.',
      }),
      ask.radio(
        'Czy w domu mieszkają dzieci?',
        ['Nie', 'Tak – do 6 lat', 'Tak – od 7 do 12 lat', 'Tak – powyżej 12 lat', withNote('Tak – w różnym wieku (w jakim?)')],
        { hint: terms.childrenHint },
      ),
      ask.text('Kto będzie głównym opiekunem zwierzaka?', {
        hint: 'Np. „ja”, „ja i partnerka”, „syn (15 lat) z pomocą rodziców”. Za opiekę zawsze odpowiada osoba dorosła.',
      }),
      ask.checkbox('Jakie inne zwierzęta mieszkają w Twoim domu?', [
        'Nie mam innych zwierząt',
        'Pies',
        'Kot',
        'Ptaki',
        withNote('Gryzonie lub króliki (jakie?)'),
        OTHER,
      ]),
      ...(terms.homeExtra ?? []),
      HOUSEHOLD_CONTACT_QUESTION,
    ],
  };
}

/** Experience and motivation. */
export function experienceSection(terms: SpeciesTerms): SectionDef {
  return {
    group: 'Doświadczenie',
    questions: [
      ask.radio(`Czy masz doświadczenie w opiece nad ${terms.careOf}?`, [
        'Tak – mam je obecnie',
        'Tak – w przeszłości',
        'Nie, ale mam doświadczenie z innymi małymi zwierzętami',
        'Nie – to będzie moje pierwsze takie zwierzę',
      ]),
      ask.long('Opisz krótko swoje doświadczenie. Jeśli były u Ciebie wcześniej zwierzęta – co się z nimi stało?', OPTIONAL),
      ask.long('Dlaczego chcesz adoptować zwierzaka z fundacji?'),
      ask.checkbox(
        `Skąd czerpiesz wiedzę o opiece nad ${terms.careOf}?`,
        ['Poradniki fundacji', 'Grupy i fora internetowe', 'Książki', 'Lekarz weterynarii', 'Znajomi opiekunowie', OTHER],
        OPTIONAL,
      ),
      ask.select(
        'Skąd wiesz o naszej fundacji?',
        ['Facebook', 'Instagram', 'Od znajomych', 'Wyszukiwarka internetowa', 'Kiermasz lub wydarzenie fundacji', OTHER],
        OPTIONAL,
      ),
    ],
  };
}

/** Vet access, treatment costs and the monthly budget. */
export function healthSection(terms: SpeciesTerms, extra: SectionDef['questions'] = []): SectionDef {
  return {
    group: 'Zdrowie i opieka weterynaryjna',
    questions: [
      ask.radio(
        'Czy masz w okolicy lekarza weterynarii, który leczy ten gatunek?',
        [withNote('Tak (podaj nazwę lecznicy lub lekarza)'), 'Nie, ale znajdę takiego przed adopcją', 'Nie wiem'],
        { hint: terms.vetHint },
      ),
      ...extra,
      ask.radio(
        'Czy możesz ponieść koszty leczenia, także nagłego?',
        ['Tak', withNote('Tak, ale w ograniczonym zakresie (jakim?)'), 'Nie'],
        { hint: 'Wizyta u lekarza zwierząt egzotycznych to zwykle 100–250 zł, a zabieg lub operacja – kilkaset złotych.' },
      ),
      ask.select('Ile miesięcznie możesz przeznaczyć na utrzymanie zwierzaka (karma, ściółka, akcesoria)?', terms.budget),
    ],
  };
}

/** Daily care, holidays and life changes. */
export function dailyCareSection(): SectionDef {
  return {
    group: 'Codzienna opieka i wyjazdy',
    questions: [
      ask.select('Ile czasu dziennie możesz poświęcić zwierzakowi (karmienie, sprzątanie, kontakt, wybieg)?', [
        'Mniej niż 30 minut',
        '30–60 minut',
        '1–2 godziny',
        'Ponad 2 godziny',
      ]),
      ask.long('Kto zaopiekuje się zwierzakiem podczas Twojego urlopu, wyjazdu lub choroby?', {
        hint: 'Zwierzaka nie można zostawić samego na kilka dni z zapasem jedzenia.',
      }),
      ask.radio('Czy w najbliższym roku planujesz przeprowadzkę, wyjazd za granicę lub inną dużą zmianę?', [
        'Nie',
        withNote('Tak (jaką i co wtedy ze zwierzakiem?)'),
      ]),
    ],
  };
}

/** The visit, the contract, transport and anything else. */
export function adoptionSection(): SectionDef {
  return {
    group: 'Adopcja',
    questions: [
      ask.radio(
        'Czy zgadzasz się na wizytę przedadopcyjną?',
        ['Tak, osobiście', 'Tak, ale wolę online (zdjęcia lub wideo przygotowanego miejsca)', 'Nie'],
        { hint: 'To rozmowa i wspólne sprawdzenie przygotowanego miejsca, nie kontrola. Możemy ją połączyć z przywiezieniem zwierzaka.' },
      ),
      ask.radio(
        'Czy akceptujesz podpisanie umowy adopcyjnej?',
        ['Tak', withNote('Mam pytania do umowy (jakie?)')],
        { hint: 'Umowa zabrania m.in. rozmnażania, sprzedaży i oddawania zwierzaka dalej. W razie problemów zwierzak wraca do fundacji.' },
      ),
      ask.radio(
        'Jak chcesz odebrać zwierzaka?',
        [
          'Odbiór osobisty',
          'Transport grzecznościowy wolontariusza',
          'Wspólny przejazd z innymi adoptującymi',
          'Wizyta przedadopcyjna połączona z przywiezieniem zwierzaka',
          'Jeszcze nie wiem',
        ],
        OPTIONAL,
      ),
      AFTER_ADOPTION_CONTACT_QUESTION,
      ask.long('Czy chcesz coś dodać albo o coś nas zapytać?', OPTIONAL),
    ],
  };
}

/** The full questionnaire: common sections around the species' own ones. */
export function questionnaire(terms: SpeciesTerms, speciesSections: SectionDef[], healthExtra: SectionDef['questions'] = []) {
  return [
    homeSection(terms),
    experienceSection(terms),
    ...speciesSections,
    healthSection(terms, healthExtra),
    dailyCareSection(),
    adoptionSection(),
  ];
}

/** Budget ranges for small rodents and for animals that need more hay, space or equipment. */
export const SMALL_BUDGET = ['Do 50 zł', '50–100 zł', '100–150 zł', 'Powyżej 150 zł'];
export const LARGER_BUDGET = ['Do 100 zł', '100–200 zł', '200–300 zł', 'Powyżej 300 zł'];
