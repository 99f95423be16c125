/**
 * The adoption contract's default clauses, in two versions: the foundation chooses whether the
 * animal becomes the adopter's property (a gift with obligations, art. 888 and 893 KC) or stays the
 * foundation's (a free loan for an indefinite time, art. 710 KC). Both say the same on care, passing
 * the animal on only with the foundation's consent, the 14-day return, post-adoption contact, a gross
 * breach and personal data, in line with the Regulamin. The {zwierze}/{zwierzecia}/... placeholders
 * make every clause read right for one animal and for several.
 */

// The two versions differ only in § 1 pkt 2–3 and § 6 pkt 1; everything else is written once.
const OBJECT = `# § 1. Przedmiot umowy
1. {fundacja}, dalej „Fundacja”, przekazuje Adoptującemu ({adoptujacy}) {zwierze} opisane powyżej: {zwierzeta}, a Adoptujący przyjmuje je pod stałą opiekę na warunkach tej umowy.
`;
const GIFT_TERMS = `2. Z chwilą wydania Fundacja przenosi na Adoptującego własność {zwierzecia} nieodpłatnie, jako darowiznę (art. 888 Kodeksu cywilnego) z poleceniem wykonywania obowiązków określonych w § 2–5 (art. 893 Kodeksu cywilnego). Fundacja może żądać wykonania tego polecenia.
3. Adopcja jest nieodpłatna. Dobrowolna darowizna na rzecz Fundacji nie jest ceną {zwierzecia}.
`;
const LOAN_TERMS = `2. Fundacja pozostaje właścicielką {zwierzecia} i oddaje je Adoptującemu do bezpłatnego używania na czas nieoznaczony (użyczenie, art. 710 Kodeksu cywilnego). Adoptujący sprawuje nad {zwierzeciem} stałą opiekę i ponosi koszty utrzymania i leczenia.
3. Adopcja jest nieodpłatna. Dobrowolna darowizna na rzecz Fundacji nie jest zapłatą za {zwierze}.
`;
const DUTIES_TO_BREACH = `
# § 2. Obowiązki Adoptującego
Adoptujący zobowiązuje się:
1. Zapewnić {zwierzeciu} warunki zgodne z potrzebami gatunku, opisanymi w karcie opieki dołączonej do umowy: odpowiednio duże i bezpieczne mieszkanie, właściwą karmę, stały dostęp do świeżej wody, czystość i codzienny kontakt.
2. Trzymać zwierzęta stadne (np. świnki morskie, króliki, szczury, myszoskoczki) w parach lub grupach, a zwierzęta żyjące samotnie (np. chomiki) – każde w osobnej klatce lub terrarium, zgodnie z kartą opieki.
3. Zapewnić {zwierzeciu} opiekę lekarza weterynarii, który leczy zwierzęta egzotyczne (gryzonie, króliki, gady), w tym szczepienia i zabiegi zalecane przez lekarza weterynarii, oraz leczyć {zwierze} w razie choroby.
4. Nie narażać {zwierzecia} na cierpienie, przegrzanie ani wychłodzenie i chronić {zwierze} przed innymi zwierzętami, które mogą stanowić zagrożenie.
5. Jeżeli umowa obejmuje żółwia z gatunku podlegającego rejestracji (załącznik A lub B rozporządzenia Rady (WE) nr 338/97): przechować dokumenty potwierdzające jego legalne pochodzenie, które Fundacja przekazuje razem z nim, i zgłosić go do rejestru prowadzonego przez starostę właściwego dla miejsca zamieszkania w ciągu 30 dni od odbioru (art. 64 ustawy o ochronie przyrody).
6. W ciągu 7 dni powiadomić Fundację o zmianie adresu, numeru telefonu lub adresu e-mail, a także o chorobie, zaginięciu lub śmierci {zwierzecia}.

# § 3. Przekazanie innej osobie i rozmnażanie
1. Adoptujący nie sprzedaje, nie oddaje ani w inny sposób nie przekazuje {zwierzecia} innej osobie bez zgody Fundacji wyrażonej na piśmie lub w postaci elektronicznej.
2. Adoptujący nie rozmnaża {zwierzecia} i nie dopuszcza do rozmnażania, np. przez trzymanie razem niewykastrowanego samca i samicy.
3. Adoptujący nie wykorzystuje {zwierzecia} do hodowli, w celach zarobkowych ani jako pokarmu dla innych zwierząt.

# § 4. Zwrot do Fundacji
1. W ciągu 14 dni od odbioru Adoptujący może zwrócić {zwierze} Fundacji bez podawania przyczyny.
2. Także później, jeżeli Adoptujący nie może dalej opiekować się {zwierzeciem}, zwraca je Fundacji, zamiast oddawać komukolwiek innemu. Fundacja wskaże termin i miejsce zwrotu.
3. Zwrot nie uprawnia do zwrotu przekazanej Fundacji darowizny ani kosztów opieki.

# § 5. Kontakt po adopcji
1. Adoptujący zgadza się na wizytę poadopcyjną przedstawiciela Fundacji w uzgodnionym terminie albo, zamiast niej, na przesłanie zdjęć lub nagrania {zwierzecia} oraz klatki lub wybiegu.
2. Adoptujący odpowiada na pytania Fundacji o {zwierze}, przesyłane na adres e-mail lub numer telefonu podany w umowie. Kontakt z Fundacją: {kontakt}.

# § 6. Rażące naruszenie umowy
`;
const GIFT_BREACH_CLAUSE = `1. W razie rażącego naruszenia umowy przez Adoptującego, w szczególności zaniedbywania {zwierzecia}, trzymania w warunkach niezgodnych z kartą opieki, przekazania innej osobie bez zgody Fundacji lub rozmnażania, Adoptujący zobowiązuje się na wezwanie Fundacji przenieść z powrotem na Fundację własność {zwierzecia} i wydać je w terminie wskazanym w wezwaniu, nie krótszym niż 3 dni. Jeżeli tego nie zrobi, Fundacja może dochodzić wydania przed sądem.
`;
const LOAN_BREACH_CLAUSE = `1. W razie rażącego naruszenia umowy przez Adoptującego, w szczególności zaniedbywania {zwierzecia}, trzymania w warunkach niezgodnych z kartą opieki, przekazania innej osobie bez zgody Fundacji lub rozmnażania, Fundacja może wypowiedzieć użyczenie i wezwać Adoptującego do wydania {zwierzecia} w terminie wskazanym w wezwaniu, nie krótszym niż 3 dni. Jeżeli Adoptujący tego nie zrobi, Fundacja jako właścicielka może dochodzić wydania przed sądem (art. 222 § 1 Kodeksu cywilnego).
`;
const AUTHORITIES_DATA_AND_END = `2. Niezależnie od tego Fundacja może zawiadomić właściwe organy o podejrzeniu znęcania się nad zwierzętami. Bez zgody opiekuna zwierzęta mogą zostać odebrane tylko w trybie art. 7 ustawy o ochronie zwierząt.

# § 7. Dane osobowe
1. Administratorem danych osobowych Adoptującego jest Fundacja. Dane są przetwarzane w celu zawarcia i wykonania tej umowy (art. 6 ust. 1 lit. b RODO) oraz w celu kontaktu po adopcji i dochodzenia roszczeń (art. 6 ust. 1 lit. f RODO): przez czas obowiązywania umowy, a następnie przez 6 lat.
2. Adoptujący ma prawo dostępu do swoich danych, ich sprostowania, usunięcia lub ograniczenia przetwarzania, prawo sprzeciwu oraz prawo wniesienia skargi do Prezesa Urzędu Ochrony Danych Osobowych. Szczegóły opisuje polityka prywatności Fundacji; kontakt w sprawie danych: {kontakt}.

# § 8. Postanowienia końcowe
1. Umowa obowiązuje przez całe życie {zwierzecia}.
2. Umowę sporządzono w dwóch jednobrzmiących egzemplarzach, po jednym dla każdej ze stron. Strony mogą ją zawrzeć także w formie elektronicznej, opatrując ją kwalifikowanymi podpisami elektronicznymi (art. 78¹ Kodeksu cywilnego).
3. Zmiany umowy wymagają formy pisemnej albo elektronicznej pod rygorem nieważności.
4. W sprawach nieuregulowanych stosuje się przepisy Kodeksu cywilnego i ustawy z dnia 21 sierpnia 1997 r. o ochronie zwierząt.
`;

/** Ownership passes to the adopter: a gift with obligations; after a gross breach the adopter must give the animal back. */
export const CONTRACT_TEMPLATE_GIFT = OBJECT + GIFT_TERMS + DUTIES_TO_BREACH + GIFT_BREACH_CLAUSE + AUTHORITIES_DATA_AND_END;

/** Ownership stays with the foundation: a free loan; after a gross breach the foundation ends it and demands the animal as its owner. */
export const CONTRACT_TEMPLATE_LOAN = OBJECT + LOAN_TERMS + DUTIES_TO_BREACH + LOAN_BREACH_CLAUSE + AUTHORITIES_DATA_AND_END;

/** The clauses a fresh installation starts with. */
export const DEFAULT_CONTRACT_TEMPLATE = CONTRACT_TEMPLATE_GIFT;

/** The versions the template editor offers, each explained beside its button. */
export const CONTRACT_TEMPLATE_VERSIONS = [
  {
    key: 'gift',
    label: 'Własność przechodzi na Adoptującego',
    explanation:
      'Darowizna z poleceniem (art. 888 i 893 Kodeksu cywilnego): Adoptujący staje się właścicielem, a po rażącym naruszeniu umowy jest obowiązany oddać zwierzę Fundacji.',
    text: CONTRACT_TEMPLATE_GIFT,
  },
  {
    key: 'loan',
    label: 'Własność zostaje przy Fundacji',
    explanation:
      'Użyczenie na czas nieoznaczony (art. 710 Kodeksu cywilnego): Fundacja pozostaje właścicielką i po rażącym naruszeniu umowy może żądać wydania zwierzęcia jak właściciel.',
    text: CONTRACT_TEMPLATE_LOAN,
  },
] as const;
