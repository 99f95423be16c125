import type { FoundationField } from '@pets/shared';

/** One field of the "Dane fundacji" form: its label and the hint saying where the site shows it. */
export interface FoundationFieldView {
  name: FoundationField;
  label: string;
  hint: string;
  required?: boolean;
  multiline?: boolean;
  type?: 'text' | 'email' | 'url';
  inputMode?: 'numeric' | 'email' | 'url';
  autoComplete?: string;
}

/** The form's fields in groups, in the order of the shared schema (its first error is the answer's). */
export const FOUNDATION_FORM_GROUPS: readonly { legend: string; fields: readonly FoundationFieldView[] }[] = [
  {
    legend: 'Fundacja',
    fields: [
      {
        name: 'name',
        label: 'Nazwa fundacji',
        hint: 'W stopce, na stronie „Kontakt”, w tytułach stron, dokumentach i e-mailach.',
        required: true,
        autoComplete: 'organization',
      },
      {
        name: 'address',
        label: 'Adres siedziby',
        hint: 'Ulica z numerem, a w następnym wierszu kod pocztowy i miejscowość. Nie ma go na stronach: trafia do polityki prywatności, regulaminu, umów adopcyjnych i czatu.',
        multiline: true,
        autoComplete: 'street-address',
      },
      {
        name: 'email',
        label: 'E-mail fundacji',
        hint: 'W stopce i na stronie „Kontakt”. Tu trafiają wiadomości z formularza kontaktowego i z tego adresu wychodzą e-maile fundacji.',
        type: 'email',
        inputMode: 'email',
        autoComplete: 'email',
      },
    ],
  },
  {
    legend: 'Numery rejestrowe',
    fields: [
      { name: 'krs', label: 'Numer KRS', hint: '10 cyfr. W stopce, na stronie „Kontakt” i na „Wspieram” (1,5% podatku).', inputMode: 'numeric' },
      { name: 'nip', label: 'NIP', hint: '10 cyfr, z myślnikami lub bez. W stopce i na stronie „Kontakt”.', inputMode: 'numeric' },
      { name: 'regon', label: 'REGON', hint: '9 lub 14 cyfr. W stopce i na stronie „Kontakt”.', inputMode: 'numeric' },
    ],
  },
  {
    legend: 'Darowizny',
    fields: [
      {
        name: 'bankAccount',
        label: 'Numer konta bankowego',
        hint: 'Polski numer IBAN: 26 cyfr, z „PL” i spacjami lub bez. Na stronie „Wspieram” z przyciskiem „Kopiuj numer konta”; podaje go też czat.',
        inputMode: 'numeric',
      },
    ],
  },
  {
    legend: 'Media społecznościowe (nieobowiązkowe)',
    fields: [
      { name: 'facebookUrl', label: 'Profil na Facebooku', hint: 'Pełny adres zaczynający się od https://. Link w stopce, na stronach „Kontakt” i „Wspieram”.', type: 'url', inputMode: 'url' },
      { name: 'instagramUrl', label: 'Profil na Instagramie', hint: 'Pełny adres zaczynający się od https://. Link w stopce i na stronie „Kontakt”.', type: 'url', inputMode: 'url' },
    ],
  },
];
