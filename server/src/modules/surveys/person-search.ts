/**
 * The name search of the survey and adopter lists: the query's words in any order ("Kowalska-Nowak
 * Zofia", "zofia kowalska"), each occurring somewhere in the person's search text (full name,
 * e-mail, phone digits; survey_person_text, folded by fold_search so case and Polish diacritics
 * do not matter). A query that looks like a phone number also matches it with its separators removed.
 */

/** Escapes LIKE wildcards so a search for "50%" or "a_b" means those characters. */
export function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * A phone search pattern when the query looks like (part of) a phone number: spaces, dashes,
 * dots and brackets removed, a leading 00 read as +, at least three digits. Null otherwise.
 */
export function phoneSearch(query: string): string | null {
  const compact = query.replace(/[\s\-().]/g, '').replace(/^00/, '+');
  return /^\+?\d{3,}$/.test(compact) ? likeContains(compact) : null;
}

/** The words of a search: split on white space. */
export function searchWords(query: string): string[] {
  return query.trim().split(/\s+/u).filter(Boolean);
}

/**
 * The condition over a person_text column (null for an empty query); `param` adds a parameter
 * and returns its placeholder. Every word is one more trigram-indexed LIKE on the same column.
 */
export function personTextMatch(column: string, query: string, param: (value: unknown) => string): string | null {
  const words = searchWords(query);
  if (words.length === 0) return null;
  const everyWord = words.map((word) => `${column} LIKE fold_search(${param(likeContains(word))})`).join(' AND ');
  const phone = phoneSearch(query.trim());
  return phone ? `((${everyWord}) OR ${column} LIKE ${param(phone)})` : `(${everyWord})`;
}
