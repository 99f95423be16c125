/**
 * "fundacji <name>" as a sentence needs it ("w panelu fundacji …", "na konto fundacji …"). A name
 * that already starts with "Fundacja" is declined itself ("Fundacji Małe Łapki") instead of being
 * doubled ("fundacji Fundacja Małe Łapki").
 */
export function ofTheFoundation(name: string): string {
  const trimmed = name.trim();
  const leading = /^fundacja\s+/i.exec(trimmed);
  if (leading) return `Fundacji ${trimmed.slice(leading[0].length)}`;
  return trimmed ? `fundacji ${trimmed}` : 'fundacji';
}
