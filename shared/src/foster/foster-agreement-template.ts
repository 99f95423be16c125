import { parseTemplate, type ParsedContract } from '../contract/contract-template.js';

/**
 * The foster agreement's clauses: the same small format as the adoption contract's template
 * (contract-template.ts: "# heading", "1. point", paragraphs), with its own placeholders.
 */
export const FOSTER_AGREEMENT_PLACEHOLDERS = {
  fundacja: 'nazwa Fundacji',
  opiekun: 'imię i nazwisko Opiekuna',
  zwierzeta: 'imiona i gatunki zwierząt',
  zwierze: '„zwierzę” albo „zwierzęta” (mianownik i biernik: „zwierzę wymienione powyżej”, „wydać je”)',
  zwierzecia: '„zwierzęcia” albo „zwierząt” (dopełniacz)',
  zwierzeciu: '„zwierzęciu” albo „zwierzętom” (celownik)',
  zwierzeciem: '„zwierzęciem” albo „zwierzętami” (narzędnik)',
  data: 'data zawarcia umowy',
  miejsce: 'miejscowość zawarcia umowy',
  kontakt: 'adres e-mail Fundacji',
} as const;

export type FosterAgreementPlaceholder = keyof typeof FOSTER_AGREEMENT_PLACEHOLDERS;
export type FosterAgreementValues = Record<FosterAgreementPlaceholder, string>;

export function parseFosterAgreementTemplate(source: string): ParsedContract {
  return parseTemplate(source, FOSTER_AGREEMENT_PLACEHOLDERS);
}

/**
 * The clauses a fresh installation starts with: a free loan of the foundation's animals for the
 * time of temporary care (art. 710 KC), who pays for what, the carer's duties, adoption, ending
 * the agreement and personal data. § 2 pkt 2 (food and bedding) is the sentence foundations
 * settle differently: the editor points to it.
 */
export const DEFAULT_FOSTER_AGREEMENT_TEMPLATE = `# § 1. Przedmiot umowy
1. {fundacja}, dalej „Fundacja”, oddaje pod tymczasową opiekę Opiekunowi ({opiekun}), dalej „Opiekun”, {zwierze} wymienione powyżej: {zwierzeta}, a Opiekun przyjmuje je pod opiekę na warunkach tej umowy.
2. Fundacja pozostaje właścicielką {zwierzecia}. Oddaje je Opiekunowi do bezpłatnego używania na czas sprawowania opieki tymczasowej (użyczenie, art. 710 Kodeksu cywilnego). Opiekun nie nabywa własności {zwierzecia} ani prawa do rozporządzania {zwierzeciem}.
3. Opieka jest nieodpłatna: Opiekun nie otrzymuje za nią wynagrodzenia, a Fundacja nie pobiera od Opiekuna żadnych opłat.
4. Przyjęcie kolejnych zwierząt Fundacji Strony potwierdzają nową umową, sporządzoną na tym samym wzorze.

# § 2. Koszty opieki
1. Fundacja pokrywa koszty leczenia weterynaryjnego {zwierzecia}, w tym badań, zabiegów i leków, w lecznicach przez nią wskazanych lub z nią uzgodnionych. Koszty leczenia w innej lecznicy albo bez uzgodnienia z koordynatorem Fundacja pokrywa tylko w nagłym przypadku opisanym w § 3 pkt 4.
2. Karmę, ściółkę i środki do codziennej pielęgnacji zapewnia Opiekun we własnym zakresie, chyba że Strony uzgodnią inaczej; na prośbę Opiekuna Fundacja przekazuje je ze swoich zapasów, jeżeli ma taką możliwość.
3. Klatka, wybieg, transporter i inne wyposażenie przekazane przez Fundację pozostają jej własnością.
4. Wydatki poniesione przez Opiekuna za zgodą Fundacji Fundacja zwraca w ciągu 14 dni od otrzymania rachunku lub faktury wystawionej na Fundację.

# § 3. Obowiązki Opiekuna
Opiekun zobowiązuje się:
1. Zapewnić {zwierzeciu} opiekę zgodną z potrzebami gatunku oraz z poradnikami i zaleceniami Fundacji: odpowiednio duże i bezpieczne pomieszczenie, właściwą karmę, stały dostęp do świeżej wody, czystość i codzienny kontakt.
2. Co najmniej raz w tygodniu ważyć {zwierze} i przekazywać Fundacji wagę oraz krótką informację o zdrowiu i zachowaniu przez osobistą stronę Opiekuna, do której link przesyła Fundacja.
3. Podawać leki i wykonywać zalecenia lekarza weterynarii.
4. Umawiać wizyty u lekarza weterynarii wyłącznie po uzgodnieniu z koordynatorem Fundacji. W nagłym przypadku, gdy zagrożone jest zdrowie lub życie {zwierzecia}, a z koordynatorem nie można się skontaktować, Opiekun udaje się do najbliższej lecznicy, która leczy zwierzęta egzotyczne, i niezwłocznie informuje o tym Fundację.
5. Nie przekazywać {zwierzecia} innym osobom, w tym do adopcji, i nie powierzać opieki nad {zwierzeciem} osobom spoza swojego gospodarstwa domowego bez zgody Fundacji.
6. Nie dopuszczać do rozmnażania {zwierzecia}, w szczególności trzymać osobno niewykastrowane samce i samice.
7. Umożliwić koordynatorowi Fundacji odwiedzenie {zwierzecia} w uzgodnionym terminie oraz wydać {zwierze} Fundacji na jej żądanie, w szczególności w celu leczenia, adopcji albo przeniesienia do innego domu tymczasowego.
8. Niezwłocznie, nie później niż w ciągu 24 godzin, informować Fundację o chorobie, urazie, ucieczce, zaginięciu lub śmierci {zwierzecia} oraz o każdym innym problemie w opiece, a w ciągu 7 dni o zmianie adresu, numeru telefonu lub adresu e-mail. Kontakt z Fundacją: {kontakt}.

# § 4. Adopcja
1. O adopcji {zwierzecia} i o wyborze osoby adoptującej decyduje Fundacja.
2. Przed decyzją Fundacja zasięga opinii Opiekuna o charakterze i potrzebach {zwierzecia} oraz o kandydatach do adopcji i bierze ją pod uwagę.
3. Opiekun może złożyć wniosek o adopcję {zwierzecia}. Fundacja rozpatruje go na takich samych zasadach jak inne wnioski, z uwzględnieniem dotychczasowej opieki.
4. Opiekun umożliwia kandydatom wskazanym przez Fundację poznanie {zwierzecia} w uzgodnionym terminie.

# § 5. Czas trwania i rozwiązanie umowy
1. Umowa zostaje zawarta na czas nieoznaczony. Opieka tymczasowa nad zwierzęciem, które Opiekun wydał Fundacji albo osobie adoptującej wskazanej przez Fundację, kończy się z chwilą wydania.
2. Każda ze Stron może wypowiedzieć umowę z zachowaniem 14-dniowego okresu wypowiedzenia, w formie pisemnej albo elektronicznej.
3. Fundacja może rozwiązać umowę ze skutkiem natychmiastowym, jeżeli Opiekun zaniedbuje opiekę nad {zwierzeciem}, naraża je na cierpienie albo w inny sposób rażąco narusza umowę.
4. Po rozwiązaniu umowy Opiekun wydaje Fundacji {zwierze} w terminie i miejscu przez nią wskazanym, wraz z wyposażeniem, lekami i dokumentacją leczenia otrzymanymi od Fundacji.

# § 6. Dane osobowe
1. Administratorem danych osobowych Opiekuna jest Fundacja. Dane są przetwarzane w celu zawarcia i wykonania tej umowy (art. 6 ust. 1 lit. b RODO) oraz w celu kontaktu w sprawach zwierząt i dochodzenia roszczeń (art. 6 ust. 1 lit. f RODO): przez czas współpracy, a następnie do upływu terminu przedawnienia roszczeń.
2. Opiekun ma prawo dostępu do swoich danych, ich sprostowania, usunięcia lub ograniczenia przetwarzania, prawo sprzeciwu oraz prawo wniesienia skargi do Prezesa Urzędu Ochrony Danych Osobowych. Szczegóły opisuje polityka prywatności Fundacji; kontakt w sprawie danych: {kontakt}.

# § 7. Postanowienia końcowe
1. Umowę sporządzono w dwóch jednobrzmiących egzemplarzach, po jednym dla każdej ze Stron. Strony mogą ją zawrzeć także w formie elektronicznej, opatrując ją kwalifikowanymi podpisami elektronicznymi (art. 78¹ Kodeksu cywilnego).
2. Zmiany umowy wymagają formy pisemnej albo elektronicznej pod rygorem nieważności.
3. W sprawach nieuregulowanych stosuje się przepisy Kodeksu cywilnego, w szczególności o użyczeniu, oraz ustawy z dnia 21 sierpnia 1997 r. o ochronie zwierząt.
`;
