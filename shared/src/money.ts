/**
 * Money is integers of grosze (ARCHITECTURE: money). One formatter, "1 234,50 zł", and one
 * parser for what staff type: "85", "85,5", "85,50", "1 234,50" or "85.50"; more than two
 * decimals, a sign or letters are refused (null), never rounded.
 */

const MAX_GROSZE = 100_000_000; // 1 000 000 zł: above any vet bill or donation a foundation records

export function parseZloty(text: string): number | null {
  const compact = text.replace(/[\s\u00a0]/g, '').replace(/zł$/i, '');
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(compact);
  if (!match) return null;
  const grosze = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return grosze <= MAX_GROSZE ? grosze : null;
}

const ZLOTY = new Intl.NumberFormat('pl-PL', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true });

/** "1 234,50 zł" (a non-breaking space between thousands and before "zł", so it never wraps apart). */
export function formatGrosze(grosze: number): string {
  // pl-PL groups only from five digits by default ("1234,50"); the foundation's documents group from four.
  const [whole = '0', fraction = '00'] = ZLOTY.format(grosze / 100).replace(/\s/g, '').split(',');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  return `${grouped},${fraction}\u00a0zł`;
}

/** For an input field: 8550 → "85,50". */
export function groszeToInput(grosze: number | null | undefined): string {
  if (grosze === null || grosze === undefined) return '';
  return `${Math.floor(grosze / 100)},${String(grosze % 100).padStart(2, '0')}`;
}

export const MONEY_LIMITS = { maxGrosze: MAX_GROSZE } as const;
