/**
 * Small Polish text helpers for the offline assistant: folding (lower case, no diacritics),
 * tokenising, and prefix stems that survive inflection ('adopcja', 'adopcji', 'adopcję' all start
 * with 'adopc'; 'Pimpek', 'Pimpka', 'Pimpkowi' all start with 'pimp').
 */

const FOLD: Record<string, string> = { ł: 'l', Ł: 'l' };

/** Lower case without diacritics ('Żółw' -> 'zolw', 'Łapki' -> 'lapki'). */
export function fold(text: string): string {
  return text
    .replace(/[łŁ]/g, (letter) => FOLD[letter] ?? letter)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase();
}

/** Folded words and numbers; punctuation and symbols become separators ('1,5%' -> ['1', '5']). */
export function tokenize(text: string): string[] {
  return fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((token) => token.length > 0);
}

/** The folded text as single-spaced words, for phrase matching (' dzien dobry '). */
export function normalizedPhrase(text: string): string {
  return ` ${tokenize(text).join(' ')} `;
}

const VOWELS = new Set(['a', 'e', 'i', 'o', 'u', 'y']);
const isVowel = (letter: string | undefined) => letter !== undefined && VOWELS.has(letter);

/**
 * Prefix stems of a name under Polish declension:
 * - a final vowel is dropped ('kluska' -> 'klusk', 'figa' -> 'fig');
 * - a "mobile e" before the last consonant is dropped ('pimpek' -> 'pimpk', 'babel' -> 'babl',
 *   'rysiek' -> 'rysk'), while the full form stays too ('popiel' -> 'popiela');
 * - the consonant alternations of the locative/dative are added ('klusk' -> 'klusc', 'fig' -> 'fidz',
 *   'wiktor' -> 'wiktorz' is already a prefix form).
 * Every stem is at least 3 letters long.
 */
export function nameStems(name: string): string[] {
  const word = fold(name).replace(/[^\p{L}]/gu, '');
  const stems = new Set<string>();
  const last = word.at(-1);
  if (isVowel(last) && word.length > 3) stems.add(word.slice(0, -1));
  else stems.add(word);
  const beforeLast = word.at(-2);
  if (word.length > 4 && beforeLast === 'e' && !isVowel(last)) {
    // 'pimpek' -> 'pimpk'; after a softening 'i' both go: 'rysiek' -> 'rysk' (Ryśka).
    if (!isVowel(word.at(-3))) stems.add(word.slice(0, -2) + (last ?? ''));
    else if (word.at(-3) === 'i' && word.length > 5) stems.add(word.slice(0, -3) + (last ?? ''));
  }
  for (const stem of [...stems]) {
    if (stem.endsWith('k')) stems.add(`${stem.slice(0, -1)}c`);
    if (stem.endsWith('g')) stems.add(`${stem.slice(0, -1)}dz`);
    if (stem.endsWith('ch')) stems.add(`${stem.slice(0, -2)}sz`);
  }
  return [...stems].filter((stem) => stem.length >= 3);
}

/** Longest ending an inflected name may add to its stem ('pimpk' + 'owi', 'fig' + 'ami'). */
const MAX_NAME_ENDING = 3;

/** Whether a folded token is an inflected form of a name with these stems. */
export function tokenMatchesName(token: string, stems: readonly string[]): boolean {
  return stems.some((stem) => token.startsWith(stem) && token.length - stem.length <= MAX_NAME_ENDING);
}
