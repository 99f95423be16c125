/**
 * The adoption contract's clauses: a small Markdown-like text staff edit in the panel, stored in
 * the database, parsed the same way by the panel's preview and by the server that validates and
 * renders it. The format:
 *
 *   # Heading              a section heading (one "#" and a space, then text)
 *   1. Text                a numbered point; consecutive points form one list
 *   any other line         a paragraph; consecutive lines join into one
 *   empty line             ends a paragraph or a list
 *
 * Placeholders in braces are filled when a contract is made: {fundacja}, {adoptujacy}, ...
 */

export const CONTRACT_PLACEHOLDERS = {
  fundacja: 'nazwa Fundacji',
  adoptujacy: 'imię i nazwisko Adoptującego',
  zwierzeta: 'imiona i gatunki zwierząt',
  zwierze: '„zwierzę” albo „zwierzęta” (mianownik i biernik: „zwierzę opisane powyżej”, „wydać je”)',
  zwierzecia: '„zwierzęcia” albo „zwierząt” (dopełniacz)',
  zwierzeciu: '„zwierzęciu” albo „zwierzętom” (celownik)',
  zwierzeciem: '„zwierzęciem” albo „zwierzętami” (narzędnik)',
  data: 'data zawarcia umowy',
  miejsce: 'miejscowość zawarcia umowy',
  kontakt: 'adres e-mail Fundacji',
} as const;

export type ContractPlaceholder = keyof typeof CONTRACT_PLACEHOLDERS;
export type ContractValues = Record<ContractPlaceholder, string>;

/**
 * The word "zwierzę" in the case a clause needs, for one animal or several: a clause written with
 * these reads right either way (adjectives and "je" agree with both "zwierzę" and "zwierzęta").
 */
export function animalNounValues(count: number): Pick<ContractValues, 'zwierze' | 'zwierzecia' | 'zwierzeciu' | 'zwierzeciem'> {
  return count > 1
    ? { zwierze: 'zwierzęta', zwierzecia: 'zwierząt', zwierzeciu: 'zwierzętom', zwierzeciem: 'zwierzętami' }
    : { zwierze: 'zwierzę', zwierzecia: 'zwierzęcia', zwierzeciu: 'zwierzęciu', zwierzeciem: 'zwierzęciem' };
}

export const CONTRACT_TEMPLATE_MAX_LENGTH = 20_000;
/**
 * The longest word a line may hold. The PDF's line breaker slows down sharply on words longer
 * than a line (one of 20,000 characters took 14–20 s), and no contract needs one: the longest
 * real ones are web addresses.
 */
export const CONTRACT_TEMPLATE_MAX_WORD = 100;

export type ContractBlock = { h: string } | { p: string } | { ol: string[] };

export interface ContractProblem {
  /** 1-based line number. */
  line: number;
  message: string;
}

export const CONTRACT_TEMPLATE_MESSAGES = {
  empty: 'Szablon umowy nie może być pusty.',
  tooLong: `Szablon umowy może mieć najwyżej ${CONTRACT_TEMPLATE_MAX_LENGTH} znaków.`,
  noClauses: 'Szablon umowy musi zawierać co najmniej jeden akapit albo punkt.',
  emptyHeading: (line: number) => `Wiersz ${line}: nagłówek jest pusty. Po znaku # wpisz jego treść.`,
  deepHeading: (line: number) => `Wiersz ${line}: nagłówek zaczyna się od jednego znaku # i spacji.`,
  unknownField: (line: number, name: string) => `Wiersz ${line}: nieznane pole {${name}}.`,
  unclosedField: (line: number) => `Wiersz ${line}: pole nie jest zamknięte nawiasem }.`,
  emptyPoint: (line: number) => `Wiersz ${line}: punkt jest pusty.`,
  longWord: (line: number, start: string) =>
    `Wiersz ${line}: słowo „${start}…” ma ponad ${CONTRACT_TEMPLATE_MAX_WORD} znaków. Wstaw w nim spację albo je skróć.`,
} as const;

/** The placeholders a template may use, each with what it stands for (shown in the editor's help). */
export type TemplatePlaceholders = Readonly<Record<string, string>>;

/** The problems of one line's placeholders: unknown names and braces left open. */
function placeholderProblems(text: string, line: number, placeholders: TemplatePlaceholders): ContractProblem[] {
  const problems: ContractProblem[] = [];
  let index = 0;
  while ((index = text.indexOf('{', index)) !== -1) {
    const end = text.indexOf('}', index + 1);
    const nextOpen = text.indexOf('{', index + 1);
    if (end === -1 || (nextOpen !== -1 && nextOpen < end)) {
      problems.push({ line, message: CONTRACT_TEMPLATE_MESSAGES.unclosedField(line) });
      index += 1;
      continue;
    }
    const name = text.slice(index + 1, end);
    if (!Object.hasOwn(placeholders, name)) problems.push({ line, message: CONTRACT_TEMPLATE_MESSAGES.unknownField(line, name) });
    index = end + 1;
  }
  return problems;
}

const POINT = /^\d{1,3}[.)]\s+(.*)$/;
const BARE_POINT = /^\d{1,3}[.)]$/;

export interface ParsedContract {
  blocks: ContractBlock[];
  problems: ContractProblem[];
}

/** Parses the adoption contract's template into blocks and lists every problem, each naming its line. */
export function parseContractTemplate(source: string): ParsedContract {
  return parseTemplate(source, CONTRACT_PLACEHOLDERS);
}

/**
 * Parses a document template in this format (the adoption contract, the foster agreement) with
 * the placeholders that document knows.
 */
export function parseTemplate(source: string, placeholders: TemplatePlaceholders): ParsedContract {
  const blocks: ContractBlock[] = [];
  const problems: ContractProblem[] = [];
  if (source.trim() === '') return { blocks, problems: [{ line: 1, message: CONTRACT_TEMPLATE_MESSAGES.empty }] };
  if (source.length > CONTRACT_TEMPLATE_MAX_LENGTH) return { blocks, problems: [{ line: 1, message: CONTRACT_TEMPLATE_MESSAGES.tooLong }] };

  let paragraph: string[] | null = null;
  let list: string[] | null = null;
  const close = () => {
    if (paragraph) blocks.push({ p: paragraph.join(' ') });
    if (list) blocks.push({ ol: list });
    paragraph = null;
    list = null;
  };

  source.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const line = index + 1;
    const text = raw.trim();
    if (text === '') {
      close();
      return;
    }
    problems.push(...placeholderProblems(text, line, placeholders));
    const longWord = text.split(/\s+/).find((word) => word.length > CONTRACT_TEMPLATE_MAX_WORD);
    if (longWord) problems.push({ line, message: CONTRACT_TEMPLATE_MESSAGES.longWord(line, longWord.slice(0, 20)) });
    if (text.startsWith('#')) {
      close();
      if (text.startsWith('##')) problems.push({ line, message: CONTRACT_TEMPLATE_MESSAGES.deepHeading(line) });
      const heading = text.replace(/^#+/, '').trim();
      if (heading === '') problems.push({ line, message: CONTRACT_TEMPLATE_MESSAGES.emptyHeading(line) });
      else blocks.push({ h: heading });
      return;
    }
    const point = POINT.exec(text);
    if (point || BARE_POINT.test(text)) {
      const body = point?.[1]?.trim() ?? '';
      if (body === '') {
        problems.push({ line, message: CONTRACT_TEMPLATE_MESSAGES.emptyPoint(line) });
        return;
      }
      if (paragraph) close();
      list ??= [];
      list.push(body);
      return;
    }
    // A line under a point continues that point; otherwise it belongs to a paragraph.
    if (list) {
      list[list.length - 1] = `${list[list.length - 1]} ${text}`;
      return;
    }
    paragraph ??= [];
    paragraph.push(text);
  });
  close();
  if (problems.length === 0 && !blocks.some((block) => !('h' in block))) problems.push({ line: 1, message: CONTRACT_TEMPLATE_MESSAGES.noClauses });
  return { blocks, problems };
}

/** Replaces every known placeholder; the template was validated, so nothing else is in braces. */
export function fillPlaceholders(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{([a-z]+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? (values[name] ?? whole) : whole));
}

/** Fills a parsed template's blocks; `values` has one entry per placeholder of its document. */
export function fillContractBlocks(blocks: readonly ContractBlock[], values: Readonly<Record<string, string>>): ContractBlock[] {
  return blocks.map((block) => {
    if ('h' in block) return { h: fillPlaceholders(block.h, values) };
    if ('p' in block) return { p: fillPlaceholders(block.p, values) };
    return { ol: block.ol.map((item) => fillPlaceholders(item, values)) };
  });
}
