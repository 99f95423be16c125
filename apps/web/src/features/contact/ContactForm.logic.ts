import { PRIVACY_POLICY_VERSION, type ContactInput } from '@pets/shared';

/** The contact form's values and request body (SPEC sections 3 and 7); the shared contactSchema checks them. */

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

export const EMPTY_CONTACT: ContactValues = { fullName: '', email: '', phone: '', question: '', policy: false, website: '' };

/** The request body of POST /contact: the texts trimmed (SPEC section 7). */
export function contactPayload(values: ContactValues): ContactInput {
  return {
    fullName: values.fullName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    question: values.question.trim(),
    // Called only for values the form's resolver (the same shared schema) accepted: the box is ticked.
    policy: values.policy as true,
    // The policy this page links to beside the consent: stored with the consent.
    policyVersion: PRIVACY_POLICY_VERSION,
    website: values.website,
  };
}
