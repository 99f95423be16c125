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
  adoptujacy: 'imię i nazwisko adoptującego',
  zwierzeta: 'imiona i gatunki zwierząt',
  data: 'data zawarcia umowy',
  miejsce: 'miejscowość zawarcia umowy',
  kontakt: 'adres e-mail Fundacji',
} as const;

export type ContractPlaceholder = keyof typeof CONTRACT_PLACEHOLDERS;
export type ContractValues = Record<ContractPlaceholder, string>;

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

const isPlaceholder = (name: string): name is ContractPlaceholder => Object.hasOwn(CONTRACT_PLACEHOLDERS, name);

/** The problems of one line's placeholders: unknown names and braces left open. */
function placeholderProblems(text: string, line: number): ContractProblem[] {
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
    if (!isPlaceholder(name)) problems.push({ line, message: CONTRACT_TEMPLATE_MESSAGES.unknownField(line, name) });
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

/** Parses the template into blocks and lists every problem, each naming its line. */
export function parseContractTemplate(source: string): ParsedContract {
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
    problems.push(...placeholderProblems(text, line));
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
export function fillPlaceholders(text: string, values: ContractValues): string {
  return text.replace(/\{([a-z]+)\}/g, (whole, name: string) => (isPlaceholder(name) ? values[name] : whole));
}

export function fillContractBlocks(blocks: readonly ContractBlock[], values: ContractValues): ContractBlock[] {
  return blocks.map((block) => {
    if ('h' in block) return { h: fillPlaceholders(block.h, values) };
    if ('p' in block) return { p: fillPlaceholders(block.p, values) };
    return { ol: block.ol.map((item) => fillPlaceholders(item, values)) };
  });
}

/** The clauses a fresh installation starts with: small pets, written for the foundation to adapt. */
export const DEFAULT_CONTRACT_TEMPLATE = `# § 1. Przedmiot umowy
Fundacja przekazuje, a Adoptujący ({adoptujacy}) przyjmuje do adopcji: {zwierzeta}. Fundacją w rozumieniu tej umowy jest {fundacja}. Adoptujący przyjmuje zwierzęta pod swoją opiekę na warunkach tej umowy. Adopcja jest nieodpłatna; dobrowolna darowizna na rzecz Fundacji nie jest ceną zwierzęcia.

# § 2. Obowiązki adoptującego
1. Zapewnić zwierzętom warunki zgodne z potrzebami ich gatunku, opisanymi w karcie opieki dołączonej do umowy: odpowiednio duże i bezpieczne mieszkanie, właściwą karmę, świeżą wodę, czystość i codzienny kontakt.
2. Trzymać zwierzęta stadne w parach lub grupach, a zwierzęta samotnicze (np. chomiki) każde w osobnym pomieszczeniu, zgodnie z kartą opieki.
3. Zapewnić zwierzętom opiekę lekarza weterynarii, w tym szczepienia wymagane dla gatunku, i leczyć je w razie choroby.
4. Nie trzymać zwierząt w warunkach, które narażają je na cierpienie, przegrzanie, wychłodzenie lub kontakt z innymi zwierzętami zagrażającymi ich bezpieczeństwu.
5. Powiadomić Fundację o zmianie adresu, numeru telefonu lub adresu e-mail, a także o chorobie, zaginięciu lub śmierci zwierzęcia.

# § 3. Zakaz sprzedaży i rozmnażania
1. Adoptujący nie może sprzedać, oddać, podarować ani w inny sposób przekazać zwierząt osobie trzeciej.
2. Adoptujący nie może rozmnażać zwierząt ani łączyć ich w sposób, który prowadzi do rozmnażania.
3. Zwierzęta nie mogą być wykorzystywane do celów hodowlanych, komercyjnych ani jako pokarm dla innych zwierząt.

# § 4. Zwrot zwierzęcia
1. Jeżeli adoptujący nie może dalej opiekować się zwierzęciem, zwraca je Fundacji, zamiast oddawać komukolwiek innemu. Fundacja wskaże termin i miejsce zwrotu.
2. Zwrot zwierzęcia nie uprawnia do zwrotu przekazanej darowizny ani kosztów opieki.

# § 5. Kontakt po adopcji
1. Adoptujący zgadza się na wizytę poadopcyjną przedstawiciela Fundacji w uzgodnionym terminie albo, zamiast niej, na przesłanie zdjęć lub nagrania zwierząt i ich mieszkania.
2. Adoptujący odpowiada na pytania Fundacji o zwierzęta, przesyłane na adres e-mail lub numer telefonu podany w umowie. Kontakt z Fundacją: {kontakt}.

# § 6. Naruszenie umowy
1. Jeżeli adoptujący narusza tę umowę, w szczególności trzyma zwierzęta w złych warunkach, zaniedbuje je, sprzedaje, przekazuje dalej lub rozmnaża, Fundacja może odebrać zwierzęta, a adoptujący jest obowiązany je wydać.
2. Fundacja może również zawiadomić właściwe organy o podejrzeniu znęcania się nad zwierzętami, zgodnie z ustawą o ochronie zwierząt.

# § 7. Postanowienia końcowe
1. Umowę sporządzono w dwóch jednobrzmiących egzemplarzach, po jednym dla każdej ze stron.
2. Zmiany umowy wymagają formy pisemnej pod rygorem nieważności.
3. W sprawach nieuregulowanych stosuje się przepisy Kodeksu cywilnego i ustawy o ochronie zwierząt.
4. Miejsce i data zawarcia umowy: {miejsce}, {data}
`;
