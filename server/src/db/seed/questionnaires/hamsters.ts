import { ask, OPTIONAL, withNote, type Questionnaire, type QuestionDef } from './builders.js';
import { questionnaire, SMALL_BUDGET } from './common.js';
import { HAMSTER_CAGES_QUESTION } from './duty-questions.js';

/**
 * The three hamster species share one questionnaire text; the notes that differ (cage floor,
 * wheel size, diet, temperament) are filled in per species.
 */
interface HamsterNotes {
  cageHint: string;
  wheelHint: string;
  dietHint: string;
  /** Questions only this species gets (e.g. handling of the Roborowski hamster). */
  extra: QuestionDef[];
}

const HAMSTER_VET = 'Chomikami zajmują się lekarze zwierząt egzotycznych – zwykła lecznica psów i kotów często nie ma doświadczenia z gryzoniami.';

function hamsterQuestionnaire(notes: HamsterNotes): Questionnaire {
  return questionnaire(
    {
      careOf: 'chomikami',
      budget: SMALL_BUDGET,
      childrenHint: 'Chomik śpi w dzień i może ugryźć wybudzony – nie jest dobrym pierwszym zwierzęciem dla małego dziecka.',
      vetHint: HAMSTER_VET,
    },
    [
      {
        group: 'Chomik – charakter i potrzeby',
        questions: [
          ask.radio('Chomiki są samotnikami i muszą mieszkać pojedynczo. Czy chomik będzie mieszkał sam?', [
            'Tak, będzie mieszkał sam',
            'Nie – chcę go trzymać z innym chomikiem',
          ]),
          HAMSTER_CAGES_QUESTION,
          ask.radio(
            'Chomik jest aktywny wieczorem i w nocy. Gdzie stanie klatka?',
            ['W salonie lub pokoju dziennym', 'W pokoju osoby dorosłej', 'W pokoju dziecka', withNote('W innym miejscu (jakim?)')],
            { hint: 'Klatka nie powinna stać przy kaloryferze, w pełnym słońcu ani w przeciągu.' },
          ),
          ...notes.extra,
          ask.radio('Czy wiesz, że chomik żyje zwykle 2–3 lata, a pod koniec życia często wymaga więcej opieki i wizyt u lekarza?', [
            'Tak, wiem',
            'Nie, to dla mnie nowość',
          ]),
        ],
      },
      {
        group: 'Klatka i wyposażenie',
        questions: [
          ask.text('Podaj wymiary klatki lub terrarium (długość × szerokość × wysokość w cm).', { hint: notes.cageHint }),
          ask.select('Jakiego rodzaju będzie klatka?', [
            'Terrarium lub akwarium z wentylowaną pokrywą',
            'Klatka z głęboką kuwetą',
            'Przerobiony regał lub mebel (tzw. domowa klatka)',
            'Jeszcze jej nie mam – kupię przed adopcją',
            withNote('Inna (jaka?)'),
          ]),
          ask.text('Jaką ściółkę planujesz i jak grubą warstwę (w cm)?', {
            hint: 'Chomiki kopią norki: zalecamy co najmniej 20 cm ściółki. Nie używaj waty ani „puchu” – owija się wokół łapek.',
          }),
          ask.text('Jakiej średnicy kołowrotek będzie w klatce?', { hint: notes.wheelHint }),
          ask.checkbox(
            'Co jeszcze znajdzie się w klatce?',
            [
              'Domek z kilkoma wyjściami',
              'Kuweta z piaskiem do kąpieli',
              'Kryjówki i tunele',
              'Gałązki i korzenie do gryzienia',
              'Miseczka na wodę lub poidełko',
              'Kula do biegania',
              withNote('Inne (co?)'),
            ],
            { hint: 'Kule do biegania i klatki z wąskimi rurami nie są bezpieczne dla chomika.' },
          ),
        ],
      },
      {
        group: 'Żywienie',
        questions: [
          ask.long('Czym będziesz karmić chomika?', { hint: notes.dietHint }),
          ask.checkbox(
            'Które z tych produktów zamierzasz podawać?',
            [
              'Gotowa mieszanka dla chomików',
              'Świeże warzywa',
              'Suszone owady lub inne białko zwierzęce',
              'Zioła i suszki',
              'Owoce',
              'Kolby z miodem i inne słodkie przysmaki',
            ],
            OPTIONAL,
          ),
        ],
      },
    ],
  );
}

const DWARF_WHEEL = 'Chomik karłowaty potrzebuje kołowrotka o średnicy co najmniej 20–21 cm z pełną bieżnią (bez szczebli).';

export const HAMSTER_HYBRID = hamsterQuestionnaire({
  cageHint: 'Dla chomika hybrydowego minimum to 100 × 50 cm powierzchni dna – im więcej, tym lepiej.',
  wheelHint: DWARF_WHEEL,
  dietHint:
    'Chomiki hybrydowe mają skłonność do cukrzycy: podstawą jest mieszanka bez cukrów i melasy, warzywa w małych ilościach i białko zwierzęce. Bez owoców, kukurydzy i słodkich przysmaków.',
  extra: [
    ask.radio(
      'Chomiki hybrydowe często chorują na cukrzycę. Czy wiesz, jak jej zapobiegać i po czym ją rozpoznać?',
      ['Tak', 'Coś o tym wiem, ale chętnie dowiem się więcej', 'Nie'],
    ),
  ],
});

export const HAMSTER_SYRIAN = hamsterQuestionnaire({
  cageHint: 'Dla chomika syryjskiego minimum to 100 × 50 cm powierzchni dna – im więcej, tym lepiej.',
  wheelHint: 'Chomik syryjski potrzebuje kołowrotka o średnicy co najmniej 28–30 cm z pełną bieżnią – w mniejszym wygina kręgosłup.',
  dietHint:
    'Podstawą jest dobra mieszanka ziaren dla chomików, uzupełniona świeżymi warzywami i białkiem zwierzęcym (np. suszone owady, gotowane jajko).',
  extra: [
    ask.radio('Chomik syryjski jest największym z chomików i potrzebuje dużo ruchu. Czy zapewnisz mu bezpieczny wybieg poza klatką?', [
      'Tak, w zabezpieczonym wybiegu lub kojcu',
      'Nie – klatka będzie wystarczająco duża',
      withNote('Inaczej (jak?)'),
    ]),
  ],
});

export const HAMSTER_ROBOROVSKI = hamsterQuestionnaire({
  cageHint:
    'Dla chomika Roborowskiego minimum to 100 × 50 cm powierzchni dna. Te chomiki przeciskają się przez szczeliny – odstęp prętów najwyżej 7 mm albo terrarium.',
  wheelHint: DWARF_WHEEL,
  dietHint: 'Chomiki Roborowskiego potrzebują drobnej mieszanki z nasionami traw i prosa oraz białka zwierzęcego. Owoce tylko sporadycznie.',
  extra: [
    ask.radio('Chomik Roborowskiego jest bardzo szybki i zwykle nie lubi brania na ręce – raczej się go obserwuje. Czy to Ci odpowiada?', [
      'Tak, chętnie będę go obserwować',
      'Wolę zwierzaka do przytulania',
    ]),
  ],
});
