import { ask, OPTIONAL, withNote, type Questionnaire } from './builders.js';
import { LARGER_BUDGET, questionnaire } from './common.js';
import { OTHER_TORTOISES_QUESTION, SINGLE_SOCIAL_ANIMAL_QUESTION } from './duty-questions.js';

/** Rabbits: space (a cage is not enough), castration, a companion, vaccinations. */
export const RABBIT: Questionnaire = questionnaire(
  {
    careOf: 'królikami',
    budget: LARGER_BUDGET,
    childrenHint: 'Króliki nie lubią podnoszenia i przytulania – to zwierzęta dla rodziny, w której opiekę przejmuje dorosły.',
    vetHint: 'Królikami zajmują się lekarze zwierząt egzotycznych; znieczulenie i kastracja królika wymagają doświadczenia.',
    homeExtra: [SINGLE_SOCIAL_ANIMAL_QUESTION],
  },
  [
    {
      group: 'Przestrzeń',
      questions: [
        ask.radio('Gdzie będzie mieszkał królik?', [
          'Wolny wybieg w mieszkaniu lub w jednym pokoju',
          'Kojec lub zagroda w domu',
          'Klatka z codziennym wybiegiem',
          withNote('Na zewnątrz – zabezpieczony wybieg z ocieplonym domkiem (opisz)'),
        ]),
        ask.text('Ile miejsca będzie miał królik na stałe (wymiary kojca lub pomieszczenia)?', {
          hint: 'Królik potrzebuje co najmniej 3–4 m² stałej przestrzeni (np. kojec 2 × 2 m), w której może się wyprostować, skakać i biegać. Sama klatka, nawet duża, nie wystarczy.',
        }),
        ask.radio('Czy mieszkanie jest zabezpieczone przed gryzieniem (kable, listwy, trujące rośliny)?', [
          'Tak',
          'Zabezpieczę je przed adopcją',
          'Nie planuję tego',
        ]),
      ],
    },
    {
      group: 'Towarzystwo i kastracja',
      questions: [
        ask.radio('Króliki są zwierzętami stadnymi. Czy królik będzie miał towarzysza?', [
          withNote('Mam już królika (jakiej płci, w jakim wieku, czy jest wykastrowany?)'),
          'Adoptuję parę z fundacji',
          'Później dobiorę towarzysza z pomocą fundacji',
          withNote('Królik będzie jedynakiem (dlaczego?)'),
        ]),
        ask.radio('Czy zobowiązujesz się do kastracji królików, które zamieszkają z adoptowanym zwierzakiem?', [
          'Tak',
          'Moje króliki są już wykastrowane',
          'Nie mam innych królików',
          'Nie',
        ], {
          hint: 'Kastracja chroni samice przed nowotworami macicy, a obie płcie przed agresją i znaczeniem terenu. Fundacja wydaje króliki wykastrowane, jeśli pozwala na to ich wiek i zdrowie.',
        }),
      ],
    },
    {
      group: 'Żywienie',
      questions: [
        ask.radio('Czy królik będzie miał stały, nieograniczony dostęp do siana?', ['Tak', 'Nie'], {
          hint: 'Siano to podstawa diety i ścierania zębów – musi być dostępne przez całą dobę.',
        }),
        ask.long('Jak będzie wyglądała codzienna dieta królika?', {
          hint: 'Siano bez ograniczeń, świeże zielone warzywa i zioła, granulat tylko w małej ilości. Bez mieszanek ziarnistych, pieczywa i słodyczy.',
        }),
      ],
    },
  ],
  [
    ask.radio('Czy zobowiązujesz się do corocznych szczepień przeciw myksomatozie i pomorowi (RHD1 i RHD2)?', ['Tak', 'Nie'], {
      hint: 'Te choroby przenoszą owady i siano – szczepić trzeba także króliki, które nie wychodzą z domu.',
    }),
  ],
);

/** Chinchillas: heat, dust baths, tall cages, a long life and a night rhythm. */
export const CHINCHILLA: Questionnaire = questionnaire(
  {
    careOf: 'szynszylami',
    budget: LARGER_BUDGET,
    childrenHint: 'Szynszyle są płochliwe i nie lubią trzymania na rękach – to zwierzęta raczej dla nastolatków i dorosłych.',
    vetHint: 'Szynszylami zajmują się lekarze zwierząt egzotycznych; problemy z zębami wymagają doświadczonego specjalisty.',
    homeExtra: [SINGLE_SOCIAL_ANIMAL_QUESTION],
  },
  [
    {
      group: 'Temperatura i pomieszczenie',
      questions: [
        ask.text('Jaka jest latem najwyższa temperatura w pomieszczeniu, w którym stanie klatka?', {
          hint: 'Szynszyle najlepiej czują się w 15–22°C. Powyżej 25°C grozi im udar cieplny.',
        }),
        ask.checkbox('Jak zapewnisz szynszyli chłód w upalne dni?', [
          'Klimatyzacja',
          'Chłodne pomieszczenie (np. od północy)',
          'Płytki granitowe lub ceramiczne do leżenia',
          'Zamrożone butelki z wodą przy klatce',
          'Jeszcze nie wiem',
          withNote('Inny sposób (jaki?)'),
        ]),
      ],
    },
    {
      group: 'Klatka i wyposażenie',
      questions: [
        ask.text('Podaj wymiary klatki (długość × szerokość × wysokość w cm).', {
          hint: 'Szynszyle skaczą w pionie: klatka powinna mieć co najmniej 100 × 50 × 150 cm, drewniane półki na różnych poziomach, bez plastiku i pięter z siatki.',
        }),
        ask.radio('Jak często szynszyla będzie mogła kąpać się w piasku?', [
          'Kilka razy w tygodniu, w osobnej kąpielówce',
          'Kąpielówka będzie stale w klatce',
          'Rzadziej',
        ], { hint: 'Szynszyle kąpią się wyłącznie w piasku/pyle do kąpieli dla szynszyli – nigdy w wodzie.' }),
        ask.radio('Szynszyle najlepiej czują się w parze. Czy szynszyla będzie miała towarzystwo?', [
          withNote('Mam już szynszylę (jakiej płci, w jakim wieku, czy jest wykastrowana?)'),
          'Adoptuję parę',
          'Będzie mieszkać sama',
        ]),
        ask.radio('Szynszyla żyje 15–20 lat i jest aktywna wieczorem i w nocy. Czy to Ci odpowiada?', [
          'Tak',
          withNote('Mam wątpliwości (jakie?)'),
        ]),
      ],
    },
    {
      group: 'Żywienie',
      questions: [
        ask.long('Czym będziesz karmić szynszylę?', {
          hint: 'Siano bez ograniczeń, granulat dla szynszyli i suszone zioła. Bez świeżych owoców, orzechów, rodzynek i słodkich przysmaków.',
        }),
        ask.checkbox(
          'Które przysmaki zamierzasz podawać?',
          ['Suszone zioła i kwiaty', 'Gałązki drzew owocowych', 'Suszone owoce i rodzynki', 'Orzechy i słonecznik', 'Nie planuję przysmaków'],
          OPTIONAL,
        ),
      ],
    },
  ],
);

/** Land tortoises: documents, a long life, an open tortoise table, UVB, outdoor pens and hibernation. */
export const TORTOISE: Questionnaire = questionnaire(
  {
    careOf: 'żółwiami lądowymi',
    budget: LARGER_BUDGET,
    childrenHint: 'Żółw to nie zabawka dla dziecka: nie lubi noszenia, a po kontakcie z nim trzeba myć ręce (salmonella).',
    vetHint: 'Żółwiami zajmują się lekarze weterynarii specjalizujący się w gadach – warto znaleźć takiego przed adopcją.',
    homeExtra: [OTHER_TORTOISES_QUESTION],
  },
  [
    {
      group: 'Gatunek i dokumenty',
      questions: [
        ask.radio(
          'Żółw stepowy i żółw grecki są objęte przepisami CITES, a każdego żółwia trzeba zgłosić do rejestru starosty. Czy znasz te obowiązki?',
          ['Tak, znam je', 'Nie – chętnie dowiem się więcej'],
          { hint: 'Fundacja przekaże dokumenty i pomoże w zgłoszeniu.' },
        ),
        ask.radio('Żółwie lądowe żyją kilkadziesiąt lat. Czy wiesz, kto zaopiekuje się żółwiem, gdy Ty nie będziesz w stanie?', [
          withNote('Tak (kto?)'),
          'Jeszcze nie wiem',
        ]),
      ],
    },
    {
      group: 'Stół dla żółwia i wybieg',
      questions: [
        ask.radio(
          'Gdzie będzie mieszkał żółw?',
          [
            'Otwarty stół dla żółwia (terrarium otwarte)',
            'Zamknięte szklane terrarium lub akwarium',
            'Latem wybieg w ogrodzie, poza sezonem stół dla żółwia',
            'Swobodnie na podłodze w mieszkaniu',
            withNote('Inaczej (jak?)'),
          ],
          { hint: 'Zalecamy otwarty stół dla żółwia co najmniej 150 × 60 cm, a latem wybieg na zewnątrz. Nie polecamy szklanych terrariów ani akwariów (zaduch, brak UVB) ani chodzenia po podłodze (przeciągi).' },
        ),
        ask.text('Podaj wymiary stołu dla żółwia lub wybiegu (długość × szerokość w cm).'),
        ask.checkbox(
          'Jakie oświetlenie i ogrzewanie zapewnisz?',
          [
            'Lampa UVB (świetlówka lub lampa metalohalogenkowa)',
            'Żarówka grzewcza – miejsce do wygrzewania o temperaturze 30–35°C',
            'Termometr i wyłącznik czasowy',
            'Jeszcze nie mam – kupię przed adopcją',
            withNote('Inne (co?)'),
          ],
          { hint: 'Bez promieniowania UVB żółw nie przyswaja wapnia – skorupa i kości się deformują. Lampę UVB wymienia się co 6–12 miesięcy.' },
        ),
        ask.radio('Czy żółw będzie miał latem bezpieczny wybieg na zewnątrz?', [
          'Tak – ogrodzony, zabezpieczony przed ucieczką i drapieżnikami',
          withNote('Tak – na balkonie lub tarasie (opisz)'),
          'Nie mam takiej możliwości',
        ]),
        ask.radio(
          'Jak planujesz zimowanie (hibernację) żółwia?',
          [
            'W lodówce hibernacyjnej w temperaturze około 4–6°C',
            'W chłodnym pomieszczeniu z kontrolą temperatury',
            'Nie planuję hibernacji',
            'Nie wiem – potrzebuję pomocy fundacji',
          ],
          { hint: 'Zdrowy żółw stepowy lub grecki powinien zimować 8–12 tygodni, po badaniu u lekarza i stopniowym przygotowaniu. Hibernują tylko żółwie z rodzaju Testudo: gatunków tropikalnych, a także chorych i zbyt lekkich żółwi nie wprowadzamy w hibernację.' },
        ),
      ],
    },
    {
      group: 'Żywienie',
      questions: [
        ask.long('Czym będziesz karmić żółwia?', {
          hint: 'Chwasty i zioła (mniszek, babka, koniczyna), ciemne sałaty oraz wapń. Bez owoców, pieczywa, mięsa i karmy dla psów czy kotów.',
        }),
        ask.checkbox(
          'Skąd będziesz brać zielony pokarm?',
          ['Z własnego ogrodu lub łąki (bez oprysków)', 'Ze sklepu (sałaty, zioła)', 'Suszone mieszanki ziół dla żółwi', withNote('Inne źródło (jakie?)')],
          OPTIONAL,
        ),
      ],
    },
  ],
);
