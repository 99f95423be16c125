import type { DocumentFacts, FoundationFacts } from './document-facts.js';

/**
 * A document is a title and a list of blocks; the PDF renderer (pdf-render.ts) and the Markdown
 * renderer (document-markdown.ts) lay out the same blocks, so the bundled template text in docs/
 * and the served PDF never say different things.
 */
export type DocumentBlock =
  | { h: string }
  /** A justified paragraph. */
  | { p: string }
  /** Numbered items (1., 2., ...) with a hanging indent. */
  | { ol: string[] }
  /** Bulleted items. */
  | { ul: string[] }
  /** A highlighted remark (e.g. data still to be completed). */
  | { note: string }
  /** Starts a new page (e.g. a care card after the contract). */
  | { pageBreak: true }
  /** A large heading at the top of a page, with an optional line under it. */
  | { title: string; subtitle?: string }
  /** Label and value rows. */
  | { fields: DocumentField[] }
  /** Boxes side by side (the parties of a contract), each a heading with label and value rows. */
  | { columns: { heading: string; fields: DocumentField[] }[] }
  /** An animal: its photo (JPEG or PNG bytes; null draws an empty frame) beside its data. */
  | { animal: { name: string; photo: Buffer | null; fields: DocumentField[] } }
  /** Signature lines side by side, each with its caption under the line. */
  | { signatures: string[] };

/** A label and its value, e.g. ['NIP', '525-123-45-67']. */
export type DocumentField = [label: string, value: string];

export interface DocumentDefinition {
  title: string;
  subject: string;
  /** The line under the title: version and date in force. */
  versionLine: string;
  blocks: DocumentBlock[];
}

/** Shown instead of a number the foundation has not configured yet (never a fake number). */
export const TO_COMPLETE = '[do uzupełnienia]';

const MONTHS = ['stycznia', 'lutego', 'marca', 'kwietnia', 'maja', 'czerwca', 'lipca', 'sierpnia', 'września', 'października', 'listopada', 'grudnia'];

/** '2026-11-25' -> '25 listopada 2026 r.' */
export function polishDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year} r.`;
}

/** "Fundacja X, ul. …, KRS …, NIP …, REGON …" with "[do uzupełnienia]" for what is not configured. */
export function foundationIdentity(facts: DocumentFacts): string {
  const registry = `KRS ${facts.krs ?? TO_COMPLETE}, NIP ${facts.nip ?? TO_COMPLETE}, REGON ${facts.regon ?? TO_COMPLETE}`;
  return facts.address ? `${facts.name} z siedzibą pod adresem ${facts.address} (${registry})` : `${facts.name} (${registry})`;
}

export const emailOf = (facts: FoundationFacts): string => facts.email ?? '[adres e-mail do uzupełnienia]';

/** The foundation's box among a contract's parties. */
export function foundationParty(facts: FoundationFacts): { heading: string; fields: DocumentField[] } {
  return {
    heading: 'Fundacja',
    fields: [
      ['Nazwa', facts.name],
      ['Adres', facts.address ?? TO_COMPLETE],
      ['KRS', facts.krs ?? TO_COMPLETE],
      ['NIP', facts.nip ?? TO_COMPLETE],
      ['REGON', facts.regon ?? TO_COMPLETE],
      ['E-mail', emailOf(facts)],
    ],
  };
}

/** A note for the top of a document while some of the foundation's data is missing. */
export function missingDataNote(facts: FoundationFacts): DocumentBlock[] {
  const missing = [
    facts.krs ? null : 'numer KRS',
    facts.nip ? null : 'NIP',
    facts.regon ? null : 'REGON',
    facts.email ? null : 'adres e-mail',
  ].filter((item): item is string => item !== null);
  if (missing.length === 0) return [];
  return [
    {
      note:
        `Dane Fundacji nie zostały jeszcze w pełni uzupełnione (brakuje: ${missing.join(', ')}); ` +
        `w tekście oznaczono je jako „${TO_COMPLETE}”.`,
    },
  ];
}
