import type { AdopterUpdateInput } from '@pets/shared';

/** The adopter's contact fields as the profile's form and "Nowy adoptujący" hold them. */
export type AdopterFormFields = Required<{ [K in keyof AdopterUpdateInput]: string }>;

export const EMPTY_ADOPTER_FIELDS: AdopterFormFields = { firstName: '', lastName: '', email: '', phone: '', zip: '', city: '' };

/** The labels of the adopter's contact fields (the profile's form and "Nowy adoptujący"). */
export const ADOPTER_FIELD_LABELS: Record<keyof AdopterFormFields, string> = {
  firstName: 'Imię',
  lastName: 'Nazwisko',
  email: 'E-mail',
  phone: 'Telefon',
  zip: 'Kod pocztowy',
  city: 'Miasto',
};
