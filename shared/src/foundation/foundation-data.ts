/**
 * The foundation's own data, edited by administrators in the panel (Ustawienia → Dane fundacji)
 * and read by the public site, the documents, the contracts, the chat and the mail. Numbers are
 * kept as digits; an empty string means "not filled in yet": the public site then leaves the
 * field out instead of showing a placeholder.
 */
export interface FoundationSettings {
  name: string;
  /** The registered office, several lines allowed. */
  address: string;
  email: string;
  /** Digits only (10). */
  krs: string;
  /** Digits only (10). */
  nip: string;
  /** Digits only (9 or 14). */
  regon: string;
  /** The 26 digits of the Polish IBAN, without "PL". */
  bankAccount: string;
  /** https:// addresses of the profiles, or empty. */
  facebookUrl: string;
  instagramUrl: string;
}

export type FoundationField = keyof FoundationSettings;

export const FOUNDATION_FIELDS = ['name', 'address', 'email', 'krs', 'nip', 'regon', 'bankAccount', 'facebookUrl', 'instagramUrl'] as const satisfies readonly FoundationField[];

/**
 * The fields a complete foundation record has: until they are filled in, the production start
 * warns and the dashboard lists them. The social profiles are optional.
 */
export const FOUNDATION_EXPECTED_FIELDS = ['address', 'email', 'krs', 'nip', 'regon', 'bankAccount'] as const satisfies readonly FoundationField[];

/** How a field is named in a list ("Nie uzupełniono: adres, NIP, numer konta"). */
export const FOUNDATION_FIELD_NAMES: Readonly<Record<FoundationField, string>> = {
  name: 'nazwa',
  address: 'adres',
  email: 'e-mail',
  krs: 'KRS',
  nip: 'NIP',
  regon: 'REGON',
  bankAccount: 'numer konta',
  facebookUrl: 'Facebook',
  instagramUrl: 'Instagram',
};

/** The name the foundation has until an administrator gives its own. */
export const DEFAULT_FOUNDATION_NAME = 'Fundacja Małe Łapki';

/**
 * The zero placeholders earlier versions used (and `.env` files copied from them still hold):
 * a value equal to one of them is "not filled in", never the foundation's data.
 */
export const FOUNDATION_PLACEHOLDERS: Readonly<Partial<Record<FoundationField, readonly string[]>>> = {
  email: ['kontakt@example.org'],
  krs: ['0000000000'],
  nip: ['000-000-00-00', '0000000000'],
  regon: ['000000000'],
  bankAccount: ['00 0000 0000 0000 0000 0000 0000'],
  facebookUrl: ['https://www.facebook.com/', 'https://www.facebook.com'],
  instagramUrl: ['https://www.instagram.com/', 'https://www.instagram.com'],
};

export function isFoundationPlaceholder(field: FoundationField, value: string): boolean {
  return (FOUNDATION_PLACEHOLDERS[field] ?? []).includes(value.trim());
}

/** An empty record: the default name and nothing else. */
export const EMPTY_FOUNDATION_SETTINGS: FoundationSettings = {
  name: DEFAULT_FOUNDATION_NAME,
  address: '',
  email: '',
  krs: '',
  nip: '',
  regon: '',
  bankAccount: '',
  facebookUrl: '',
  instagramUrl: '',
};

/** The expected fields still empty, in the form's order. */
export function missingFoundationFields(settings: FoundationSettings): FoundationField[] {
  return FOUNDATION_EXPECTED_FIELDS.filter((field) => settings[field].trim() === '');
}

/** "adres, NIP, numer konta" */
export function foundationFieldList(fields: readonly FoundationField[]): string {
  return fields.map((field) => FOUNDATION_FIELD_NAMES[field]).join(', ');
}

/** The panel's form of the foundation data (admin router: settings/foundation). */
export const FOUNDATION_SETTINGS_PATH = '/admin/settings/foundation';

export const FOUNDATION_MESSAGES = {
  saved: 'Zapisano dane fundacji. Strona publiczna pokazuje je od razu.',
  saveFailed: 'Nie udało się zapisać danych fundacji.',
  loadFailed: 'Nie udało się wczytać danych fundacji.',
  nameRequired: 'Podaj nazwę fundacji.',
  nameTooLong: 'Nazwa fundacji może mieć najwyżej 200 znaków.',
  addressTooLong: 'Adres może mieć najwyżej 500 znaków.',
  emailInvalid: 'Podaj poprawny adres e-mail fundacji (np. kontakt@fundacja.pl).',
  krsFormat: 'Numer KRS ma 10 cyfr (np. 0000123456).',
  nipFormat: 'Numer NIP ma 10 cyfr (np. 123-456-32-18).',
  nipChecksum: 'Numer NIP jest nieprawidłowy (błędna cyfra kontrolna).',
  regonFormat: 'Numer REGON ma 9 albo 14 cyfr.',
  regonChecksum: 'Numer REGON jest nieprawidłowy (błędna cyfra kontrolna).',
  bankAccountFormat: 'Numer konta ma 26 cyfr (polski numer IBAN, z „PL” na początku lub bez).',
  bankAccountChecksum: 'Numer konta jest nieprawidłowy (błędna cyfra kontrolna).',
  zeros: 'Same zera to numer zastępczy, a nie numer fundacji. Wpisz prawdziwy numer albo zostaw pole puste.',
  urlInvalid: 'Podaj pełny adres zaczynający się od https:// (np. https://www.facebook.com/nazwa-profilu).',
  urlTooLong: 'Adres może mieć najwyżej 500 znaków.',
  /** The dashboard's "Na dziś" item and the panel's hint. */
  incompleteTitle: 'Dane fundacji do uzupełnienia',
  incomplete: (fields: readonly FoundationField[]) => `Nie uzupełniono: ${foundationFieldList(fields)}. Strona publiczna pomija te pola.`,
  /** The production start's warning (a log line; the server starts all the same). */
  startWarning: (fields: readonly FoundationField[]) =>
    `Dane fundacji są niepełne – nie uzupełniono: ${foundationFieldList(fields)}. Strona publiczna pomija te pola. ` +
    `Administrator uzupełni je w panelu: ${FOUNDATION_SETTINGS_PATH}.`,
} as const;
