import { DONATION_TRANSFER_TITLE, ofTheFoundation, type CareAspect, type CareSpecies, type SiteConfig, type Species } from '@pets/shared';

/**
 * The foundation's own knowledge in Polish: one source for the offline assistant (which answers
 * with these texts) and for the OpenAI system prompt (which quotes them as its grounding).
 * Edit the texts here; the links are the site's own routes, the facts come from the site config.
 *
 * Triggers are folded (lower case, no diacritics) word prefixes that survive inflection:
 * 'adopc' matches 'adopcja', 'adopcji', 'adopcję'. A trailing '$' means the whole word only
 * ('pit$'); a space makes a phrase matched on consecutive words ('dom tymczas'). Each trigger
 * has a weight; the topic with the highest sum wins (ties: the order of TOPIC_PRIORITY).
 */

export type IntentId =
  | 'greeting'
  | 'thanks'
  | 'adoption'
  | 'survey'
  | 'preparation'
  | 'transport'
  | 'costs'
  | 'donation'
  | 'tax'
  | 'gifts'
  | 'support'
  | 'volunteering'
  | 'contact'
  | 'location'
  | 'visits'
  | 'return'
  | 'minor'
  | 'sick'
  | 'degu'
  | 'available'
  | 'care';

/**
 * The site's facts plus the postal address on one line (all as saved in the panel). A fact not
 * filled in is '' (or a missing address): the answers then leave it out and point to /kontakt,
 * never quoting an empty or invented number.
 */
export type ChatSite = SiteConfig & { foundationAddress?: string | null };

/** The care groups are defined with their facts in @pets/shared (care/care-facts.pl.ts). */
export type { CareSpecies };

/** Trigger -> weight. */
export type Triggers = Record<string, number>;

/** Order used when two topics score the same: the more specific first. */
export const TOPIC_PRIORITY: readonly IntentId[] = [
  'minor',
  'return',
  'sick',
  'degu',
  'tax',
  'donation',
  'survey',
  'transport',
  'costs',
  'volunteering',
  'gifts',
  'location',
  'contact',
  'visits',
  'preparation',
  'available',
  'care',
  'support',
  'adoption',
  'thanks',
  'greeting',
];

export const INTENT_TRIGGERS: Record<IntentId, Triggers> = {
  greeting: {
    'czesc$': 1,
    'hej$': 1,
    hejka: 1,
    'witam$': 1,
    'witamy$': 1,
    witaj: 1,
    siema: 1,
    'dzien dobry': 1,
    'dobry wieczor': 1,
    'halo$': 1,
    'hello$': 1,
    'hi$': 1,
    'elo$': 1,
  },
  thanks: { dzieki: 3, dziekuj: 3, dziekowa: 3, 'thx$': 3 },
  adoption: {
    adopc: 1,
    adopt: 1,
    przygarn: 1,
    umow: 2,
    krok: 2,
    procedur: 2,
    'abc$': 2,
    'jak wyglad': 1,
    'co trzeba': 1,
    'jak adopt': 1,
    'co musze zrobic': 1,
    przebieg: 1,
    'wziac zwierz': 2,
    'wziac zwierzak': 2,
    warunk: 1,
    // Asking how to go on, not just wishing to adopt: 'od czego zacząć?', 'co dalej?'.
    wymagan: 2,
    'od czego zacz': 2,
    'co dalej': 1,
    'jak przygarn': 1,
    'wziac$': 1,
  },
  survey: {
    ankie: 3,
    formularz: 2,
    kwestionariusz: 3,
    zgloszen: 2,
    wniosek: 2,
    wniosk: 2,
    'zglosic sie': 2,
  },
  preparation: {
    wyprawk: 3,
    przygotow: 2,
    akcesori: 2,
    sprzet: 2,
    wyposazen: 2,
    'co kupic': 3,
    'co musze kupic': 3,
    'zdjecia klatk': 2,
    'zdjec klatk': 2,
    'zdjecia sprzet': 3,
  },
  transport: {
    transpor: 3,
    dowoz: 3,
    dowiez: 3,
    dowioz: 3,
    przywiez: 3,
    przywoz: 3,
    podwiez: 3,
    odbior: 3,
    odebra: 3,
    odbiera: 2,
    dojazd: 3,
    dotrze: 3,
    dotrzec: 3,
    osobisc: 3,
    'przyjechac po': 3,
    dojecha: 2,
    przejazd: 3,
    kurier: 3,
    dostarcz: 2,
    daleko: 2,
    odleglosc: 2,
    'z innego miasta': 3,
    'innym miescie': 3,
    'drugim koncu': 2,
  },
  costs: {
    koszt: 3,
    kosztuj: 3,
    oplat: 3,
    platn: 3,
    zaplac: 3,
    placi: 3,
    bezplat: 2,
    darmo: 2,
    darmow: 2,
    'cena$': 3,
    'ceny$': 3,
    'cene$': 3,
    'ile trzeba': 2,
    'ile zl': 3,
    'ile zlotych': 3,
    'ile pln': 3,
    'ile bierzecie': 3,
    'ile sobie liczycie': 3,
    'darowizna adopcyjn': 3,
  },
  donation: {
    darowizn: 3,
    wplat: 3,
    wplac: 3,
    przelew: 3,
    'konto$': 3,
    'konta$': 3,
    'koncie$': 3,
    'numer kont': 3,
    rachun: 3,
    'blik$': 3,
    'paypal$': 3,
    datek: 3,
    datk: 3,
    zbiork: 2,
    zrzutk: 2,
    pieniadz: 2,
    pieniedz: 2,
    finans: 2,
  },
  tax: {
    '1 5': 4,
    procent: 3,
    podatk: 4,
    podatek: 4,
    'pit$': 4,
    'krs$': 3,
    zeznan: 3,
    odpis: 2,
  },
  gifts: {
    'dar$': 3,
    'dary$': 3,
    'darow$': 3,
    podarun: 3,
    aukcj: 3,
    aukcy: 3,
    licytac: 3,
    licytow: 3,
    licytuj: 3,
    cashback: 3,
    fanimani: 3,
    zakupy: 2,
    zakupow: 2,
    udostepn: 3,
    'share$': 3,
    przekaz: 2,
    podarow: 2,
    podaruj: 2,
    oddac: 2,
    oddam: 2,
    ofiarow: 2,
    przyniesc: 2,
    przyda: 2,
    przydadz: 2,
    potrzebujecie: 2,
    worek: 1,
    work: 1,
    przywiezc: 2,
    karm: 1,
    sian: 1,
    akcesori: 1,
    rzecz: 1,
    przedmiot: 1,
    koc: 1,
    reczni: 1,
    klatk: 1,
    'posty$': 2,
    'post$': 2,
    'postow$': 2,
  },
  support: {
    pomoc: 2,
    pomoz: 2,
    pomog: 2,
    pomag: 2,
    wesprz: 2,
    wspier: 2,
    wsparc: 2,
    wspom: 2,
    'jak moge pomoc': 3,
  },
  volunteering: {
    wolontari: 4,
    'dom tymczas': 4,
    'domem tymczas': 4,
    'domu tymczas': 4,
    tymczas: 3,
    przechowa: 4,
    przetrzyma: 3,
    'dt$': 3,
    dolaczyc: 2,
    dolacz: 2,
    zaangazow: 2,
    'pomoc w transpor': 4,
    'pomoc przy transpor': 4,
    'pomoc z transpor': 4,
    'pomog w transpor': 4,
    'pomagac w transpor': 4,
  },
  contact: {
    kontakt: 3,
    skontakt: 3,
    zadzwon: 3,
    dzwoni: 3,
    telefon: 3,
    'mail$': 3,
    'maila$': 3,
    'mailem$': 3,
    mailow: 3,
    email: 3,
    'e mail': 3,
    napisa: 2,
    facebook: 3,
    instagram: 3,
    messenger: 3,
    porozmawia: 2,
    czlowiek: 2,
    konsultant: 3,
  },
  location: {
    'adres$': 2,
    adresu: 2,
    siedzib: 3,
    lokalizac: 3,
    'gdzie miesci': 3,
    'gdzie sie miesci': 3,
    'skad jestescie': 3,
    'gdzie jestescie': 3,
    'gdzie sie znajduj': 3,
    'gdzie was znajd': 3,
    'gdzie dzialacie': 3,
    'jakim miescie': 3,
    'jakiej miejscowosci': 3,
    'z jakiego miasta': 3,
  },
  visits: {
    godzin: 2,
    otwar: 2,
    odwiedz: 3,
    'zobaczyc zwierz': 3,
    'zobaczyc je': 2,
    'zobaczyc go': 2,
    'poznac zwierz': 3,
    'na zywo': 3,
    'przyjechac i': 2,
    przyjsc: 2,
    schronisk: 2,
  },
  return: {
    zwrot: 3,
    zwroc: 3,
    'oddac go': 4,
    'oddac ja': 4,
    'oddac je': 4,
    'oddac zwierz': 4,
    'nie bede mogl': 3,
    'nie bede mogla': 3,
    'nie dam rady': 3,
    'nie poradze': 3,
    alergi: 3,
    uczulen: 3,
  },
  minor: {
    niepelnolet: 4,
    nieletni: 4,
    nastolat: 4,
    'zgod rodzic': 4,
    'zgoda rodzic': 4,
    'zgody rodzic': 4,
    'mam 10 lat': 4,
    'mam 11 lat': 4,
    'mam 12 lat': 4,
    'mam 13 lat': 4,
    'mam 14 lat': 4,
    'mam 15 lat': 4,
    'mam 16 lat': 4,
    'mam 17 lat': 4,
  },
  sick: {
    kicha: 4,
    'chory$': 3,
    'chora$': 3,
    choruj: 3,
    'choroba$': 3,
    biegunk: 4,
    krwaw: 4,
    apatycz: 4,
    osowial: 4,
    'nie je': 3,
    'nie pije': 3,
    sapie: 3,
    rzezi: 3,
    ropien: 4,
    'zle sie czuje': 4,
    'co robic': 1,
  },
  degu: { koszatnicz: 5, 'degu$': 5 },
  available: {
    'sa$': 2,
    dostepn: 3,
    'wolne$': 2,
    'wolny$': 2,
    'wolna$': 2,
    'do adopc': 2,
    'macie$': 2,
    'czeka$': 2,
    czekaj: 2,
    'szuka domu': 3,
    'szukaja domu': 3,
    'jakie zwierz': 3,
    'ktore zwierz': 3,
    'jakie macie': 3,
    podopieczn: 2,
    'lista$': 2,
    'liste$': 2,
    aktualnie: 1,
    obecnie: 1,
    'teraz$': 1,
    zarezerw: 2,
  },
  care: {
    opiek: 1,
    'dbac$': 1,
    'dba$': 1,
    pielegn: 1,
    karm: 1,
    'jesc$': 1,
    'je$': 1,
    'jedza$': 1,
    jedzen: 1,
    pokarm: 1,
    diet: 1,
    warzyw: 1,
    owoc: 1,
    sian: 1,
    klatk: 1,
    terrari: 1,
    wybieg: 1,
    kolowrot: 1,
    'kolo$': 1,
    sciolk: 1,
    domek: 1,
    samotn: 2,
    'sam$': 1,
    'sama$': 1,
    'sami$': 1,
    razem: 1,
    'w parze': 2,
    'para$': 1,
    'pare$': 1,
    parami: 2,
    stad: 2,
    towarzys: 1,
    'z innym': 1,
    'z innymi': 1,
    kapiel: 2,
    kapac: 2,
    kapie: 2,
    piask: 2,
    'pyl$': 2,
    'pyle$': 2,
    pylu: 2,
    hibern: 3,
    zimow: 2,
    zimuj: 2,
    'sen zimow': 3,
    'uv$': 3,
    'uvb$': 3,
    lamp: 2,
    temperatur: 2,
    upal: 2,
    goraco: 2,
    'zyje$': 1,
    'zyja$': 1,
    'ile lat': 1,
    zdrow: 1,
    chor: 1,
    weteryn: 1,
    szczepi: 2,
    gryz: 1,
    pazur: 1,
    oswoi: 2,
    oswaj: 2,
    trzyma: 1,
    mieszka: 1,
    witamin: 2,
    poradnik: 2,
    // Asking about numbers ('dwie świnki', 'jednego szczura') is asking whether they live alone.
    'jeden$': 1,
    'jedna$': 1,
    'jednego$': 1,
    'jedno$': 1,
    'dwa$': 1,
    'dwie$': 1,
    'dwoch$': 1,
    'dwoje$': 1,
    'drug': 1,
    nudz: 2,
    pojedync: 2,
    samc: 1,
    samic: 1,
    samcz: 1,
    rodzyn: 2,
    przysmak: 1,
    smakolyk: 1,
    'dawac$': 1,
    podawac: 1,
    granulat: 1,
    mieszank: 1,
    rozmiar: 1,
    wymiar: 1,
    'miejsca$': 1,
    'duza$': 1,
    'duzy$': 1,
    kastr: 1,
  },
};

/** Which part of a species' guide a care question is about ('Czy świnka może być sama?' -> social). */
export const ASPECT_TRIGGERS: Record<CareAspect, Triggers> = {
  social: {
    samotn: 3,
    'sam$': 2,
    'sama$': 2,
    'sami$': 2,
    'same$': 2,
    razem: 2,
    'w parze': 3,
    'w parach': 3,
    parami: 3,
    'para$': 2,
    stad: 3,
    grup: 2,
    towarzys: 3,
    'z innym': 2,
    'z innymi': 2,
    'z drugim': 2,
    'z druga': 2,
    'jeden$': 1,
    'jedna$': 1,
    'jednego$': 1,
    'jedno$': 1,
    'dwa$': 1,
    'dwie$': 1,
    'dwoch$': 1,
    'dwoje$': 1,
    'drug': 1,
    nudz: 2,
    pojedync: 3,
    samc: 2,
    samic: 2,
    samcz: 2,
    'ile najlepiej': 2,
  },
  housing: {
    klatk: 2,
    terrari: 2,
    zagrod: 2,
    wybieg: 2,
    wolier: 2,
    akwari: 2,
    rozmiar: 3,
    wymiar: 3,
    'jak duz': 3,
    'ile miejsca': 3,
    'cm$': 2,
    kolowrot: 2,
    sciolk: 2,
    domek: 1,
    urzadz: 2,
  },
  diet: {
    karm: 2,
    'jesc$': 2,
    'je$': 2,
    'jedza$': 2,
    jedzen: 2,
    pokarm: 2,
    diet: 3,
    warzyw: 2,
    owoc: 2,
    sian: 2,
    rodzyn: 3,
    przysmak: 2,
    smakolyk: 2,
    granulat: 2,
    ziarn: 2,
    mieszank: 2,
    witamin: 2,
    'dawac$': 1,
    podawac: 1,
  },
  health: {
    szczepi: 3,
    kastr: 3,
    zdrow: 2,
    weteryn: 2,
    'zyje$': 1,
    'zyja$': 1,
    'ile lat': 2,
  },
  habits: {
    kapiel: 3,
    kapac: 3,
    kapie: 3,
    piask: 2,
    'pyl$': 2,
    pylu: 2,
    hibern: 3,
    zimow: 3,
    zimuj: 3,
    'uv$': 3,
    'uvb$': 3,
    lamp: 3,
    temperatur: 2,
    upal: 2,
    'w nocy': 2,
    noca: 2,
    kuwet: 3,
  },
};

/** Folded prefixes naming a species group; the longest match per word wins ('myszoskoczek' is not 'mysz'). */
export const SPECIES_TRIGGERS: Record<string, CareSpecies> = {
  chomik: 'hamster',
  chomicz: 'hamster',
  syryjsk: 'hamster',
  roborowsk: 'hamster',
  'robo$': 'hamster',
  hybryd: 'hamster',
  dzungarsk: 'hamster',
  karlowat: 'hamster',
  swink: 'guinea-pig',
  swinek: 'guinea-pig',
  'swinki$': 'guinea-pig',
  kawi: 'guinea-pig',
  morsk: 'guinea-pig',
  krolik: 'rabbit',
  krolicz: 'rabbit',
  krolic: 'rabbit',
  szczur: 'rat',
  mysz: 'mouse',
  'myszy$': 'mouse',
  myszk: 'mouse',
  myszek: 'mouse',
  myszoskocz: 'gerbil',
  skoczk: 'gerbil',
  skoczek: 'gerbil',
  gerbil: 'gerbil',
  szynszyl: 'chinchilla',
  zolw: 'tortoise',
};

/** The species of SPEC section 1 in each care group. */
export const SPECIES_OF: Record<CareSpecies, readonly Species[]> = {
  hamster: ['Chomik syryjski', 'Chomik hybryda', 'Chomik Roborowskiego'],
  'guinea-pig': ['Świnka morska'],
  rabbit: ['Królik'],
  rat: ['Szczur'],
  mouse: ['Mysz'],
  gerbil: ['Myszoskoczek'],
  chinchilla: ['Szynszyla'],
  tortoise: ['Żółw'],
};

/** Plural names for replies ('Do adopcji czekają: chomiki …'). */
export const SPECIES_PLURAL: Record<CareSpecies, string> = {
  hamster: 'chomiki',
  'guinea-pig': 'świnki morskie',
  rabbit: 'króliki',
  rat: 'szczury',
  mouse: 'myszy',
  gerbil: 'myszoskoczki',
  chinchilla: 'szynszyle',
  tortoise: 'żółwie',
};

export type KnowledgeTopicId = Exclude<IntentId, 'available' | 'care'> | 'care' | 'fallback';

/** Where to send photos: the foundation's address, or the contact form while none is filled in. */
const sendTo = (site: ChatSite) => (site.email ? `na ${site.email}` : 'przez formularz na /kontakt');

/** " albo e-mailem na …" after a mention of the contact form, when there is an address. */
const orEmail = (site: ChatSite, wording = 'albo e-mailem na') => (site.email ? ` ${wording} ${site.email}` : '');

/** "KRS …, NIP …, REGON …" of the numbers filled in ('' when none is). */
function registryNumbers(site: ChatSite): string {
  const numbers: [string, string][] = [
    ['KRS', site.krs],
    ['NIP', site.nip],
    ['REGON', site.regon],
  ];
  return numbers
    .filter(([, value]) => value !== '')
    .map(([label, value]) => `${label} ${value}`)
    .join(', ');
}

/** " Dane fundacji (KRS …) <verb> na stronie Kontakt." when any number is filled in. */
function registrySentence(site: ChatSite, verb: string): string {
  const numbers = registryNumbers(site);
  return numbers ? ` Dane fundacji (${numbers}) ${verb} na stronie Kontakt.` : '';
}

/** " Jesteśmy też na Facebooku (…) i Instagramie (…)." for the profiles filled in. */
function socialSentence(site: ChatSite): string {
  const profiles = [site.facebookUrl && `na Facebooku (${site.facebookUrl})`, site.instagramUrl && `${site.facebookUrl ? '' : 'na '}Instagramie (${site.instagramUrl})`].filter(Boolean);
  return profiles.length > 0 ? ` Jesteśmy też ${profiles.join(' i ')}.` : '';
}

/** Where the foundation is, when its address is filled in; else only how to reach it. */
function locationText(site: ChatSite): string {
  const reach = `napisz przez formularz na /kontakt${orEmail(site)}`;
  if (!site.foundationAddress) {
    return `Adresu siedziby nie mam w swojej wiedzy – ${reach}, a podamy szczegóły, także o odbiorze zwierzaka.${registrySentence(site, 'są')}`;
  }
  return `Nasza siedziba: ${site.foundationAddress}. Odbiór zwierzaka i transport ustalamy indywidualnie – ${reach}.`;
}

/** A transfer needs the account number: without it, the visitor is sent to ask for it. */
function donationText(site: ChatSite): string {
  const others = 'Inne formy pomocy, np. 1,5% podatku, dary i wolontariat, opisujemy na /wspieram.';
  if (!site.bankAccount) {
    return `Numeru konta do darowizn nie mam jeszcze w swojej wiedzy – napisz do nas przez formularz na /kontakt, a podamy, jak przekazać darowiznę. ${others}`;
  }
  return `Darowiznę możesz przekazać przelewem na konto ${ofTheFoundation(site.foundationName)}: ${site.bankAccount} (w tytule wpisz „${DONATION_TRANSFER_TITLE}”). Szybko zrobisz to też przyciskiem „Prześlij darowiznę” w rogu strony. ${others}`;
}

function taxText(site: ChatSite): string {
  const why = 'Ciebie to nic nie kosztuje, a nam bardzo pomaga w opiece nad podopiecznymi.';
  if (!site.krs) return `Możesz przekazać nam 1,5% podatku – numer KRS fundacji podamy, gdy napiszesz do nas przez /kontakt. ${why}`;
  return `Możesz przekazać nam 1,5% podatku: w zeznaniu PIT wpisz numer KRS fundacji ${site.krs} (i cel szczegółowy podany na /wspieram). ${why}`;
}

/** The answer texts of the intents, with the foundation's facts filled in. */
export function knowledgeTexts(site: ChatSite): Record<KnowledgeTopicId, string> {
  const address = site.foundationAddress ? ` Adres siedziby: ${site.foundationAddress}.` : '';
  return {
    greeting:
      'Cześć! W czym mogę pomóc? Mogę opowiedzieć, jak wygląda adopcja, jak wypełnić ankietę, jak działa transport, jak dbać o zwierzaka, jak wesprzeć fundację albo sprawdzić, czy konkretny podopieczny jest dostępny.',
    thanks: 'Proszę bardzo! Jeśli masz jeszcze pytania, śmiało pytaj albo napisz do nas przez „Kontakt”: /kontakt.',
    adoption: [
      'Adopcja przebiega w sześciu krokach (ABC adopcji):',
      '1. Przeczytaj poradnik o gatunku, który chcesz adoptować (/baza-wiedzy).',
      '2. Wypełnij ankietę adopcyjną – na stronie wybranego zwierzaka albo przyciskiem „Wypełnij ankietę” na /adoptuje.',
      `3. Przygotuj wyprawkę: klatkę lub wybieg i akcesoria; zdjęcia sprzętu i karmy wyślij ${sendTo(site)}.`,
      '4. Podpisz umowę adopcyjną – to krok obowiązkowy.',
      '5. Ustal transport: darmowy transport grzecznościowy, wspólny przejazd, odbiór osobisty albo wizyta przedadopcyjna połączona z dowozem do domu.',
      '6. Odbierz zwierzaka i ciesz się nowym domownikiem!',
      'Wszystkie kroki opisujemy na /abc-adopcji.',
    ].join('\n'),
    survey: `Ankietę adopcyjną wypełnisz na stronie wybranego zwierzaka (przycisk ankiety) albo na /adoptuje przyciskiem „Wypełnij ankietę”, wybierając gatunek. Podajesz w niej dane kontaktowe, odpowiadasz na pytania o warunki dla zwierzaka i akceptujesz politykę prywatności. Po wysłaniu ankiety odezwiemy się mailowo; zdjęcia wyposażenia i karmy prześlij ${sendTo(site)}.`,
    preparation: `Przed przyjazdem zwierzaka przygotuj wyprawkę dopasowaną do gatunku: odpowiednio dużą klatkę, terrarium lub zagrodę, ściółkę, domek, miskę i poidło, karmę (a dla roślinożerców siano) oraz rzeczy do gryzienia i zabawy. Zdjęcia wyposażenia i karmy wyślij ${sendTo(site)} – podpowiemy, czy wszystko jest gotowe. Poradniki: /baza-wiedzy, kroki adopcji: /abc-adopcji.`,
    transport:
      'Zwierzaka możesz otrzymać na kilka sposobów: darmowym transportem grzecznościowym (gdy jedziemy w Twoją stronę), wspólnym przejazdem, przez odbiór osobisty albo podczas wizyty przedadopcyjnej połączonej z dowozem do domu. Sposób ustalamy po akceptacji ankiety i podpisaniu umowy adopcyjnej. W sprawie transportu napisz przez /kontakt.',
    costs:
      'Fundacja nie sprzedaje zwierząt – adopcja to zobowiązanie do opieki, a nie zakup. Po Twojej stronie są koszty wyprawki (klatka lub zagroda, akcesoria), karmy i opieki weterynaryjnej. Jeśli chcesz wesprzeć leczenie naszych podopiecznych, każda dobrowolna darowizna bardzo pomaga (/wspieram). O szczegóły adopcji konkretnego zwierzaka zapytaj przez /kontakt.',
    donation: donationText(site),
    tax: taxText(site),
    gifts: `Chętnie przyjmujemy dary: akcesoria (klatki, domki, poidła), siano i karmę – zanim coś wyślesz, napisz przez /kontakt, czego aktualnie potrzebujemy. Możesz też licytować w naszej grupie aukcyjnej (${site.auctionGroupUrl}), robić zakupy przez serwis z cashbackiem (${site.cashbackUrl}) i udostępniać nasze posty${site.facebookUrl ? ` (${site.facebookUrl})` : ''}. Wszystkie formy pomocy: /wspieram.`,
    support: `Dziękujemy, że chcesz pomóc! Możesz: przekazać darowiznę przelewem${site.bankAccount ? ` (${site.bankAccount})` : ''}, przekazać 1,5% podatku${site.krs ? ` (KRS ${site.krs})` : ''}, podarować akcesoria, siano lub karmę, licytować w grupie aukcyjnej, pomóc w transporcie, udostępniać nasze posty, zostać wolontariuszem lub domem tymczasowym, robić zakupy z cashbackiem – albo adoptować zwierzaka (/adoptuje). Szczegóły: /wspieram.`,
    volunteering: `Bardzo się cieszymy! Możesz zostać wolontariuszem, stworzyć dom tymczasowy dla podopiecznego albo pomagać w transporcie zwierząt. Napisz do nas przez /kontakt${site.email ? ` (albo na ${site.email})` : ''} i krótko opisz, jak chcesz pomóc – odezwiemy się. Więcej: /wspieram.`,
    contact: `Najprościej napisać do nas przez formularz na /kontakt${orEmail(site, 'albo mailowo na')}.${socialSentence(site)}${registrySentence(site, 'znajdziesz')}${address}`,
    location: locationText(site),
    visits: `Jeśli chcesz poznać podopiecznego przed adopcją albo pytasz o godziny, napisz do nas przez /kontakt${orEmail(site, 'albo na')} – odpowiemy, co jest możliwe. Zdjęcia i opisy wszystkich zwierzaków czekających na dom są na /adoptuje.`,
    return: `Jeśli nie możesz dalej opiekować się adoptowanym zwierzakiem, napisz do nas od razu przez /kontakt${orEmail(site, 'albo na')} – wspólnie znajdziemy dla niego dobre rozwiązanie.`,
    minor: `O adopcji przez osobę niepełnoletnią rozmawiamy indywidualnie – napisz do nas przez /kontakt, najlepiej razem z rodzicem lub opiekunem, który będzie współodpowiedzialny za zwierzaka.`,
    sick: 'Przy niepokojących objawach (kichanie, apatia, brak apetytu, biegunka, trudności z oddychaniem) nie czekaj – jak najszybciej zgłoś się do weterynarza, który leczy małe zwierzęta (tzw. egzotyczne); małe zwierzęta długo ukrywają chorobę. Przez czat nie postawię diagnozy. Jeśli to nasz podopieczny, daj nam też znać przez /kontakt.',
    degu: 'Koszatniczek (degu) nie mamy pod opieką, ale to zwierzęta stadne – zawsze mieszkają w parze lub grupie, nigdy pojedynczo. Nasi podopieczni: /adoptuje, pytania: /kontakt.',
    care: 'Chętnie podpowiem! Zapytaj o konkretny gatunek: chomik, świnka morska, królik, szczur, mysz, myszoskoczek, szynszyla albo żółw. Poradniki znajdziesz w Bazie wiedzy: /baza-wiedzy.',
    fallback:
      'Nie umiem odpowiedzieć na to pytanie. Pomagam w sprawach fundacji: adopcji, opieki nad małymi zwierzętami, wsparcia i kontaktu. Z innymi pytaniami napisz do nas przez „Kontakt”: /kontakt.',
  };
}

/** Titles of the knowledge sections in the system prompt. */
export const SECTION_TITLES: Record<Exclude<KnowledgeTopicId, 'greeting' | 'thanks' | 'fallback' | 'care'>, string> = {
  adoption: 'ABC adopcji (sześć kroków)',
  survey: 'Ankieta adopcyjna',
  preparation: 'Wyprawka',
  transport: 'Transport',
  costs: 'Koszty adopcji',
  donation: 'Darowizna',
  tax: '1,5% podatku',
  gifts: 'Dary, aukcje, zakupy, udostępnianie',
  support: 'Jak można pomóc (przegląd)',
  volunteering: 'Wolontariat i dom tymczasowy',
  contact: 'Kontakt',
  location: 'Siedziba',
  visits: 'Wizyty i godziny',
  return: 'Gdy nie możesz dalej opiekować się zwierzakiem',
  minor: 'Osoby niepełnoletnie',
  sick: 'Objawy choroby',
  degu: 'Koszatniczki',
};

export const CARE_TITLES: Record<CareSpecies, string> = {
  hamster: 'Chomik (syryjski, Roborowskiego, hybryda)',
  'guinea-pig': 'Świnka morska',
  rabbit: 'Królik',
  rat: 'Szczur',
  mouse: 'Mysz',
  gerbil: 'Myszoskoczek',
  chinchilla: 'Szynszyla',
  tortoise: 'Żółw',
};
