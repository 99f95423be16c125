#!/usr/bin/env node
/**
 * Generates the two PDF documents linked from the site footer:
 *
 *   resources/docs/polityka-prywatnosci.pdf   privacy policy (RODO / GDPR)
 *   resources/docs/regulamin.pdf              rules of adoption and of using the website
 *
 * Run from the repository root: `node resources/scripts/make-docs.mjs`.
 *
 * How they are made: `pdfkit` (root devDependency) lays out the texts below on A4 pages and embeds
 * subsets of the DejaVu Sans fonts, so every Polish letter (ą ć ę ł ń ó ś ź ż) is a real glyph in
 * the file and the PDFs display the same everywhere. The fonts come from Debian's
 * `fonts-dejavu-core` (`apt-get install -y fonts-dejavu-core`); another folder with DejaVuSans.ttf,
 * DejaVuSans-Bold.ttf and DejaVuSans-Oblique.ttf can be given in FONT_DIR. The generated PDFs are
 * committed; run this again after editing a text or the foundation's data in FOUNDATION.
 *
 * The numbers below are the same neutral placeholders as DEFAULT_SITE_CONFIG in shared/src/site.ts:
 * replace them with the foundation's real data (and its address) before publishing.
 */
import { createWriteStream, existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';

const FOUNDATION = {
  name: 'Fundacja Małe Łapki',
  email: 'kontakt@example.org',
  krs: '0000000000',
  nip: '000-000-00-00',
  regon: '000000000',
};
/** Date written into the PDF metadata (kept fixed so that re-running gives the same metadata). */
const ISSUED = new Date('2025-01-01T00:00:00Z');
const VERSION = 'Wersja 1.0. Obowiązuje od dnia opublikowania na stronie internetowej Fundacji.';

const here = dirname(fileURLToPath(import.meta.url));
const outDir = join(here, '..', 'docs');
const fontDir = process.env.FONT_DIR ?? '/usr/share/fonts/truetype/dejavu';
const FONTS = {
  regular: join(fontDir, 'DejaVuSans.ttf'),
  bold: join(fontDir, 'DejaVuSans-Bold.ttf'),
  italic: join(fontDir, 'DejaVuSans-Oblique.ttf'),
};
for (const file of Object.values(FONTS)) {
  if (!existsSync(file)) {
    console.error(`Missing font ${file}: run "apt-get install -y fonts-dejavu-core" or set FONT_DIR.`);
    process.exit(1);
  }
}

const F = FOUNDATION;
const ADMIN = `${F.name} (KRS ${F.krs}, NIP ${F.nip}, REGON ${F.regon})`;

/**
 * A document is a list of blocks:
 *   { h: 'Heading' }            section heading (kept together with what follows)
 *   { p: 'Text' }               justified paragraph
 *   { ol: ['...', '...'] }      numbered items (1., 2., ...) with a hanging indent
 *   { ul: ['...', '...'] }      bulleted items
 *   { note: 'Text' }            smaller italic paragraph
 */
const privacyPolicy = {
  file: 'polityka-prywatnosci.pdf',
  title: 'Polityka prywatności',
  subject: 'Zasady przetwarzania danych osobowych (RODO)',
  blocks: [
    {
      p:
        'Niniejsza polityka wyjaśnia, jakie dane osobowe zbieramy za pośrednictwem naszej strony internetowej ' +
        '(dalej: Serwis) oraz w związku z adopcją zwierząt, w jakim celu i na jakiej podstawie je przetwarzamy, ' +
        'jak długo je przechowujemy i jakie prawa Ci przysługują. Stosujemy rozporządzenie Parlamentu Europejskiego ' +
        'i Rady (UE) 2016/679 z dnia 27 kwietnia 2016 r. (ogólne rozporządzenie o ochronie danych, dalej: RODO).',
    },
    { h: '1. Administrator danych' },
    {
      p:
        `Administratorem Twoich danych osobowych jest ${ADMIN}, dalej: Fundacja. We wszystkich sprawach ` +
        `dotyczących danych osobowych możesz skontaktować się z nami pod adresem e-mail ${F.email} ` +
        'albo pisemnie na adres siedziby Fundacji ujawniony w Krajowym Rejestrze Sądowym.',
    },
    { h: '2. Jakie dane przetwarzamy' },
    {
      ul: [
        'Ankieta adopcyjna: imię, nazwisko, numer telefonu, adres e-mail, kod pocztowy i miejscowość, wybrane ' +
          'zwierzęta oraz odpowiedzi na pytania o warunki, w jakich zwierzę będzie mieszkać (np. wyposażenie, ' +
          'doświadczenie w opiece, inne zwierzęta w domu). Możemy poprosić o zdjęcia wyposażenia i karmy przesłane e-mailem.',
        'Umowa adopcyjna: dane potrzebne do jej zawarcia i wykonania, w tym adres zamieszkania zwierzęcia ' +
          'oraz informacje z wizyty przedadopcyjnej i poadopcyjnej.',
        'Formularz kontaktowy: imię i nazwisko, adres e-mail, numer telefonu (jeśli go podasz) i treść wiadomości.',
        'Korespondencja e-mail: adres e-mail, podpis i treść wiadomości, które do nas wysyłasz lub od nas otrzymujesz.',
        'Darowizny: dane z potwierdzenia przelewu (imię i nazwisko lub nazwa, numer rachunku, kwota, tytuł).',
        'Dane techniczne: adres IP, data i godzina wizyty, rodzaj przeglądarki, zapisywane w dziennikach serwera.',
      ],
    },
    {
      p:
        'Prosimy, aby w ankiecie, formularzach i oknie asystenta czatu nie podawać informacji o zdrowiu ani ' +
        'innych danych szczególnych kategorii, jeżeli nie są one konieczne. Treści wpisane do asystenta czatu ' +
        'służą wyłącznie do udzielenia odpowiedzi i nie są łączone z ankietą.',
    },
    { h: '3. Cele i podstawy prawne przetwarzania' },
    {
      ul: [
        'Rozpatrzenie ankiety adopcyjnej, kontakt w jej sprawie, rezerwacja zwierzęcia i wizyta przedadopcyjna: ' +
          'działania podejmowane na Twoje żądanie przed zawarciem umowy (art. 6 ust. 1 lit. b RODO) oraz nasz ' +
          'prawnie uzasadniony interes, jakim jest zapewnienie zwierzętom odpowiedzialnego domu (art. 6 ust. 1 lit. f RODO).',
        'Zawarcie i wykonanie umowy adopcyjnej, w tym kontakt poadopcyjny: art. 6 ust. 1 lit. b RODO, a w zakresie ' +
          'kontroli dobrostanu zwierzęcia także art. 6 ust. 1 lit. f RODO.',
        'Odpowiedź na wiadomość z formularza kontaktowego lub e-mail i prowadzenie korespondencji: prawnie ' +
          'uzasadniony interes Fundacji polegający na komunikacji z osobami, które się do nas zwracają ' +
          '(art. 6 ust. 1 lit. f RODO).',
        'Dane podane dobrowolnie ponad to, co konieczne (np. dodatkowe informacje lub zdjęcia): Twoja zgoda ' +
          '(art. 6 ust. 1 lit. a RODO), którą możesz w każdej chwili wycofać; wycofanie zgody nie wpływa na ' +
          'zgodność z prawem przetwarzania, którego dokonano przed jej wycofaniem.',
        'Rozliczanie darowizn i prowadzenie dokumentacji księgowej: obowiązek prawny (art. 6 ust. 1 lit. c RODO).',
        'Zapewnienie bezpieczeństwa Serwisu oraz ustalenie, dochodzenie lub obrona roszczeń: prawnie uzasadniony ' +
          'interes Fundacji (art. 6 ust. 1 lit. f RODO).',
      ],
    },
    {
      p:
        'Podanie danych jest dobrowolne, ale bez danych kontaktowych i odpowiedzi na pytania obowiązkowe nie ' +
        'możemy rozpatrzyć ankiety, a bez adresu e-mail nie możemy odpowiedzieć na wiadomość. Decyzje o adopcji ' +
        'podejmują wolontariusze Fundacji; nie podejmujemy decyzji w sposób zautomatyzowany i nie profilujemy.',
    },
    { h: '4. Jak długo przechowujemy dane' },
    {
      ul: [
        'Ankiety, które nie zakończyły się adopcją: 12 miesięcy od złożenia ankiety, abyśmy mogli wrócić do ' +
          'Twojego zgłoszenia przy kolejnych podopiecznych, chyba że wcześniej poprosisz o usunięcie.',
        'Ankieta i umowa adopcyjna zakończone adopcją: przez czas obowiązywania umowy, a potem do upływu ' +
          'terminów przedawnienia roszczeń (co do zasady 6 lat).',
        'Korespondencja i wiadomości z formularza kontaktowego: do 2 lat od zakończenia sprawy.',
        'Dokumentacja darowizn: 5 lat od końca roku, w którym darowizna została przekazana.',
        'Dzienniki serwera: do 90 dni.',
      ],
    },
    { h: '5. Komu przekazujemy dane' },
    {
      p:
        'Dane przetwarzają upoważnieni wolontariusze i członkowie zarządu Fundacji, zobowiązani do zachowania ' +
        'poufności. Dane mogą być powierzone podmiotom, które świadczą na rzecz Fundacji usługi na podstawie ' +
        'umów powierzenia: dostawcom hostingu i poczty elektronicznej, obsługi informatycznej, księgowości, ' +
        'a gdy asystent czatu korzysta z zewnętrznej usługi, jej dostawcy (tylko treść pytań wpisanych do ' +
        'czatu). Dane udostępniamy też organom publicznym, jeżeli wymagają tego przepisy prawa. Nie sprzedajemy ' +
        'danych i nie wykorzystujemy ich do celów marketingowych.',
    },
    {
      p:
        'Jeżeli dostawca usługi przetwarza dane poza Europejskim Obszarem Gospodarczym, przekazanie odbywa się ' +
        'na podstawie decyzji Komisji Europejskiej stwierdzającej odpowiedni stopień ochrony albo standardowych ' +
        'klauzul umownych (art. 45 i 46 RODO). Kopię zabezpieczeń udostępnimy na prośbę.',
    },
    { h: '6. Twoje prawa' },
    {
      p: 'W związku z przetwarzaniem Twoich danych masz prawo do:',
    },
    {
      ul: [
        'dostępu do danych i otrzymania ich kopii (art. 15 RODO);',
        'sprostowania danych nieprawidłowych lub uzupełnienia niekompletnych (art. 16 RODO);',
        'usunięcia danych (art. 17 RODO) i ograniczenia przetwarzania (art. 18 RODO);',
        'przenoszenia danych przetwarzanych na podstawie zgody lub umowy (art. 20 RODO);',
        'sprzeciwu wobec przetwarzania opartego na prawnie uzasadnionym interesie (art. 21 RODO);',
        'wycofania zgody w dowolnym momencie (art. 7 ust. 3 RODO);',
        'wniesienia skargi do Prezesa Urzędu Ochrony Danych Osobowych, ul. Stawki 2, 00-193 Warszawa.',
      ],
    },
    {
      p:
        `Aby skorzystać z praw, napisz na adres ${F.email}. Odpowiemy bez zbędnej zwłoki, nie później niż w ciągu ` +
        'miesiąca. Możemy poprosić o informacje potrzebne do potwierdzenia Twojej tożsamości.',
    },
    { h: '7. Pliki cookies i pamięć przeglądarki' },
    {
      p:
        'Serwis nie używa plików cookies analitycznych ani reklamowych. Korzystamy wyłącznie z mechanizmów ' +
        'niezbędnych do działania strony: pliku cookie sesji w panelu administracyjnym Fundacji oraz pamięci ' +
        'przeglądarki, w której zapamiętujemy np. ustawienia wyszukiwania zwierząt. Możesz je usunąć w ' +
        'ustawieniach przeglądarki. Linki do serwisów społecznościowych prowadzą do stron zewnętrznych, ' +
        'na których obowiązują polityki prywatności ich operatorów.',
    },
    { h: '8. Bezpieczeństwo i zmiany polityki' },
    {
      p:
        'Stosujemy środki techniczne i organizacyjne odpowiednie do ryzyka: szyfrowane połączenie z Serwisem, ' +
        'dostęp do panelu administracyjnego tylko dla upoważnionych osób z indywidualnym hasłem oraz regularne ' +
        'kopie zapasowe. O istotnych zmianach tej polityki poinformujemy w Serwisie; aktualna wersja jest ' +
        'zawsze dostępna w stopce strony.',
    },
  ],
};

const rules = {
  file: 'regulamin.pdf',
  title: 'Regulamin adopcji i korzystania ze strony',
  subject: 'Zasady adopcji zwierząt i korzystania ze strony internetowej Fundacji',
  blocks: [
    { h: '§ 1. Postanowienia ogólne' },
    {
      ol: [
        `Regulamin określa zasady adopcji zwierząt, którymi opiekuje się ${ADMIN}, dalej: Fundacja, ` +
          'oraz zasady korzystania ze strony internetowej Fundacji, dalej: Serwis. Jest regulaminem, o którym ' +
          'mowa w art. 8 ustawy z dnia 18 lipca 2002 r. o świadczeniu usług drogą elektroniczną.',
        'Fundacja pomaga małym zwierzętom: chomikom, świnkom morskim, królikom, myszom, szczurom, ' +
          'myszoskoczkom, szynszylom i żółwiom. Celem adopcji jest znalezienie dla nich odpowiedzialnych, ' +
          'stałych domów.',
        'Adoptującym może być osoba pełnoletnia. Osoba niepełnoletnia może przyjąć zwierzę wyłącznie wtedy, ' +
          'gdy umowę adopcyjną zawiera i odpowiedzialność za zwierzę przyjmuje jej rodzic lub opiekun prawny.',
      ],
    },
    { h: '§ 2. Ankieta adopcyjna' },
    {
      ol: [
        'Adopcja zaczyna się od wypełnienia ankiety adopcyjnej w Serwisie: dla wybranego zwierzęcia albo dla ' +
          'gatunku. Przed wypełnieniem ankiety prosimy o zapoznanie się z poradnikiem dotyczącym danego gatunku.',
        'Ankieta zawiera dane kontaktowe oraz pytania o warunki, jakie zwierzę będzie miało w nowym domu. ' +
          'Po jej wysłaniu prosimy o przesłanie na adres ' + F.email + ' zdjęć przygotowanego wyposażenia ' +
          '(klatki, terrarium lub wybiegu) i karmy.',
        'Wysłanie ankiety nie jest zawarciem umowy i nie gwarantuje adopcji. Fundacja kontaktuje się z ' +
          'osobą, która wysłała ankietę, zwykle w ciągu 7 dni.',
        'Po pozytywnej ocenie ankiety Fundacja może zarezerwować zwierzę na czas ustalony z adoptującym. ' +
          'W tym czasie zwierzę ma w Serwisie status „Zarezerwowany”.',
        'Fundacja może odmówić adopcji, w szczególności gdy warunki opisane w ankiecie lub widoczne na ' +
          'zdjęciach nie odpowiadają potrzebom gatunku, zwierzę miałoby być prezentem-niespodzianką, ' +
          'służyć rozmnażaniu albo być karmą dla innych zwierząt.',
      ],
    },
    { h: '§ 3. Wizyta przedadopcyjna' },
    {
      ol: [
        'Przed wydaniem zwierzęcia Fundacja może przeprowadzić wizytę przedadopcyjną: osobiście, przez ' +
          'wolontariusza, albo zdalnie (rozmowa wideo, zdjęcia). Wizytę można połączyć z przywiezieniem ' +
          'zwierzęcia do domu.',
        'Celem wizyty jest sprawdzenie przygotowanego miejsca i udzielenie porad. Zalecenia wolontariusza ' +
          'warto wprowadzić przed przyjazdem zwierzęcia.',
      ],
    },
    { h: '§ 4. Umowa adopcyjna' },
    {
      ol: [
        'Podpisanie umowy adopcyjnej jest obowiązkowe. Umowę zawiera się na piśmie przy przekazaniu ' +
          'zwierzęcia albo wcześniej w formie elektronicznej.',
        'Adoptujący zobowiązuje się w szczególności: zapewnić zwierzęciu warunki odpowiednie do potrzeb ' +
          'gatunku, właściwe żywienie i opiekę weterynaryjną; nie rozmnażać zwierzęcia; nie sprzedawać, nie ' +
          'oddawać ani nie przekazywać go osobom trzecim bez zgody Fundacji; informować Fundację o chorobie, ' +
          'śmierci lub zaginięciu zwierzęcia oraz o zmianie danych kontaktowych.',
        'Adoptujący wyraża zgodę na kontakt poadopcyjny: przesłanie zdjęć lub wizytę, o której termin ' +
          'Fundacja poprosi z wyprzedzeniem.',
        'W razie rażącego naruszenia umowy, w szczególności zaniedbania lub znęcania się nad zwierzęciem ' +
          'w rozumieniu ustawy z dnia 21 sierpnia 1997 r. o ochronie zwierząt, Fundacja może żądać zwrotu ' +
          'zwierzęcia i podjąć kroki przewidziane w przepisach.',
      ],
    },
    { h: '§ 5. Opłaty i darowizny' },
    {
      ol: [
        'Adopcja jest bezpłatna. Fundacja nie sprzedaje zwierząt.',
        'Adoptujący może przekazać dobrowolną darowiznę na cele statutowe Fundacji, np. leczenie i ' +
          'utrzymanie innych podopiecznych. Darowizna nie jest warunkiem adopcji i nie ma wpływu na ' +
          'decyzję o niej.',
        'Koszty wyposażenia i dalszej opieki nad zwierzęciem ponosi adoptujący.',
      ],
    },
    { h: '§ 6. Transport i odbiór zwierzęcia' },
    {
      p:
        'Sposób przekazania zwierzęcia ustala się indywidualnie. Możliwe są: bezpłatny transport grzecznościowy ' +
        'wolontariuszy, przejazd współdzielony, odbiór osobisty albo wizyta przedadopcyjna połączona z ' +
        'przywiezieniem zwierzęcia do domu. Zwierzę przewozi się w bezpiecznym, zamkniętym transporterze.',
    },
    { h: '§ 7. Zwrot zwierzęcia' },
    {
      ol: [
        'Jeżeli adoptujący nie może dalej opiekować się zwierzęciem, zwraca je Fundacji. Zwrot jest bezpłatny; ' +
          'prosimy o kontakt z wyprzedzeniem, abyśmy mogli zapewnić zwierzęciu miejsce.',
        'Jeżeli w ciągu pierwszych 14 dni okaże się, że adopcja się nie sprawdza, zwierzę można zwrócić bez ' +
          'podawania przyczyny. Nie wpływa to na możliwość kolejnej adopcji w przyszłości.',
        'Zwierzęcia nie wolno porzucać, sprzedawać ani oddawać innym osobom zamiast zwrotu do Fundacji. ' +
          'Przekazane darowizny nie podlegają zwrotowi.',
      ],
    },
    { h: '§ 8. Korzystanie ze strony internetowej' },
    {
      ol: [
        'Korzystanie z Serwisu jest bezpłatne i nie wymaga zakładania konta. Wystarczy urządzenie z dostępem ' +
          'do internetu i aktualna przeglądarka internetowa z włączoną obsługą JavaScript.',
        'Za pośrednictwem Serwisu Fundacja świadczy usługi: przeglądania informacji o zwierzętach, przesyłania ' +
          'ankiety adopcyjnej, wysyłania wiadomości przez formularz kontaktowy oraz korzystania z asystenta czatu. ' +
          'Umowa o świadczenie tych usług zostaje zawarta z chwilą rozpoczęcia korzystania z nich i rozwiązuje ' +
          'się z chwilą opuszczenia Serwisu.',
        'Zabronione jest przesyłanie treści bezprawnych, obraźliwych lub wprowadzających w błąd, podawanie ' +
          'cudzych danych oraz działania zakłócające pracę Serwisu.',
        'Asystent czatu udziela automatycznych odpowiedzi o charakterze informacyjnym. Odpowiedzi mogą być ' +
          'niepełne i nie zastępują porady lekarza weterynarii ani ustaleń z wolontariuszem Fundacji.',
        'Teksty i zdjęcia w Serwisie są chronione prawem autorskim. Zachęcamy do udostępniania ogłoszeń ' +
          'o zwierzętach z linkiem do Serwisu; inne wykorzystanie wymaga zgody Fundacji.',
      ],
    },
    { h: '§ 9. Uwagi i reklamacje' },
    {
      p:
        `Uwagi i reklamacje dotyczące adopcji lub działania Serwisu można zgłaszać na adres ${F.email}. ` +
        'Fundacja odpowiada na nie w ciągu 14 dni od otrzymania.',
    },
    { h: '§ 10. Postanowienia końcowe' },
    {
      ol: [
        'Zasady przetwarzania danych osobowych opisuje Polityka prywatności dostępna w stopce Serwisu.',
        'W sprawach adopcji pierwszeństwo mają postanowienia umowy adopcyjnej zawartej z adoptującym.',
        'W sprawach nieuregulowanych stosuje się przepisy prawa polskiego, w szczególności Kodeksu cywilnego.',
        'Fundacja może zmienić regulamin z ważnych przyczyn (zmiana przepisów, zakresu usług). Zmiana nie ' +
          'dotyczy umów adopcyjnych zawartych wcześniej.',
      ],
    },
  ],
};

// Layout -------------------------------------------------------------------------------------------

/**
 * Polish typesetting custom: a one-letter word (a, i, o, u, w, z) never ends a line, and an
 * abbreviation or number stays with what follows (art. 6, ust. 1, § 4, 14 dni). A no-break space
 * (U+00A0) glues them; the line breaker treats it as a non-breaking character.
 */
function typeset(text) {
  return text
    .replace(/(^|[\s(„])([aiouwzAIOUWZ]) /g, '$1$2\u00A0')
    .replace(/(^|[\s(„])([aiouwzAIOUWZ]) /g, '$1$2\u00A0') // again for runs such as "i w"
    .replace(/\b(art\.|ust\.|lit\.|np\.|ul\.|§|KRS|NIP|REGON) /g, '$1\u00A0')
    .replace(/(\d) (?=[\p{L}\d])/gu, '$1\u00A0');
}

const COLOR = { text: '#222222', accent: '#c85a26', muted: '#6b6b6b', rule: '#e2c9b6' };
const MARGIN = { top: 64, bottom: 64, left: 64, right: 64 };
const BODY = 9.5;
const GAP = 3; // extra leading between lines

function makePdf(docDef) {
  const doc = new PDFDocument({
    size: 'A4',
    margins: MARGIN,
    bufferPages: true,
    lang: 'pl-PL',
    displayTitle: true,
    pdfVersion: '1.7',
    info: {
      Title: docDef.title,
      Subject: docDef.subject,
      Author: F.name,
      Creator: 'resources/scripts/make-docs.mjs',
      Producer: 'PDFKit',
      CreationDate: ISSUED,
      ModDate: ISSUED,
    },
  });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  doc.registerFont('italic', FONTS.italic);

  const left = MARGIN.left;
  const width = doc.page.width - MARGIN.left - MARGIN.right;
  const bottom = () => doc.page.height - MARGIN.bottom;
  const lineHeight = () => doc.currentLineHeight(true) + GAP;
  /** Starts a new page unless `lines` lines still fit, so headings and list numbers are never orphaned. */
  const keep = (lines) => {
    if (doc.y + lines * lineHeight() > bottom()) doc.addPage();
  };

  // Title block
  doc.font('bold').fontSize(9).fillColor(COLOR.accent).text(F.name.toUpperCase(), left, MARGIN.top, { characterSpacing: 1 });
  doc.moveDown(0.3);
  let titleSize = 20;
  while (doc.font('bold').fontSize(titleSize).widthOfString(docDef.title) > width) titleSize -= 0.5;
  doc.fillColor(COLOR.text).text(docDef.title, { width });
  doc.moveDown(0.2);
  doc.font('italic').fontSize(8.5).fillColor(COLOR.muted).text(VERSION, { width });
  doc.moveDown(0.6);
  doc.moveTo(left, doc.y).lineTo(left + width, doc.y).lineWidth(1).strokeColor(COLOR.rule).stroke();
  doc.moveDown(0.8);

  const paragraph = (text, options = {}) => {
    text = typeset(text);
    doc.font('regular').fontSize(BODY).fillColor(COLOR.text);
    keep(2);
    doc.text(text, left, doc.y, { width, align: 'justify', lineGap: GAP, ...options });
    doc.moveDown(0.5);
  };
  const items = (list, marker) => {
    doc.font('regular').fontSize(BODY).fillColor(COLOR.text);
    const indent = 16;
    list.forEach((text, n) => {
      keep(2);
      const y = doc.y;
      doc.text(marker(n), left, y, { width: indent, lineBreak: false });
      doc.text(typeset(text), left + indent, y, { width: width - indent, align: 'justify', lineGap: GAP });
      doc.moveDown(0.3);
    });
    doc.moveDown(0.2);
  };

  for (const block of docDef.blocks) {
    if ('h' in block) {
      doc.moveDown(0.3);
      doc.font('bold').fontSize(11);
      keep(4);
      doc.fillColor(COLOR.accent).text(block.h, left, doc.y, { width });
      doc.moveDown(0.35);
    } else if ('p' in block) {
      paragraph(block.p);
    } else if ('ol' in block) {
      items(block.ol, (n) => `${n + 1}.`);
    } else if ('ul' in block) {
      items(block.ul, () => '•');
    }
  }

  // Footer with page numbers, written after layout so the total is known.
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const y = doc.page.height - MARGIN.bottom + 24;
    doc.page.margins.bottom = 0; // writing inside the bottom margin must not open a new page
    doc.font('regular').fontSize(7.5).fillColor(COLOR.muted);
    doc.text(`${F.name} · ${docDef.title}`, left, y, { width, align: 'left', lineBreak: false });
    doc.text(`Strona ${i + 1} z ${range.count}`, left, y, { width, align: 'right', lineBreak: false });
    doc.page.margins.bottom = MARGIN.bottom;
  }
  doc.flushPages();

  const path = join(outDir, docDef.file);
  return new Promise((resolve, reject) => {
    const out = createWriteStream(path);
    out.on('finish', () => resolve({ path, pages: range.count }));
    out.on('error', reject);
    doc.pipe(out);
    doc.end();
  });
}

await mkdir(outDir, { recursive: true });
for (const def of [privacyPolicy, rules]) {
  const { path, pages } = await makePdf(def);
  console.log(`${path}: ${pages} page(s)`);
}
