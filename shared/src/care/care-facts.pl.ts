import { CARE_FIGURES as F } from './care-figures.js';

/**
 * What the foundation advises about each species, split by what a visitor asks about, so that
 * "Czy świnka może mieszkać sama?" is answered with the social rule and "Jaka klatka dla
 * szynszyli?" with the cage size, not with the whole guide. The chat answers with these parts;
 * the whole guide (CARE_TEXTS) is what the OpenAI system prompt quotes. The care card of the
 * adoption contract (species-care.ts) uses the same figures and rules.
 *
 * Reviewed by a keeper of small pets: social species never alone, every hamster in its own cage,
 * minimum enclosure sizes, no raisins or sweets as treats, tortoises on an open table.
 */
export type CareSpecies = 'hamster' | 'guinea-pig' | 'rabbit' | 'rat' | 'mouse' | 'gerbil' | 'chinchilla' | 'tortoise';

export type CareAspect = 'social' | 'housing' | 'diet' | 'health' | 'habits';

/** The order of the parts in the whole guide. */
export const CARE_ASPECTS: readonly CareAspect[] = ['social', 'housing', 'diet', 'health', 'habits'];

export const CARE_FACTS: Record<CareSpecies, Partial<Record<CareAspect, string>>> = {
  hamster: {
    social:
      'Chomik to samotnik – zawsze mieszka sam, każdy w osobnej klatce; dotyczy to też chomików karłowatych (Roborowskiego, dżungarskich, hybryd). Dwa chomiki w jednej klatce walczą ze sobą, nawet rodzeństwo.',
    housing: `Potrzebuje dużej klatki lub terrarium – co najmniej ${F.hamsterCage} dna dla każdego gatunku, także karłowatych – z głęboką ściółką do kopania (minimum 20 cm), pełnym kołowrotkiem (28–30 cm dla syryjskiego, około 20–25 cm dla karłowatych), domkiem i piaskownicą z piaskiem bez pyłu.`,
    diet: 'Je mieszankę ziaren dla chomików, świeże warzywa i trochę białka (np. suszone owady); hybrydom i karłowatym nie podawaj słodkich owoców (skłonność do cukrzycy). Rodzynek i słodyczy nie podawaj żadnemu chomikowi.',
    health: 'Zaćma (zmętniałe oko) u chomika hybrydy może być objawem cukrzycy – to powód do wizyty u weterynarza i badania poziomu cukru.',
    habits: 'Jest aktywny wieczorem i nocą – nie budź go w dzień. Nie kąp chomika w wodzie. Żyje zwykle 2–3 lata.',
  },
  'guinea-pig': {
    social:
      'Świnki morskie są stadne – muszą mieszkać co najmniej w parze (np. dwie samice albo samica z wykastrowanym samcem); pojedyncza świnka cierpi z samotności.',
    housing: `Potrzebują przestronnej klatki lub zagrody – dla pary co najmniej ${F.guineaPigPair}, dla większego stada więcej – i codziennego ruchu. Nie trzymaj świnek razem z królikiem.`,
    diet: 'Podstawą diety jest siano dostępne bez ograniczeń oraz codziennie świeże warzywa i zielenina; świnki nie wytwarzają witaminy C, więc musi być w diecie (papryka, natka pietruszki). Rodzynek i słodyczy nie podawaj.',
    habits: 'Żyją 5–8 lat.',
  },
  rabbit: {
    social: 'Królik to zwierzę stadne – powinien mieszkać w parze, najlepiej z wykastrowanym partnerem; samotny królik się nudzi i stresuje.',
    housing: 'Potrzebuje dużo ruchu: zagrody lub codziennego wybiegania po zabezpieczonym pokoju – mała klatka nie wystarczy.',
    diet: 'Podstawą diety jest siano (bez ograniczeń), do tego warzywa liściaste i zioła, mało granulatu i owoców. Rodzynek, pieczywa i słodyczy nie podawaj.',
    health: 'Zalecamy kastrację oraz regularne szczepienia przeciw myksomatozie i pomorowi (RHD1 i RHD2).',
    habits: 'Królik szybko uczy się korzystać z kuwety. Żyje 8–12 lat.',
  },
  rat: {
    social:
      'Szczury są bardzo stadne – nigdy nie mieszkają same: co najmniej dwa, najlepiej w grupie tej samej płci albo samice z wykastrowanym samcem.',
    housing: 'Potrzebują dużej, piętrowej klatki z półkami i hamakami oraz codziennego wybiegu pod opieką.',
    diet: 'Jedzą mieszankę zbożową dla szczurów, warzywa i odrobinę białka. Rodzynek i słodyczy nie podawaj.',
    health:
      'Obserwuj oddech i skórę – szczury są podatne na infekcje dróg oddechowych i guzy, więc regularnie odwiedzaj weterynarza.',
    habits: 'Lubią zabawy i naukę sztuczek. Żyją 2–3 lata.',
  },
  mouse: {
    social:
      'Samiczki myszy są stadne i mieszkają w grupie (co najmniej dwie, lepiej trzy). Niekastrowany samiec mieszka sam, bo samce walczą ze sobą; wykastrowany samiec może zamieszkać z samiczkami.',
    housing: 'Potrzebują klatki o gęstych prętach lub terrarium z grubą ściółką, domków, gałązek do wspinania i pełnego kołowrotka.',
    diet: 'Jedzą mieszankę ziaren dla myszy, warzywa i trochę białka. Rodzynek i słodyczy nie podawaj.',
    habits: 'Żyją około 1,5–2,5 roku.',
  },
  gerbil: {
    social:
      'Myszoskoczki są stadne – mieszkają w parach lub małych grupach tej samej płci, nie pojedynczo (łączenie nowych osobników wymaga ostrożności).',
    housing: `Najlepsze jest terrarium z bardzo głęboką ściółką (co najmniej 20 cm, lepiej 30 cm) do kopania tuneli, z kąpielą w ${F.rodentBath}, pełnym kołowrotkiem i dużą ilością kartonów do gryzienia.`,
    diet: 'Jedzą mieszankę ziaren dla myszoskoczków, siano i warzywa; woda musi być zawsze dostępna. Rodzynek i słodyczy nie podawaj.',
    habits: 'Żyją 3–4 lata.',
  },
  chinchilla: {
    social: 'Szynszyle są stadne – mieszkają w parze lub w grupie tej samej płci, nie pojedynczo.',
    housing: `Potrzebują wysokiej, piętrowej klatki: co najmniej ${F.chinchillaCage} (szerokość × głębokość × wysokość), z półkami do skakania. Nie znoszą upałów – powyżej około 25°C grozi im przegrzanie, więc trzymaj je w chłodnym miejscu.`,
    diet: 'Dieta to siano bez ograniczeń i granulat dla szynszyli; smakołyki (suszone zioła) tylko odrobinę, bez owoców i rodzynek.',
    habits: `Kilka razy w tygodniu potrzebują kąpieli w ${F.chinchillaBath} – nigdy w wodzie. Są aktywne wieczorem i nocą. Żyją nawet 10–20 lat.`,
  },
  tortoise: {
    housing:
      'Żółw lądowy potrzebuje otwartego stołu dla żółwia (nie szklanego terrarium – brakuje w nim wentylacji), a w ciepłe dni wybiegu na zewnątrz; do tego lampa grzewcza i obowiązkowo lampa UVB (bez niej nie przyswaja wapnia), strefa ciepła i chłodniejsza.',
    diet: 'Je rośliny: chwasty i zioła (mniszek, koniczyna, babka) oraz siano; do tego wapń, np. sepia. Żółwie z rodzaju Testudo (np. stepowy, grecki) nie dostają owoców.',
    habits:
      'Hibernują żółwie z rodzaju Testudo (stepowy, grecki, obrzeżony; żółw egipski nie hibernuje) – tylko zdrowe, po badaniu weterynaryjnym, w kontrolowanej temperaturze około 4–6 °C; chorego lub zbyt lekkiego żółwia nie wprowadzamy w hibernację. Gatunków tropikalnych (np. żółwia lamparciego) nie wolno zimować. Żółwie żyją kilkadziesiąt lat, więc adopcja to decyzja na długo. Żółwie wodne mają inne potrzeby – zapytaj nas przez Kontakt.',
  },
};

/** The whole guide per species: every part, in CARE_ASPECTS order. */
export const CARE_TEXTS: Record<CareSpecies, string> = Object.fromEntries(
  Object.entries(CARE_FACTS).map(([species, facts]) => [species, CARE_ASPECTS.flatMap((aspect) => facts[aspect] ?? []).join(' ')]),
) as Record<CareSpecies, string>;

/** The answer to one aspect: its part, or the whole guide when the species has no such part. */
export function careAnswer(species: CareSpecies, aspect: CareAspect | null): string {
  return (aspect && CARE_FACTS[species][aspect]) || CARE_TEXTS[species];
}
