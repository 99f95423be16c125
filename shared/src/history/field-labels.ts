/**
 * How a timeline names the fields of a recorded change ("stan: Nowa → Z rezerwacją"). Keep the
 * keys in alphabetical order: several areas add their own. A field without one shows its key.
 */
export const HISTORY_FIELD_LABELS: Readonly<Record<string, string>> = {
  address: 'adres',
  bankAccount: 'numer konta',
  city: 'miejscowość',
  data_urodzenia: 'data urodzenia',
  email: 'e-mail',
  facebookUrl: 'Facebook',
  firstName: 'imię',
  gatunek: 'gatunek',
  imie: 'imię',
  instagramUrl: 'Instagram',
  krs: 'KRS',
  lastName: 'nazwisko',
  name: 'nazwa',
  nip: 'NIP',
  opis: 'opis',
  phone: 'telefon',
  plec: 'płeć',
  requireTwoFactor: 'weryfikacja dwuetapowa wymagana od wszystkich',
  regon: 'REGON',
  selected: 'wybrany w ankiecie',
  selection: 'wybór zwierząt',
  stan_zdrowia: 'stan zdrowia',
  state: 'stan ankiety',
  status: 'status',
  TM: 'za Tęczowym Mostem',
  wykastrowany: 'wykastrowany',
  zip: 'kod pocztowy',
};

export function historyFieldLabel(field: string): string {
  return HISTORY_FIELD_LABELS[field] ?? field;
}
