/** Polish texts of the foster-home module (issue 33): one source for the server and the pages. */
export const FOSTER_MESSAGES = {
  applicationSent: 'Dziękujemy! Twoje zgłoszenie dotarło do fundacji. Potwierdzenie wysłaliśmy na Twój adres e-mail, a koordynator odezwie się w ciągu kilku dni.',
  firstNameRequired: 'Podaj imię.',
  lastNameRequired: 'Podaj nazwisko.',
  postcodeInvalid: 'Podaj kod pocztowy w formacie 00-000.',
  cityRequired: 'Podaj miejscowość.',
  speciesRequired: 'Zaznacz co najmniej jeden gatunek.',
  speciesInvalid: 'Wybierz gatunki z listy.',
  capacityInvalid: 'Podaj, ile zwierzaków naraz możesz przyjąć (od 1 do 20).',
  consentRequired: 'Zaznacz zgodę na przetwarzanie danych, abyśmy mogli odpowiedzieć na zgłoszenie.',
  rateLimited: 'Wysłano już kilka zgłoszeń z tego adresu. Spróbuj ponownie za godzinę albo napisz do nas przez formularz kontaktowy.',
  /** Per e-mail address: a few a day are a person correcting themselves, more is a script. */
  applicationEmailLimited:
    'Z tego adresu e-mail wysłano dziś już kilka zgłoszeń – dotarły do nas i koordynator odezwie się w ciągu kilku dni. Jeśli chcesz coś dopisać, napisz do nas przez formularz kontaktowy.',
  applicationInvalid: 'Nie udało się wysłać zgłoszenia. Popraw zaznaczone pola.',
  applicationSendFailed: 'Nie udało się wysłać zgłoszenia – sprawdź połączenie z internetem i spróbuj ponownie. Wpisane dane zostały w formularzu.',
  applicationSubmitting: 'Wysyłanie…',
  applicationNotFound: 'Nie ma takiego zgłoszenia.',
  applicationDecided: 'To zgłoszenie zostało już rozpatrzone.',
  accepted: 'Przyjęto zgłoszenie. Dom tymczasowy jest na liście.',
  declineReasonRequired: 'Podaj powód odmowy (zobaczy go tylko zespół fundacji).',
  declined: 'Odrzucono zgłoszenie.',
  homeNotFound: 'Nie ma takiego domu tymczasowego.',
  homeSaved: 'Zapisano dom tymczasowy.',
  homeInactive: 'Ten dom tymczasowy nie jest już aktywny.',
  noEmail: 'Ten dom tymczasowy nie ma adresu e-mail – uzupełnij go, aby wysłać link.',
  linkSent: 'Wysłano nowy link opiekunowi. Poprzedni link przestał działać.',
  linkRevoked: 'Link opiekuna został unieważniony.',
  periodInvalid: 'Podaj daty od i do (data końca nie może być wcześniejsza niż początku).',
  placementDateInvalid: 'Podaj datę przeniesienia.',
  placementSaved: 'Zapisano, gdzie mieszka zwierzak.',
  placementSame: 'Zwierzak już tam mieszka.',
  placementNeedsConfirmation: 'To przeniesienie wymaga potwierdzenia.',
  placementInFuture: 'Data przeniesienia nie może być późniejsza niż dziś.',
  placementBeforeLast: 'Data przeniesienia nie może być wcześniejsza niż poprzedniego przeniesienia.',
  warningCapacity: (count: number, capacity: number) => `Ten dom ma już ${count} z ${capacity} zwierzaków, na które jest miejsce.`,
  warningUnavailable: (from: string, to: string) => `Ten dom nie może przyjmować zwierzaków od ${from} do ${to}.`,
  warningSpecies: (species: string) => `Ten dom nie przyjmuje gatunku: ${species}.`,
  warningInactive: 'Ten dom tymczasowy jest nieaktywny.',
  // The carer's page.
  linkInvalid: 'Ten link jest nieprawidłowy albo wygasł. Poproś koordynatora fundacji o nowy link – napisz do nas przez formularz kontaktowy.',
  animalNotYours: 'Ten zwierzak nie jest pod Twoją opieką.',
  weightSaved: 'Zapisano wagę.',
  noteSaved: 'Dziękujemy! Koordynator zobaczy Twoją notatkę.',
  problemSaved: 'Zgłoszenie wysłane. Koordynator zobaczy je jeszcze dziś – jeśli to pilne, zadzwoń do fundacji.',
  noteRequired: 'Napisz kilka słów.',
  photosSaved: (count: number) => (count === 1 ? 'Wysłano zdjęcie. Pojawi się w galerii, gdy zatwierdzi je fundacja.' : `Wysłano zdjęcia (${count}). Pojawią się w galerii, gdy zatwierdzi je fundacja.`),
  photoApproved: 'Zdjęcie dołączono do galerii zwierzaka.',
  photoRejected: 'Zdjęcie odrzucono.',
  erased: 'Usunięto dane osobowe. Zostały tylko daty pobytu zwierzaków, bez danych opiekuna.',
  applicationErased: 'Usunięto zgłoszenie i dane osobowe zgłaszającego.',
  eraseAnimalsFirst: (count: number) =>
    count === 1
      ? 'W tym domu mieszka jeszcze zwierzak. Najpierw przenieś go w edycji zwierzaka (zakładka „Gdzie mieszka”).'
      : `W tym domu są jeszcze zwierzaki (${count}). Najpierw przenieś je w edycji zwierzaka (zakładka „Gdzie mieszka”).`,
  photoNotFound: 'Nie ma takiego zdjęcia do zatwierdzenia.',
  portalRateLimited: 'Za dużo zapisów w krótkim czasie. Spróbuj ponownie za kilka minut.',
} as const;

/** Where the carer lives, as staff name the home in lists: "Anna Kowalska (Kraków)". */
export function fosterHomeName(home: { firstName: string; lastName: string; city: string }): string {
  const name = `${home.firstName} ${home.lastName}`.trim();
  return home.city ? `${name} (${home.city})` : name;
}

/** "w fundacji" or the home's name: where an animal lives. */
export const IN_FOUNDATION_LABEL = 'w fundacji';
