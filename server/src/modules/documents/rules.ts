import type { DocumentFacts } from './document-facts.js';
import { emailOf, foundationIdentity, missingDataNote, type DocumentDefinition } from './document-model.js';

/** The rules of adoption and of using the website (the statute on electronic services, art. 8). */
export function rules(facts: DocumentFacts): DocumentDefinition {
  const email = emailOf(facts);
  return {
    title: 'Regulamin adopcji i korzystania ze strony',
    subject: 'Zasady adopcji zwierząt i korzystania ze strony internetowej Fundacji',
    versionLine: 'Obowiązuje od dnia opublikowania na stronie internetowej Fundacji.',
    blocks: [
      ...missingDataNote(facts),
      { h: '§ 1. Postanowienia ogólne' },
      {
        ol: [
          `Regulamin określa zasady adopcji zwierząt, którymi opiekuje się ${foundationIdentity(facts)}, dalej: Fundacja, ` +
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
            'Po jej wysłaniu prosimy o przesłanie na adres ' + email + ' zdjęć przygotowanego wyposażenia ' +
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
          `Uwagi i reklamacje dotyczące adopcji lub działania Serwisu można zgłaszać na adres ${email}. ` +
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
}
