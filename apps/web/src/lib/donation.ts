import { LIMITS } from '@pets/shared';

/** The suggested-amount query parameter of /wspieram (`/wspieram?kwota=50#przelew`). */
export const AMOUNT_PARAM = 'kwota';
/** The id of the bank-transfer section on /wspieram. */
export const TRANSFER_SECTION_ID = 'przelew';

/**
 * What the custom amount field keeps of a typed or pasted text (SPEC section 5): digits only,
 * no leading zeros (a lone '0' stays, so the field never jumps), at most 6 digits.
 */
export function sanitizeAmountInput(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  const trimmed = digits.replace(/^0+(?=\d)/, '');
  return trimmed.slice(0, LIMITS.donationMaxDigits);
}

/** The amount in złoty of the field's text; 0 when empty. */
export function amountValue(text: string): number {
  const digits = sanitizeAmountInput(text);
  return digits === '' ? 0 : Number(digits);
}

/** 'Przekaż' works from 1 zł on. */
export function canDonate(text: string): boolean {
  return amountValue(text) >= 1;
}

/** The link 'Przekaż' follows: the support page, scrolled to the bank transfer, with the amount. */
export function donationTarget(text: string): string {
  return `/wspieram?${AMOUNT_PARAM}=${amountValue(text)}#${TRANSFER_SECTION_ID}`;
}

/** A valid suggested amount from /wspieram's query (1 to 999999 zł), else null. */
export function parseSuggestedAmount(value: string | null): number | null {
  if (!value || !/^\d{1,6}$/.test(value)) return null;
  const amount = Number(value);
  return amount >= 1 ? amount : null;
}

/** '1 500 zł' (Polish grouping with a non-breaking space). */
export function formatZloty(amount: number): string {
  return `${amount.toLocaleString('pl-PL', { useGrouping: true, maximumFractionDigits: 0 })} zł`;
}
