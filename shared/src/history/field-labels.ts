/**
 * How a timeline names the fields of a recorded change ("stan: Nowa → Z rezerwacją"). Keep the
 * keys in alphabetical order: several areas add their own. A field without one shows its key.
 */
export const HISTORY_FIELD_LABELS: Readonly<Record<string, string>> = {
  address: 'adres',
  bankAccount: 'numer konta',
  city: 'miejscowość',
  data: 'data',
  data_przyjecia: 'data przyjęcia',
  data_urodzenia: 'data urodzenia',
  co_ile_godzin: 'podawać co (godz.)',
  data_urodzenia_dokladnosc: 'dokładność daty urodzenia',
  email: 'e-mail',
  facebookUrl: 'Facebook',
  firstName: 'imię',
  gatunek: 'gatunek',
  identyfikator: 'identyfikator (chip, obrączka, tatuaż)',
  imie: 'imię',
  instagramUrl: 'Instagram',
  koszt: 'koszt',
  kuracja_do: 'kuracja do',
  krs: 'KRS',
  lastName: 'nazwisko',
  lecznica: 'lecznica',
  name: 'nazwa',
  nastepny_termin: 'następny termin',
  nip: 'NIP',
  okolicznosci_przyjecia: 'okoliczności przyjęcia',
  opis: 'opis',
  opis_wpisu: 'opis',
  phone: 'telefon',
  plec: 'płeć',
  regon: 'REGON',
  requireTwoFactor: 'weryfikacja dwuetapowa wymagana od wszystkich',
  rodzaj: 'rodzaj wpisu',
  selected: 'wybrany w ankiecie',
  selection: 'wybór zwierząt',
  stan_zdrowia: 'stan zdrowia',
  state: 'stan ankiety',
  status: 'status',
  taskDigestHour: 'codzienny e-mail z zadaniami',
  TM: 'za Tęczowym Mostem',
  uwagi: 'uwagi',
  waga_g: 'waga (g)',
  wykastrowany: 'wykastrowany',
  zip: 'kod pocztowy',
  zrodlo_przyjecia: 'źródło przyjęcia',
};

export function historyFieldLabel(field: string): string {
  return HISTORY_FIELD_LABELS[field] ?? field;
}
