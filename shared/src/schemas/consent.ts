import { z } from 'zod';
import { PRIVACY_POLICY_VERSION, PRIVACY_POLICY_VERSIONS } from '../privacy.js';

export const CONSENT_MESSAGES = {
  unknownPolicyVersion: 'Ta wersja polityki prywatności jest nieaktualna. Odśwież stronę i wyślij formularz ponownie.',
} as const;

/**
 * The privacy-policy version a public form displayed next to its consent checkbox (optional: an
 * older page sends none). Only a published version is accepted, so what is stored is a text that
 * really existed; anything else is refused with a request to reload the page.
 */
export const consentPolicyVersionSchema = z
  .string({ error: CONSENT_MESSAGES.unknownPolicyVersion })
  .max(20, CONSENT_MESSAGES.unknownPolicyVersion)
  .refine((version) => PRIVACY_POLICY_VERSIONS.includes(version), CONSENT_MESSAGES.unknownPolicyVersion)
  .optional();

/** The version stored with a consent: the one the form displayed, else the one in force now. */
export function consentPolicyVersion(displayed: string | undefined): string {
  return displayed ?? PRIVACY_POLICY_VERSION;
}
