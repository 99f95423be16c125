import { ALERT_PENDING_DAYS, countedNoun, LIMITS, MONTH_NOUN } from '@pets/shared';
import type { DocumentFacts } from './document-facts.js';
import { emailOf, foundationIdentity, missingDataNote, polishDate, type DocumentBlock, type DocumentDefinition } from './document-model.js';

/**
 * The privacy policy (RODO / GDPR, art. 13), true to what this installation does: the forms'
 * fields as they are (the contact phone is required), the survey's legal basis (steps before a
 * contract and legitimate interest, not consent), addresses kept in the rate-limit counters, the
 * configured retention periods, the new-animal alerts (the one processing based on consent), and the
 * chat provider and Facebook images only when they are on.
 */
export function privacyPolicy(facts: DocumentFacts): DocumentDefinition {
  const email = emailOf(facts);
  const { retention } = facts;
  const chat = facts.chatProvider;
  const chatRecipient =
    chat?.kind === 'openai' ? 'OpenAI, dostawcy usługi modelu językowego z siedzibą w Stanach Zjednoczonych (USA)' : `dostawcy usługi modelu językowego (${chat?.host ?? ''})`;

  const blocks: DocumentBlock[] = [
    ...missingDataNote(facts),
    {
      p:
        'Niniejsza polityka wyjaśnia, jakie dane osobowe zbieramy za pośrednictwem naszej strony internetowej ' +
        '(dalej: Serwis) oraz w związku z adopcją zwierząt, w jakim celu i na jakiej podstawie je przetwarzamy, ' +
        'jak długo je przechowujemy, komu je przekazujemy i jakie prawa Ci przysługują. Stosujemy rozporządzenie ' +
        'Parlamentu Europejskiego i Rady (UE) 2016/679 z dnia 27 kwietnia 2016 r. (ogólne rozporządzenie o ochronie ' +
        'danych, dalej: RODO).',
    },
    { h: '1. Administrator danych' },
    {
      p:
        `Administratorem Twoich danych osobowych jest ${foundationIdentity(facts)}, dalej: Fundacja. We wszystkich ` +
        `sprawach dotyczących danych osobowych możesz skontaktować się z nami pod adresem e-mail ${email} albo ` +
        (facts.address ? `pisemnie na adres: ${facts.address}.` : 'pisemnie na adres siedziby Fundacji ujawniony w Krajowym Rejestrze Sądowym.'),
    },
    { h: '2. Jakie dane przetwarzamy' },
    {
      ul: [
        'Ankieta adopcyjna: imię, nazwisko, numer telefonu, adres e-mail, kod pocztowy i miejscowość, wybrane ' +
          'zwierzęta oraz odpowiedzi na pytania o warunki, w jakich zwierzę będzie mieszkać (np. wyposażenie, ' +
          'doświadczenie w opiece, inne zwierzęta w domu), a także data wysłania ankiety i wersja polityki ' +
          'prywatności, z którą się zapoznałeś lub zapoznałaś. Możemy poprosić o zdjęcia wyposażenia i karmy przesłane e-mailem.',
        'Umowa adopcyjna: dane potrzebne do jej zawarcia i wykonania, w tym adres, pod którym zamieszka zwierzę, ' +
          'oraz informacje z wizyty przedadopcyjnej i poadopcyjnej.',
        'Zgłoszenie na dom tymczasowy i współpraca z domem tymczasowym: imię, nazwisko, adres e-mail, numer ' +
          'telefonu, kod pocztowy i miejscowość, gatunki i liczba zwierząt, które możesz przyjąć, opis doświadczenia, ' +
          'warunków w domu i innych zwierząt, terminy, w których nie możesz przyjmować zwierząt, data zgłoszenia ' +
          'i wersja polityki prywatności, z którą się zapoznałeś lub zapoznałaś; po przyjęciu zgłoszenia także ' +
          'notatki koordynatora, przeniesienia zwierząt, wagi, notatki, zdjęcia i zgłoszenia, które dodajesz na swojej ' +
          'stronie, przypomnienia, które Ci wysłaliśmy, oraz umowa z domem tymczasowym.',
        'Formularz kontaktowy: imię i nazwisko, adres e-mail, numer telefonu (pole obowiązkowe: oddzwaniamy, gdy ' +
          'sprawa tego wymaga) i treść wiadomości.',
        'Korespondencja e-mail: adres e-mail, podpis i treść wiadomości, które do nas wysyłasz lub od nas otrzymujesz.',
        'Powiadomienia o nowych zwierzakach: adres e-mail, wybrane gatunki, data udzielenia zgody z wersją polityki ' +
          'prywatności, z którą się zapoznałeś lub zapoznałaś, data potwierdzenia zapisu i data ostatniego powiadomienia.',
        'Darowizny: dane z potwierdzenia przelewu (imię i nazwisko lub nazwa, numer rachunku, kwota, tytuł).',
        'Adres IP: zapisujemy go w tabeli liczników, które ograniczają liczbę ankiet, wiadomości, pytań do ' +
          'asystenta czatu i prób logowania wysyłanych z jednego adresu w danym czasie. Liczniki chronią Serwis ' +
          'przed spamem i atakami; nie łączymy ich z treścią ankiet ani wiadomości.',
        chat
          ? 'Asystent czatu: treść pytań i odpowiedzi. Serwis nie zapisuje rozmów; ostatnie wiadomości przekazuje ' +
            'dostawcy usługi opisanemu w punkcie 5.'
          : 'Asystent czatu: treść pytań. Odpowiedzi przygotowuje sam Serwis, który nie zapisuje rozmów.',
      ],
    },
    {
      p:
        'Prosimy, aby w ankiecie, formularzu kontaktowym i oknie asystenta czatu nie podawać informacji o zdrowiu ' +
        'ani innych danych szczególnych kategorii (art. 9 RODO). Nie są nam potrzebne do adopcji.',
    },
    { h: '3. Cele i podstawy prawne przetwarzania' },
    {
      ul: [
        'Rozpatrzenie ankiety adopcyjnej, kontakt w jej sprawie, rezerwacja zwierzęcia i wizyta przedadopcyjna: ' +
          'działania podejmowane na Twoje żądanie przed zawarciem umowy adopcyjnej (art. 6 ust. 1 lit. b RODO) ' +
          'oraz prawnie uzasadniony interes Fundacji, jakim jest zapewnienie zwierzętom odpowiedzialnego domu ' +
          '(art. 6 ust. 1 lit. f RODO).',
        'Zawarcie i wykonanie umowy adopcyjnej, w tym kontakt poadopcyjny: art. 6 ust. 1 lit. b RODO, a w zakresie ' +
          'kontroli dobrostanu zwierzęcia także art. 6 ust. 1 lit. f RODO.',
        'Rozpatrzenie zgłoszenia na dom tymczasowy: działania podejmowane na Twoje żądanie przed zawarciem umowy ' +
          '(art. 6 ust. 1 lit. b RODO); współpraca z domem tymczasowym, w tym przypomnienia o opiece nad ' +
          'podopiecznymi: wykonanie umowy (art. 6 ust. 1 lit. b RODO) i prawnie uzasadniony interes Fundacji, ' +
          'jakim jest opieka nad jej zwierzętami (art. 6 ust. 1 lit. f RODO).',
        'Odpowiedź na wiadomość z formularza kontaktowego lub e-mail i prowadzenie korespondencji: prawnie ' +
          'uzasadniony interes Fundacji polegający na komunikacji z osobami, które się do nas zwracają ' +
          '(art. 6 ust. 1 lit. f RODO).',
        'Wysyłanie powiadomień o nowych zwierzakach do adopcji z wybranych gatunków (najwyżej jeden e-mail dziennie): ' +
          'Twoja zgoda (art. 6 ust. 1 lit. a RODO), potwierdzona kliknięciem w link z e-maila.',
        'Ochrona Serwisu przed nadużyciami (liczniki z adresami IP), zapewnienie jego bezpieczeństwa oraz ustalenie, ' +
          'dochodzenie lub obrona roszczeń: prawnie uzasadniony interes Fundacji (art. 6 ust. 1 lit. f RODO).',
        ...(chat
          ? [
              'Odpowiedzi asystenta czatu na Twoje pytania: prawnie uzasadniony interes Fundacji polegający na ' +
                'udzielaniu informacji o adopcji i opiece nad zwierzętami (art. 6 ust. 1 lit. f RODO).',
            ]
          : []),
        'Rozliczanie darowizn i prowadzenie dokumentacji księgowej: obowiązek prawny (art. 6 ust. 1 lit. c RODO).',
      ],
    },
    {
      p:
        'Pole wyboru w ankiecie adopcyjnej i w formularzu kontaktowym służy potwierdzeniu, że zapoznałeś lub ' +
        'zapoznałaś się z tą polityką. Nie opieramy przetwarzania na zgodzie (art. 6 ust. 1 lit. a RODO): ' +
        'podstawy prawne są wymienione powyżej. Jedynym wyjątkiem są powiadomienia o nowych zwierzakach: wysyłamy ' +
        'je tylko za Twoją zgodą, którą możesz w każdej chwili wycofać linkiem w każdym powiadomieniu; wycofanie ' +
        'zgody nie wpływa na zgodność z prawem wysyłki sprzed jej wycofania.',
    },
    {
      p:
        'Podanie danych jest dobrowolne, ale bez danych kontaktowych i odpowiedzi na pytania obowiązkowe nie ' +
        'możemy rozpatrzyć ankiety, a bez adresu e-mail i numeru telefonu nie przyjmiemy wiadomości z formularza ' +
        'kontaktowego. Decyzje o adopcji podejmują wolontariusze Fundacji; nie podejmujemy decyzji w sposób ' +
        'zautomatyzowany i nie profilujemy.',
    },
    { h: '4. Jak długo przechowujemy dane' },
    {
      ul: [
        `Ankiety, które nie zakończyły się adopcją: ${months(retention.surveyMonths)} od wysłania ankiety; potem ` +
          'dane kontaktowe i odpowiedzi są anonimizowane.',
        'Ankieta i umowa adopcyjna zakończone adopcją: przez czas obowiązywania umowy, a potem do upływu ' +
          'terminów przedawnienia roszczeń (co do zasady 6 lat).',
        'Zgłoszenie na dom tymczasowy, którego nie przyjęliśmy: 6 miesięcy od decyzji; potem je usuwamy.',
        'Dane domu tymczasowego: przez czas współpracy i 24 miesiące od jej zakończenia; potem je usuwamy, a przy ' +
          'zwierzętach zostają tylko daty ich pobytu, bez danych opiekuna.',
        `Wiadomości z formularza kontaktowego: ${months(retention.contactMonths)} od ich otrzymania; potem są anonimizowane.`,
        `Treść e-maili wysłanych z Serwisu: ${days(retention.sentMailDays)} od wysłania; potem Serwis usuwa ją z kolejki wysyłki.`,
        `Zapis na powiadomienia o nowych zwierzakach: do wypisania się (link w każdym powiadomieniu). Zapis, którego ` +
          `nie potwierdzisz linkiem z e-maila, usuwamy po upływie ${days(ALERT_PENDING_DAYS)}.`,
        'Adresy IP w licznikach ochrony przed nadużyciami: wpis wygasa najpóźniej po 24 godzinach i jest wtedy usuwany.',
        'Dokumentacja darowizn: 5 lat od końca roku, w którym darowizna została przekazana.',
      ],
    },
    {
      p: 'Jeżeli wcześniej skorzystasz z prawa do usunięcia danych, usuniemy je lub zanonimizujemy bez czekania na te terminy.',
    },
    { h: '5. Komu przekazujemy dane' },
    {
      p:
        'Dane przetwarzają upoważnieni wolontariusze i członkowie zarządu Fundacji, zobowiązani do zachowania ' +
        'poufności. Dane mogą być powierzone podmiotom, które świadczą na rzecz Fundacji usługi na podstawie ' +
        'umów powierzenia: dostawcom hostingu i poczty elektronicznej, obsługi informatycznej i księgowości. ' +
        'Dane udostępniamy też organom publicznym, jeżeli wymagają tego przepisy prawa. Nie sprzedajemy danych ' +
        'i nie wykorzystujemy ich do celów marketingowych.',
    },
    ...(chat
      ? [
          {
            p:
              `Asystent czatu: gdy zadajesz pytanie, Serwis przesyła je wraz z Twoimi wcześniejszymi pytaniami spośród ` +
              `${LIMITS.chatHistoryLength} ostatnich wiadomości rozmowy (bez odpowiedzi asystenta) do ${chatRecipient}, ` +
              'który przygotowuje odpowiedź. ' +
              'Cel: odpowiedź na Twoje pytanie; podstawa: art. 6 ust. 1 lit. f RODO. Dostawca przechowuje te ' +
              'wiadomości przez okres określony w swoich zasadach (m.in. w celu wykrywania nadużyć). Nie wpisuj ' +
              'do czatu danych, które pozwalają Cię zidentyfikować.',
          },
        ]
      : []),
    ...(chat?.kind === 'openai'
      ? [
          {
            p:
              'Przekazanie danych do USA odbywa się na podstawie decyzji Komisji Europejskiej stwierdzającej ' +
              'odpowiedni stopień ochrony w ramach EU-US Data Privacy Framework albo standardowych klauzul ' +
              'umownych (art. 45 i 46 RODO). Kopię zabezpieczeń udostępnimy na prośbę.',
          },
        ]
      : []),
    ...(facts.facebookPosts
      ? [
          {
            p:
              'Na stronie głównej pokazujemy najnowszy wpis z profilu Fundacji na Facebooku. Jego zdjęcie Twoja ' +
              'przeglądarka pobiera bezpośrednio z serwerów Meta Platforms Ireland Limited, która otrzymuje przy ' +
              'tym Twój adres IP i informacje o przeglądarce. Zasady przetwarzania tych danych określa polityka ' +
              'prywatności Meta.',
          },
        ]
      : []),
    { h: '6. Twoje prawa' },
    { p: 'W związku z przetwarzaniem Twoich danych masz prawo do:' },
    {
      ul: [
        'dostępu do danych i otrzymania ich kopii (art. 15 RODO);',
        'sprostowania danych nieprawidłowych lub uzupełnienia niekompletnych (art. 16 RODO);',
        'usunięcia danych (art. 17 RODO);',
        'ograniczenia przetwarzania (art. 18 RODO);',
        'przenoszenia danych, które przetwarzamy w związku z ankietą i umową adopcyjną oraz na podstawie zgody (art. 20 RODO);',
        'wycofania zgody na powiadomienia o nowych zwierzakach w dowolnym momencie (art. 7 ust. 3 RODO);',
        'sprzeciwu wobec przetwarzania opartego na prawnie uzasadnionym interesie Fundacji (art. 21 RODO);',
        'wniesienia skargi do organu nadzorczego: Prezesa Urzędu Ochrony Danych Osobowych, ul. Stawki 2, 00-193 Warszawa.',
      ],
    },
    {
      p:
        `Aby skorzystać z praw, napisz na adres ${email}` +
        (facts.address ? ` albo na adres: ${facts.address}. ` : '. ') +
        'Odpowiemy bez zbędnej zwłoki, nie później niż w ciągu miesiąca. Możemy poprosić o informacje potrzebne ' +
        'do potwierdzenia Twojej tożsamości.',
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
  ];

  return {
    title: 'Polityka prywatności',
    subject: 'Zasady przetwarzania danych osobowych (RODO)',
    versionLine: `Wersja ${facts.version}. Obowiązuje od ${polishDate(facts.version)}`,
    blocks,
  };
}

/** 12 -> '12 miesięcy', 1 -> '1 miesiąc', 24 -> '24 miesiące'. */
function months(count: number): string {
  return countedNoun(count, MONTH_NOUN);
}

function days(count: number): string {
  return `${count} ${count === 1 ? 'dzień' : 'dni'}`;
}
