/**
 * E-mail templates staff edit in the panel (Ustawienia → Szablony e-maili): a name, a subject and
 * a body with placeholders in braces, filled for one survey, adopter or animal when staff pick the
 * template in a compose form (or when the server tells the other applicants). Free of zod: the
 * editor's checks and the server's are the same functions.
 */

/** The placeholders a template may use, with what each becomes (shown on the editor screen). */
export const MAIL_TEMPLATE_PLACEHOLDERS = {
  imie: 'imię adresata',
  nazwisko: 'nazwisko adresata',
  zwierzaki: 'imiona zwierzaków: adoptowanych, zarezerwowanych albo wybranych w ankiecie (w tej kolejności)',
  gatunek: 'gatunek z ankiety',
  inne_zwierzaki: 'lista innych zwierzaków tego gatunku, które czekają na dom, z linkami do ich stron',
  numer_ankiety: 'numer ankiety',
  fundacja: 'nazwa Fundacji',
} as const;

export type MailTemplatePlaceholder = keyof typeof MAIL_TEMPLATE_PLACEHOLDERS;
export type MailTemplateVars = Partial<Record<MailTemplatePlaceholder, string>>;

export const MAIL_TEMPLATE_PLACEHOLDER_NAMES = Object.keys(MAIL_TEMPLATE_PLACEHOLDERS) as MailTemplatePlaceholder[];

/** The templates the migration seeds, in the order the panel lists them. */
export const MAIL_TEMPLATE_KEYS = [
  'survey_reply',
  'invitation',
  'reservation_confirmation',
  'adoption_congratulations',
  'animal_unavailable',
  'refusal',
] as const;
export type MailTemplateKey = (typeof MAIL_TEMPLATE_KEYS)[number];

/** The template of the message that tells the other applicants an animal found a home. */
export const ANIMAL_UNAVAILABLE_TEMPLATE: MailTemplateKey = 'animal_unavailable';

export const MAIL_TEMPLATE_LIMITS = { name: 100, subjectMin: 3, subject: 200, body: 10_000 } as const;

const placeholderList = MAIL_TEMPLATE_PLACEHOLDER_NAMES.map((name) => `{${name}}`).join(', ');

export type MailTemplateField = 'name' | 'subject' | 'body';
const FIELD_IN: Record<MailTemplateField, string> = { name: 'w nazwie', subject: 'w temacie', body: 'w treści' };

export const MAIL_TEMPLATE_MESSAGES = {
  notFound: 'Nie znaleziono szablonu e-maila.',
  nameRequired: 'Podaj nazwę szablonu.',
  nameTooLong: `Nazwa szablonu może mieć najwyżej ${MAIL_TEMPLATE_LIMITS.name} znaków.`,
  subjectTooShort: `Temat musi mieć co najmniej ${MAIL_TEMPLATE_LIMITS.subjectMin} znaki.`,
  subjectTooLong: `Temat może mieć najwyżej ${MAIL_TEMPLATE_LIMITS.subject} znaków.`,
  bodyEmpty: 'Treść szablonu nie może być pusta.',
  bodyTooLong: `Treść szablonu może mieć najwyżej ${MAIL_TEMPLATE_LIMITS.body} znaków.`,
  unknownPlaceholder: (field: MailTemplateField, name: string) =>
    `Nieznane pole {${name}} ${FIELD_IN[field]}. Dozwolone pola: ${placeholderList}.`,
  saved: (name: string) => `Zapisano szablon „${name}”.`,
  restored: (name: string) => `Przywrócono domyślną treść szablonu „${name}”.`,
  loadFailed: 'Nie udało się pobrać szablonów e-maili.',
  saveFailed: 'Nie udało się zapisać szablonu.',
  restoreFailed: 'Nie udało się przywrócić domyślnej treści szablonu.',
  renderFailed: 'Nie udało się wstawić szablonu.',
  chooseOneContext: 'Podaj jedną ankietę albo jednego adoptującego.',
  subjectAndBodyTogether: 'Podaj temat i treść wiadomości albo żadne z nich (wtedy użyjemy zapisanego szablonu).',
} as const;

/** `{name}` without spaces inside: what the editor and the server treat as a placeholder. */
const PLACEHOLDER = /\{([^{}\s]{1,60})\}/g;

export const isMailTemplatePlaceholder = (name: string): name is MailTemplatePlaceholder => Object.hasOwn(MAIL_TEMPLATE_PLACEHOLDERS, name);

/** The names in braces that are not placeholders, in order of appearance, each once. */
export function unknownPlaceholders(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(PLACEHOLDER)) {
    const name = match[1]!;
    if (!isMailTemplatePlaceholder(name)) found.add(name);
  }
  return [...found];
}

export interface MailTemplateFields {
  name: string;
  subject: string;
  body: string;
}

export type MailTemplateErrors = Partial<Record<MailTemplateField, string>>;

/** The editor's checks (the server's schema runs the same): one message per field, the first problem. */
export function validateMailTemplate(fields: MailTemplateFields): MailTemplateErrors {
  const errors: MailTemplateErrors = {};
  const name = fields.name.trim();
  if (name === '') errors.name = MAIL_TEMPLATE_MESSAGES.nameRequired;
  else if (name.length > MAIL_TEMPLATE_LIMITS.name) errors.name = MAIL_TEMPLATE_MESSAGES.nameTooLong;
  const subject = fields.subject.trim();
  if (subject.length < MAIL_TEMPLATE_LIMITS.subjectMin) errors.subject = MAIL_TEMPLATE_MESSAGES.subjectTooShort;
  else if (subject.length > MAIL_TEMPLATE_LIMITS.subject) errors.subject = MAIL_TEMPLATE_MESSAGES.subjectTooLong;
  else {
    const [unknown] = unknownPlaceholders(subject);
    if (unknown !== undefined) errors.subject = MAIL_TEMPLATE_MESSAGES.unknownPlaceholder('subject', unknown);
  }
  if (fields.body.trim() === '') errors.body = MAIL_TEMPLATE_MESSAGES.bodyEmpty;
  else if (fields.body.length > MAIL_TEMPLATE_LIMITS.body) errors.body = MAIL_TEMPLATE_MESSAGES.bodyTooLong;
  else {
    const [unknown] = unknownPlaceholders(fields.body);
    if (unknown !== undefined) errors.body = MAIL_TEMPLATE_MESSAGES.unknownPlaceholder('body', unknown);
  }
  return errors;
}

export interface FilledText {
  text: string;
  /** Placeholders left in the text because nothing fills them here (e.g. {numer_ankiety} for an adopter). */
  missing: MailTemplatePlaceholder[];
}

/**
 * Fills the placeholders that have a value. One without a value (or with an empty one) stays in
 * the text as written, so staff see what is left to complete; unknown names stay too.
 */
export function fillMailTemplate(text: string, vars: MailTemplateVars): FilledText {
  const missing = new Set<MailTemplatePlaceholder>();
  const filled = text.replace(PLACEHOLDER, (whole, name: string) => {
    if (!isMailTemplatePlaceholder(name)) return whole;
    const value = vars[name];
    if (value === undefined || value.trim() === '') {
      missing.add(name);
      return whole;
    }
    return value;
  });
  return { text: filled, missing: [...missing] };
}

/** Names joined the Polish way: "Kulka", "Kulka i Pestka", "Kulka, Pestka i Mysia". */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} i ${names[names.length - 1]}`;
}

/** Example values for the editor's preview. */
export const MAIL_TEMPLATE_SAMPLE_VARS: Record<MailTemplatePlaceholder, string> = {
  imie: 'Anna',
  nazwisko: 'Nowak',
  zwierzaki: 'Pestka i Kulka',
  gatunek: 'świnka morska',
  inne_zwierzaki: '• Bułka – https://example.org/zwierzak/12\n• Miodek – https://example.org/zwierzak/15',
  numer_ankiety: '128',
  fundacja: 'Fundacja',
};

/** GET /mail-templates: one template as the panel edits it. */
export interface MailTemplate {
  key: string;
  name: string;
  subject: string;
  body: string;
  /** The text equals the one the product came with. */
  isDefault: boolean;
  updatedAt: string | null;
  updatedBy: string | null;
}

export interface MailTemplateList {
  templates: MailTemplate[];
  placeholders: { name: MailTemplatePlaceholder; meaning: string }[];
}

export interface MailTemplateResponse {
  message: string;
  template: MailTemplate;
}

/** GET /mail-templates/:key/render: the template filled for one survey or adopter. */
export interface RenderedMailTemplate {
  key: string;
  subject: string;
  body: string;
  missing: MailTemplatePlaceholder[];
}
