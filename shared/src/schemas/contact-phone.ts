import { LIMITS } from '../limits.js';

/**
 * The contact phone (SPEC section 5: exactly 9 digits, the input keeps digits only). People type or
 * paste Polish numbers with the country code ("+48 600 700 800", "0048 600-700-800"); keeping the
 * first nine digits of that would turn it into a wrong number that still passes ("486007008"), so a
 * leading +48 or 0048 is dropped first. One function for the field and the server's schema.
 */

/** The longest phone accepted as typed ("0048 600 700 800" with room for separators), checked before normalising. */
export const CONTACT_PHONE_RAW_MAX = 24;

/** Spaces, dashes, dots and brackets people put between the groups of digits. */
const SEPARATORS = /[\s\-.()\u2010-\u2015]/g;
const COUNTRY_CODE = /^(?:\+|00)48/;

/** The national number: no country code, digits only, at most 9. */
export function normalizeContactPhone(raw: string): string {
  const compact = raw.replace(SEPARATORS, '').replace(COUNTRY_CODE, '');
  return compact.replace(/\D/g, '').slice(0, LIMITS.contactPhoneDigits);
}

/** The beginnings of a typed country code ("+", "+4", "00", "004"...), kept so typing can finish it. */
const PARTIAL_COUNTRY_CODE = /^(?:\+4?8?|00(?:48?)?)$/;

/**
 * The contact phone field while someone types: what normalizeContactPhone keeps, except that an
 * unfinished country code stays visible (otherwise the "+" of "+48" would vanish at once and the
 * following "48" would be taken for the start of the number).
 */
export function filterContactPhoneInput(raw: string): string {
  const compact = raw.replace(SEPARATORS, '');
  if (PARTIAL_COUNTRY_CODE.test(compact)) return compact;
  return normalizeContactPhone(raw);
}
