/**
 * A survey's contact data against the stored adopter it matches. A public survey never changes a
 * stored adopter (their data belongs to staff); where the two differ, the admin survey modal shows
 * the difference and staff may apply the survey's data with one click (recorded in the history).
 */

/** The compared fields, in the order the modal lists them. */
export const SURVEY_CONTACT_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'zip', 'city'] as const;
export type SurveyContactField = (typeof SURVEY_CONTACT_FIELDS)[number];

export const SURVEY_CONTACT_FIELD_LABELS: Record<SurveyContactField, string> = {
  firstName: 'Imię',
  lastName: 'Nazwisko',
  email: 'E-mail',
  phone: 'Telefon',
  zip: 'Kod pocztowy',
  city: 'Miejscowość',
};

/** One field whose value in the survey differs from the adopter's (for the e-mail: letter case or an address staff changed). */
export interface SurveyContactDifference {
  field: SurveyContactField;
  surveyValue: string;
  adopterValue: string;
}

export const SURVEY_CONTACT_MESSAGES = {
  applyButton: 'Zastosuj dane z ankiety',
  heading: 'Dane różnią się od zapisanych',
  intro: 'Dane kontaktowe z tej ankiety różnią się od danych zapisanych u adoptującego. Ankieta nie zmienia ich sama.',
  applied: 'Zapisano dane z ankiety u adoptującego.',
  applyFailed: 'Nie udało się zastosować danych z ankiety.',
  noAdopter: 'Ta ankieta nie jest powiązana z żadnym adoptującym.',
  noDifference: 'Dane adoptującego są już takie same jak w ankiecie.',
} as const;
