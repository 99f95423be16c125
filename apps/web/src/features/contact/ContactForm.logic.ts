import { contactSchema, filterContactPhoneInput, PRIVACY_POLICY_VERSION } from '@pets/shared';

/** The contact form's state and its validation (SPEC sections 4 and 5), kept free of React. */

export const CONTACT_FIELDS = ['fullName', 'email', 'phone', 'question', 'policy'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

export interface ContactValues {
  fullName: string;
  email: string;
  phone: string;
  question: string;
  policy: boolean;
  /** The hidden trap: people never fill it. */
  website: string;
}

export type ContactErrors = Partial<Record<ContactField, string>>;

export const EMPTY_CONTACT: ContactValues = { fullName: '', email: '', phone: '', question: '', policy: false, website: '' };

/** Every field's first message from the shared schema (the one the server applies too). */
export function validateContact(values: ContactValues): ContactErrors {
  const result = contactSchema.safeParse(values);
  if (result.success) return {};
  const errors: ContactErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && (CONTACT_FIELDS as readonly string[]).includes(field) && !errors[field as ContactField]) {
      errors[field as ContactField] = issue.message;
    }
  }
  return errors;
}

export function hasErrors(errors: ContactErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** A new value for one field: the phone keeps digits only, at most 9, without a +48/0048 country code. */
export function withField<K extends keyof ContactValues>(values: ContactValues, field: K, value: ContactValues[K]): ContactValues {
  const next = field === 'phone' && typeof value === 'string' ? filterContactPhoneInput(value) : value;
  return { ...values, [field]: next };
}

/** The request body of POST /contact: the texts trimmed (SPEC section 7). */
export function contactPayload(values: ContactValues) {
  return {
    fullName: values.fullName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    question: values.question.trim(),
    policy: values.policy,
    // The policy this page links to beside the consent: stored with the consent.
    policyVersion: PRIVACY_POLICY_VERSION,
    website: values.website,
  };
}
