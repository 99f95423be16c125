import { ask, OPTIONAL, withNote, type Questionnaire } from './builders.js';
import { LARGER_BUDGET, questionnaire, SMALL_BUDGET } from './common.js';
import { SINGLE_SOCIAL_ANIMAL_QUESTION } from './duty-questions.js';

const RODENT_VET = 'Gryzoniami zajmują się lekarze zwierząt egzotycznych – zwykła lecznica psów i kotów często nie ma z nimi doświadczenia.';

/** Guinea pigs: herd animals, vitamin C, unlimited hay, big pens. */
export const GUINEA_PIG: Questionnaire = questionnaire(
  {
    careOf: 'świnkami morskimi',
    budget: LARGER_BUDGET,
    childrenHint: 'Świnki łatwo upuścić i złamać im kręgosłup – dzieci mogą je głaskać tylko siedząc na podłodze, pod okiem dorosłego.',
    vetHint: RODENT_VET,
    homeExtra: [SINGLE_SOCIAL_ANIMAL_QUESTION],
  },
  [
    {
      group: 'Towarzystwo',
      questions: [
        ask.radio('Świnki morskie są zwierzętami stadnymi i nie mogą mieszkać same. Jaki masz plan?', [
          withNote('Mam już świnkę (jakiej płci i w jakim wieku?)'),
          'Adoptuję parę lub grupę z fundacji',
          'Później adoptuję drugą świnkę',
          'Chcę mieć tylko jedną świnkę',
        ]),
        ask.radio('Czy wiesz, że samiec mieszkający z samicami musi być wykastrowany?', ['Tak, wiem', 'Nie, to dla mnie nowość'], OPTIONAL),
      ],
    },
    {
      group: 'Klatka i wybieg',
      questions: [
        ask.text('Podaj wymiary klatki lub zagrody (długość × szerokość w cm).', {
          hint: 'Dla dwóch świnek minimum to 120 × 60 cm, a im więcej miejsca, tym lepiej. Sklepowe klatki „dla świnki” są zwykle za małe.',
        }),
        ask.select(
          'Gdzie będą mieszkać świnki?',
          ['W pokoju', 'W kuchni lub na korytarzu', withNote('Na zewnątrz, w ogrodzie (opisz warunki)'), withNote('W innym miejscu (jakim?)')],
          { hint: 'Świnki źle znoszą temperaturę poniżej 15°C i powyżej 26°C oraz przeciągi.' },
        ),
        ask.radio('Czy świnki będą miały codzienny wybieg poza klatką?', [
          'Tak, codziennie',
          'Kilka razy w tygodniu',
          'Nie – zagroda jest wystarczająco duża',
          'Nie',
        ]),
        ask.checkbox('Jakie podłoże planujesz?', [
          'Polar lub podkłady chłonne',
          'Pellet słomiany lub drzewny',
          'Trociny bezpyłowe',
          'Siano jako ściółka',
          withNote('Inne (jakie?)'),
        ]),
      ],
    },
    {
      group: 'Żywienie',
      questions: [
        ask.radio('Czy świnki będą miały stały, nieograniczony dostęp do siana?', ['Tak', 'Nie'], {
          hint: 'Siano to podstawa diety – musi być dostępne przez całą dobę.',
        }),
        ask.long('Jakie warzywa i zioła planujesz podawać codziennie?', {
          hint: 'Świnki nie wytwarzają witaminy C – muszą ją codziennie dostawać w warzywach (np. papryka, natka pietruszki, cykoria).',
        }),
        ask.radio('Czy planujesz podawać granulat?', ['Tak, granulat bez ziaren i kolorowych dodatków', 'Tak, mieszankę ziaren', 'Nie'], OPTIONAL),
      ],
    },
  ],
);

/** Mice: groups of females, fine bar spacing, deep bedding. */
export const MOUSE: Questionnaire = questionnaire(
  {
    careOf: 'myszami',
    budget: SMALL_BUDGET,
    childrenHint: 'Myszki są płochliwe i delikatne – lepiej się je obserwuje niż nosi na rękach.',
    vetHint: RODENT_VET,
    homeExtra: [SINGLE_SOCIAL_ANIMAL_QUESTION],
  },
  [
    {
      group: 'Stado',
      questions: [
        ask.radio(
          'Myszki są zwierzętami stadnymi. Ile myszek zamieszka u Ciebie?',
          ['Co najmniej dwie samiczki', withNote('Mam już myszki (ile i jakiej płci?)'), 'Jeden samiec', 'Jedna samiczka'],
          {
            hint: 'Samiczki trzymamy w grupach co najmniej 2–3 myszek. Dorosłe samce często walczą ze sobą, dlatego zwykle mieszkają pojedynczo.',
          },
        ),
      ],
    },
    {
      group: 'Klatka i wyposażenie',
      questions: [
        ask.text('Podaj wymiary klatki lub terrarium (długość × szerokość × wysokość w cm).', {
          hint: 'Dla małej grupy myszy minimum to około 80 × 50 cm dna. Odstęp między prętami najwyżej 7 mm.',
        }),
        ask.checkbox('Co będzie w klatce?', [
          'Gruba warstwa ściółki (co najmniej 10 cm)',
          'Kołowrotek z pełną bieżnią (co najmniej 20 cm)',
          'Domki i kryjówki',
          'Liny, drabinki i półki',
          'Materiał na gniazdo (siano, ręczniki papierowe)',
          withNote('Inne (co?)'),
        ]),
        ask.radio('Jak często planujesz sprzątanie klatki?', [
          'Codziennie kuweta, raz w tygodniu całość',
          'Raz w tygodniu całość',
          'Rzadziej niż raz w tygodniu',
        ], { hint: 'Myszki znaczą teren zapachem – zbyt częste sprzątanie całej klatki je stresuje, zbyt rzadkie szkodzi drogom oddechowym.' }),
      ],
    },
    {
      group: 'Żywienie',
      questions: [
        ask.long('Czym będziesz karmić myszki?', {
          hint: 'Podstawą jest mieszanka dla myszy, do tego odrobina warzyw i białka zwierzęcego. Bez słodyczy i tłustych nasion w nadmiarze.',
        }),
      ],
    },
  ],
  [
    ask.radio(
      'Myszy często chorują na nowotwory i infekcje dróg oddechowych. Czy zapewnisz im leczenie, gdy zajdzie potrzeba?',
      ['Tak', withNote('W ograniczonym zakresie (jakim?)'), 'Nie'],
    ),
  ],
);

/** Rats: at least two, big multi-level cage, daily free roaming, tumours. */
export const RAT: Questionnaire = questionnaire(
  {
    careOf: 'szczurami',
    budget: LARGER_BUDGET,
    childrenHint: 'Szczury są kontaktowe i łagodne, ale dziecko potrzebuje nadzoru dorosłego przy wybiegu i sprzątaniu.',
    vetHint: RODENT_VET,
    homeExtra: [SINGLE_SOCIAL_ANIMAL_QUESTION],
  },
  [
    {
      group: 'Stado',
      questions: [
        ask.radio('Szczury muszą mieszkać co najmniej w parze. Jaki masz plan?', [
          'Adoptuję co najmniej dwa szczury',
          withNote('Mam już szczury (ile, jakiej płci, czy samce są wykastrowane?)'),
          'Chcę adoptować jednego szczura',
        ]),
      ],
    },
    {
      group: 'Klatka i wybieg',
      questions: [
        ask.text('Podaj wymiary klatki (długość × szerokość × wysokość w cm).', {
          hint: 'Dla dwóch szczurów minimum to około 80 × 50 × 100 cm, z piętrami i hamakami. Odstęp między prętami najwyżej 1,5 cm (dla młodych szczurów 1 cm).',
        }),
        ask.radio('Czy szczury będą miały codzienny wybieg poza klatką (co najmniej godzinę)?', [
          'Tak, w zabezpieczonym pokoju',
          'Tak, na specjalnym wybiegu',
          withNote('Nie codziennie (jak często?)'),
        ]),
        ask.checkbox(
          'Co zapewnisz w klatce?',
          ['Hamaki', 'Domki i kryjówki', 'Półki i piętra', 'Zabawki do gryzienia i szukania jedzenia', 'Kuweta', withNote('Inne (co?)')],
          OPTIONAL,
        ),
      ],
    },
    {
      group: 'Żywienie',
      questions: [
        ask.long('Czym będziesz karmić szczury?', {
          hint: 'Dobra mieszanka lub granulat dla szczurów, codziennie świeże warzywa, od czasu do czasu gotowane białko. Bez słodyczy i tłustych resztek ze stołu.',
        }),
      ],
    },
  ],
  [
    ask.radio(
      'Szczury często mają choroby układu oddechowego i skłonność do guzów. Czy zapewnisz im leczenie, także operacje?',
      ['Tak', withNote('W ograniczonym zakresie (jakim?)'), 'Nie'],
    ),
  ],
);

/** Gerbils: pairs of the same sex, deep bedding in a tank, sand bath, never by the tail. */
export const GERBIL: Questionnaire = questionnaire(
  {
    careOf: 'myszoskoczkami',
    budget: SMALL_BUDGET,
    childrenHint: 'Myszoskoczki są ciekawskie, ale szybkie – dziecko może się nimi opiekować tylko z pomocą dorosłego.',
    vetHint: RODENT_VET,
    homeExtra: [SINGLE_SOCIAL_ANIMAL_QUESTION],
  },
  [
    {
      group: 'Towarzystwo',
      questions: [
        ask.radio(
          'Myszoskoczki żyją w parach lub małych grupach tej samej płci. Jaki masz plan?',
          ['Adoptuję parę z fundacji', withNote('Mam już myszoskoczka (jakiej płci i w jakim wieku?)'), 'Chcę adoptować jednego myszoskoczka'],
          { hint: 'Łączenie dorosłych myszoskoczków jest trudne – najlepiej adoptować parę, która już się zna.' },
        ),
      ],
    },
    {
      group: 'Terrarium i wyposażenie',
      questions: [
        ask.text('Podaj wymiary terrarium lub gerbilarium (długość × szerokość × wysokość w cm).', {
          hint: 'Dla pary minimum to 100 × 50 cm dna. Najlepiej akwarium lub terrarium z wentylowaną pokrywą – klatka z prętami nie utrzyma głębokiej ściółki.',
        }),
        ask.text('Jaka będzie głębokość ściółki (w cm)?', { hint: 'Myszoskoczki kopią tunele: potrzebują co najmniej 20–30 cm ściółki z sianem.' }),
        ask.checkbox('Co znajdzie się w terrarium?', [
          'Kuweta z piaskiem do kąpieli',
          'Kołowrotek z pełną bieżnią (co najmniej 25 cm)',
          'Domek lub kryjówka',
          'Tekturowe rolki i kartony do niszczenia',
          withNote('Inne (co?)'),
        ]),
        ask.radio('Czy wiesz, że myszoskoczka nie wolno podnosić za ogon (skóra ogona może się zsunąć)?', ['Tak, wiem', 'Nie, to dla mnie nowość'], OPTIONAL),
      ],
    },
    {
      group: 'Żywienie',
      questions: [
        ask.long('Czym będziesz karmić myszoskoczki?', {
          hint: 'Mieszanka dla myszoskoczków z nasionami i ziołami, trochę warzyw i białka zwierzęcego. Słonecznik i orzechy tylko jako przysmak.',
        }),
      ],
    },
  ],
);
