import type { Species } from '../species.js';
import { CARE_FIGURES as F } from './care-figures.js';

/**
 * The basics of caring for each species, written for a new home (the care card appended to the
 * adoption contract). Its figures and rules are the chat's (care-facts.pl.ts), written with the
 * same CARE_FIGURES; care-agreement.test.ts keeps the two, the guides and the demo texts in step.
 * Each list is short on purpose: a card is one page.
 */
export interface SpeciesCare {
  /** The name as the card's heading uses it (e.g. the tortoise's genus). */
  title: string;
  /** Alone, in pairs or in groups: the first thing a new home must get right. */
  company: string;
  housing: readonly string[];
  diet: readonly string[];
  handling: readonly string[];
  /** What must never be given or done. */
  never: readonly string[];
}

const HAMSTER_ALONE = 'Chomik żyje sam: każdy chomik w osobnej klatce. Dwa chomiki w jednej klatce walczą, często do poważnych ran.';
const HAMSTER_CAGE = `Klatka lub terrarium z wentylacją o powierzchni dna co najmniej ${F.hamsterCage} (dla każdego gatunku), jedno na każdego chomika.`;
const HAMSTER_BEDDING = 'Głęboka ściółka (co najmniej 20 cm, lepiej 30 cm) do kopania norek, domek, korzenie i tunele, piaskownica z piaskiem bez pyłu.';
const HAMSTER_NEVER = [
  'Rodzynek, winogron, cytrusów, cebuli, czosnku, czekolady, słodyczy i słonych przekąsek.',
  'Kąpieli w wodzie i kul do biegania (zwierzę w kuli nie może się schować ani napić).',
];
const RODENT_NEVER = ['Rodzynek, winogron, czekolady, słodyczy, cebuli, czosnku, surowej fasoli i jedzenia z ludzkiego stołu.'];

export const SPECIES_CARE: Record<Species, SpeciesCare> = {
  'Chomik syryjski': {
    title: 'Chomik syryjski',
    company: HAMSTER_ALONE,
    housing: [HAMSTER_CAGE, HAMSTER_BEDDING, 'Kołowrotek o pełnej powierzchni biegowej i średnicy co najmniej 28 cm, lepiej 30 cm (grzbiet nie może się wyginać).'],
    diet: [
      'Karma ziarnista dla chomików jako podstawa, codziennie świeże warzywa w małej ilości.',
      'Raz–dwa razy w tygodniu trochę białka zwierzęcego (np. suszone owady, ugotowane jajko).',
      'Stały dostęp do świeżej wody.',
    ],
    handling: [
      'Chomik jest aktywny wieczorem i nocą: nie budź go w dzień.',
      'Podnoś go w dłoniach złożonych w miseczkę, nisko nad podłogą lub nad stołem; upadek z wysokości bywa groźny.',
    ],
    never: HAMSTER_NEVER,
  },
  'Chomik hybryda': {
    title: 'Chomik hybryda (chomik karłowaty)',
    company: HAMSTER_ALONE,
    housing: [HAMSTER_CAGE, HAMSTER_BEDDING, 'Kołowrotek o pełnej powierzchni biegowej i średnicy co najmniej 21 cm, lepiej 25 cm.'],
    diet: [
      'Karma ziarnista dla chomików karłowatych bez dodatku cukru i suszonych owoców: hybrydy są skłonne do cukrzycy.',
      'Zaćma (zmętniałe oko) u hybrydy może być objawem cukrzycy: to powód do wizyty u lekarza weterynarii.',
      'Świeże warzywa w małej ilości, owoce najwyżej okazjonalnie, trochę białka zwierzęcego raz–dwa razy w tygodniu.',
      'Stały dostęp do świeżej wody.',
    ],
    handling: ['Aktywny głównie wieczorem i nocą.', 'Podnoś go w dłoniach złożonych w miseczkę, nisko nad podłogą.'],
    never: HAMSTER_NEVER,
  },
  'Chomik Roborowskiego': {
    title: 'Chomik Roborowskiego',
    company: HAMSTER_ALONE,
    housing: [HAMSTER_CAGE, HAMSTER_BEDDING, 'Kołowrotek o pełnej powierzchni biegowej i średnicy co najmniej 20 cm.'],
    diet: [
      'Drobna karma ziarnista dla chomików karłowatych, świeże warzywa w małej ilości, trochę białka zwierzęcego.',
      'Stały dostęp do świeżej wody.',
    ],
    handling: [
      'Bardzo szybki i płochliwy: to zwierzę do obserwowania, nie do noszenia na rękach.',
      'Gdy trzeba go przenieść, użyj kubeczka lub tunelu.',
    ],
    never: HAMSTER_NEVER,
  },
  'Świnka morska': {
    title: 'Świnka morska',
    company: 'Świnki morskie żyją w parach lub grupach: nigdy pojedynczo. Para samic albo samice z wykastrowanym samcem.',
    housing: [
      `Klatka lub zagroda o powierzchni co najmniej ${F.guineaPigPair} dla pary (więcej dla większego stada), bez pięter, na które trzeba skakać.`,
      'Domki z dwoma wyjściami, miękka ściółka, codzienny wybieg.',
    ],
    diet: [
      'Siano bez ograniczeń: podstawa diety i ścierania zębów.',
      'Codziennie świeże warzywa bogate w witaminę C (np. papryka, natka pietruszki): świnka nie wytwarza jej sama.',
      'Granulat dla świnek w małej ilości, stały dostęp do świeżej wody.',
    ],
    handling: ['Podnoś ją oburącz: jedna dłoń pod klatką piersiową, druga pod zadem.', 'Nie trzymaj jej razem z królikiem.'],
    never: ['Rodzynek, winogron, chleba, słodyczy, nabiału, cebuli, ziemniaków i awokado.'],
  },
  Królik: {
    title: 'Królik',
    company: 'Króliki żyją w parach lub grupach, najlepiej wykastrowane (np. wykastrowany samiec z wykastrowaną samicą).',
    housing: [
      'Zagroda lub pokój zamiast klatki: co najmniej 4 m² dla pary i codzienny ruch poza nią.',
      'Kuweta z sianem, kryjówki, zabezpieczone kable i rośliny.',
    ],
    diet: [
      'Siano bez ograniczeń (większość diety), świeże zielone liście i zioła codziennie.',
      'Granulat najwyżej w małej ilości, owoce tylko jako rzadki przysmak, stały dostęp do świeżej wody.',
    ],
    handling: [
      'Nigdy nie podnoś królika za uszy ani za skórę na karku; podtrzymuj zawsze zad.',
      'Szczepienia przeciw RHD1 i RHD2 (pomór) oraz myksomatozie, powtarzane według zaleceń lekarza weterynarii.',
    ],
    never: ['Rodzynek, winogron, chleba, słodyczy, cebuli, czosnku i awokado.'],
  },
  Mysz: {
    title: 'Mysz',
    company:
      'Samice żyją w grupach (co najmniej dwie–trzy). Niekastrowany samiec mieszka sam: samce walczą ze sobą. Wykastrowany samiec może zamieszkać z samiczkami.',
    housing: [
      'Klatka o gęstych prętach (odstęp najwyżej 7 mm) lub terrarium z wentylacją, im większe, tym lepiej (co najmniej 80 × 50 cm dla małej grupy).',
      'Kilka poziomów, domki, gniazdo z papierowej ściółki, kołowrotek o pełnej powierzchni biegowej.',
    ],
    diet: ['Karma dla myszy, świeże warzywa, trochę białka zwierzęcego, stały dostęp do świeżej wody.'],
    handling: ['Podnoś ją w dłoniach; za ogon chwytaj najwyżej u nasady i tylko na chwilę.'],
    never: RODENT_NEVER,
  },
  Szczur: {
    title: 'Szczur',
    company: 'Szczury żyją w grupach tej samej płci (co najmniej dwa–trzy) albo samice z wykastrowanym samcem: pojedynczy szczur się nudzi i choruje.',
    housing: [
      'Wysoka klatka z kilkoma poziomami (co najmniej 80 × 50 × 100 cm dla dwóch–trzech szczurów), hamaki i domki.',
      'Codzienny wybieg poza klatką pod opieką.',
    ],
    diet: [
      'Karma dla szczurów jako podstawa, świeże warzywa codziennie, owoce w małej ilości.',
      'Stały dostęp do świeżej wody.',
    ],
    handling: ['Podnoś go oburącz, podtrzymując tył ciała; nigdy za ogon.'],
    never: RODENT_NEVER,
  },
  Myszoskoczek: {
    title: 'Myszoskoczek (gerbil)',
    company: 'Myszoskoczki żyją w parach lub małych grupach tej samej płci, łączonych od młodości.',
    housing: [
      'Terrarium lub gerbilarium z wentylacją o powierzchni dna co najmniej 100 × 50 cm.',
      'Głęboka ściółka (co najmniej 20 cm) z sianem do kopania tuneli, piaskownica z piaskiem bez pyłu.',
    ],
    diet: ['Karma dla myszoskoczków, siano, świeże warzywa w małej ilości, stały dostęp do świeżej wody.'],
    handling: ['Nigdy nie podnoś myszoskoczka za ogon: skóra ogona może się zsunąć.', 'Podnoś go w dłoniach, nisko nad podłogą.'],
    never: RODENT_NEVER,
  },
  Szynszyla: {
    title: 'Szynszyla',
    company: 'Szynszyle żyją w parach lub w grupach tej samej płci: nigdy pojedynczo.',
    housing: [
      `Wysoka klatka o wymiarach co najmniej ${F.chinchillaCage} z półkami na różnych wysokościach, bez plastiku.`,
      `Kąpiel w ${F.chinchillaBath} kilka razy w tygodniu. Nigdy w wodzie: gęste futro nie wysycha.`,
      'Temperatura najwyżej około 22–24 °C: powyżej 25 °C grozi udarem cieplnym.',
    ],
    diet: [
      'Siano bez ograniczeń, granulat dla szynszyli, suszone zioła.',
      'Stały dostęp do świeżej wody.',
    ],
    handling: ['Nie chwytaj jej za futro (wypada płatami); podtrzymuj całe ciało.'],
    never: ['Rodzynek, świeżych i suszonych owoców, orzechów, słodyczy i kąpieli w wodzie.'],
  },
  Żółw: {
    title: 'Żółw lądowy (Testudo)',
    company: 'Żółw lądowy nie potrzebuje towarzystwa; kilka żółwi tylko na dużym wybiegu i pod obserwacją.',
    housing: [
      'Otwarty stół dla żółwia, nie szklane terrarium: w zamkniętym szkle brakuje wentylacji, a żółw się stresuje.',
      'Lampa UVB (wymieniana według zaleceń producenta) i miejsce do wygrzewania około 35 °C; noc chłodniejsza.',
      'W ciepłe dni wybieg na zewnątrz, zabezpieczony przed ucieczką i drapieżnikami.',
    ],
    diet: [
      'Dzikie rośliny i zioła (mniszek, babka, koniczyna), siano, źródło wapnia (np. sepia).',
      'Płytka miska ze świeżą wodą.',
    ],
    handling: [
      'Hibernują żółwie z rodzaju Testudo (stepowy, grecki, obrzeżony; żółw egipski nie hibernuje): tylko zdrowe, po badaniu i pod nadzorem lekarza weterynarii, w temperaturze około 4–6 °C. Chorego lub zbyt lekkiego żółwia nie wprowadzamy w hibernację.',
      'Gatunków tropikalnych (np. żółwia lamparciego) nie wolno zimować.',
      'Zachowaj dokumenty pochodzenia (CITES) przekazane przez Fundację.',
    ],
    never: ['Owoców (żółw z rodzaju Testudo nie dostaje ich wcale), pieczywa, nabiału, mięsa i karmy dla psów lub kotów.'],
  },
};
