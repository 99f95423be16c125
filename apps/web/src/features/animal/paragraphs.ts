/**
 * An animal's description as paragraphs: split on newlines (a blank line or a single line break
 * both start a new paragraph), whitespace inside a paragraph collapsed, empty ones dropped.
 */
export function splitParagraphs(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .split(/\r\n|\r|\n|\u2028|\u2029/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter((paragraph) => paragraph !== '');
}
