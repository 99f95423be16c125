import { describe, expect, it } from 'vitest';
import { contractTemplateSchema } from '../schemas/contract.js';
import { animalNounValues, fillContractBlocks, parseContractTemplate, type ContractValues } from './contract-template.js';
import { CONTRACT_TEMPLATE_VERSIONS, DEFAULT_CONTRACT_TEMPLATE } from './default-contract.js';

const VALUES: ContractValues = {
  fundacja: 'Fundacja X',
  adoptujacy: 'Jan Kowalski',
  zwierzeta: 'Kulka (królik)',
  ...animalNounValues(1),
  data: '1 grudnia 2026 r.',
  miejsce: 'Kraków',
  kontakt: 'kontakt@example.org',
};

const filled = (template: string, values: ContractValues) =>
  fillContractBlocks(parseContractTemplate(template).blocks, values)
    .map((block) => ('h' in block ? block.h : 'p' in block ? block.p : block.ol.join('\n')))
    .join('\n');

describe('the contract template', () => {
  it('parses headings, paragraphs and numbered points, joining continued lines', () => {
    const { blocks, problems } = parseContractTemplate('# § 1. Strony\nPierwsza linia\ndruga linia.\n\n1. Punkt\n   ciąg dalszy\n2) Drugi\n\nAkapit.');
    expect(problems).toEqual([]);
    expect(blocks).toEqual([{ h: '§ 1. Strony' }, { p: 'Pierwsza linia druga linia.' }, { ol: ['Punkt ciąg dalszy', 'Drugi'] }, { p: 'Akapit.' }]);
  });

  it('has two valid default versions that name the parties, the animals and the contact (place and date head the document)', () => {
    expect(DEFAULT_CONTRACT_TEMPLATE).toBe(CONTRACT_TEMPLATE_VERSIONS[0].text);
    for (const version of CONTRACT_TEMPLATE_VERSIONS) {
      expect(parseContractTemplate(version.text).problems).toEqual([]);
      const text = filled(version.text, VALUES);
      for (const value of [VALUES.fundacja, VALUES.adoptujacy, VALUES.zwierzeta, VALUES.kontakt]) expect(text).toContain(value);
      expect(text).not.toMatch(/\{[a-z]+\}/);
      // One term for the adopter, never lower-case; no place and date a second time.
      expect(text).not.toMatch(/\badoptując/);
      expect(text).not.toContain('Miejsce i data');
    }
  });

  it('says who owns the animal, how it is given back after a gross breach, the 14-day return, consent to pass it on and the personal data', () => {
    const [gift, loan] = CONTRACT_TEMPLATE_VERSIONS.map((version) => filled(version.text, VALUES));
    expect(gift).toContain('przenosi na Adoptującego własność zwierzęcia nieodpłatnie, jako darowiznę (art. 888 Kodeksu cywilnego) z poleceniem');
    expect(gift).toContain('przenieść z powrotem na Fundację własność zwierzęcia i wydać je');
    expect(loan).toContain('Fundacja pozostaje właścicielką zwierzęcia i oddaje je Adoptującemu do bezpłatnego używania na czas nieoznaczony');
    for (const text of [gift!, loan!]) {
      expect(text).toContain('W razie rażącego naruszenia umowy');
      expect(text).not.toMatch(/może odebrać/);
      expect(text).toContain('W ciągu 14 dni od odbioru Adoptujący może zwrócić zwierzę Fundacji bez podawania przyczyny.');
      expect(text).toContain('bez zgody Fundacji');
      expect(text).toContain('Administratorem danych osobowych Adoptującego jest Fundacja.');
      expect(text).toContain('w formie elektronicznej');
      expect(text).toContain('zalecane przez lekarza weterynarii');
      expect(text).not.toContain('osobnym pomieszczeniu');
      expect(text).toContain('art. 64 ustawy o ochronie przyrody');
    }
  });

  it('reads right for one animal and for several', () => {
    const one = filled(DEFAULT_CONTRACT_TEMPLATE, VALUES);
    const two = filled(DEFAULT_CONTRACT_TEMPLATE, { ...VALUES, zwierzeta: 'Kulka (królik), Bułka (królik)', ...animalNounValues(2) });
    expect(one).toContain('przekazuje Adoptującemu (Jan Kowalski) zwierzę opisane powyżej: Kulka (królik), a Adoptujący przyjmuje je pod stałą opiekę');
    expect(two).toContain('przekazuje Adoptującemu (Jan Kowalski) zwierzęta opisane powyżej: Kulka (królik), Bułka (królik), a Adoptujący przyjmuje je pod stałą opiekę');
    expect(one).toContain('Umowa obowiązuje przez całe życie zwierzęcia.');
    expect(two).toContain('Umowa obowiązuje przez całe życie zwierząt.');
    expect(two).toContain('nie może dalej opiekować się zwierzętami');
    expect(two).not.toMatch(/zwierzęci(a|u|em)|zwierzę(?!\p{L})/u);
  });

  it('names the line of an unknown placeholder, an unclosed one and an empty or deeper heading', () => {
    const lines = ['# Umowa', 'Tekst', '', '#', '## Za głęboko', '1. {adoptujacy} i {foo}', 'Pole {data bez końca'];
    expect(parseContractTemplate(lines.join('\n')).problems.map((problem) => problem.message)).toEqual([
      'Wiersz 4: nagłówek jest pusty. Po znaku # wpisz jego treść.',
      'Wiersz 5: nagłówek zaczyna się od jednego znaku # i spacji.',
      'Wiersz 6: nieznane pole {foo}.',
      'Wiersz 7: pole nie jest zamknięte nawiasem }.',
    ]);
  });

  it('refuses an empty template or one with headings only, through the shared schema', () => {
    expect(contractTemplateSchema.safeParse({ text: '  ' }).error?.issues[0]?.message).toBe('Szablon umowy nie może być pusty.');
    expect(contractTemplateSchema.safeParse({ text: '# Tylko nagłówek' }).error?.issues[0]?.message).toBe(
      'Szablon umowy musi zawierać co najmniej jeden akapit albo punkt.',
    );
    expect(contractTemplateSchema.safeParse({ text: 'x\n'.repeat(6) + 'Ala {foo}' }).error?.issues[0]?.message).toBe('Wiersz 7: nieznane pole {foo}.');
    expect(contractTemplateSchema.safeParse({ text: DEFAULT_CONTRACT_TEMPLATE }).success).toBe(true);
  });

  it('refuses a word longer than 100 characters, naming its line and its start', () => {
    const text = ['# § 1', 'Adoptujący dba o zwierzę.', `Zobacz ${'x'.repeat(101)}`].join('\n');
    expect(parseContractTemplate(text).problems.map((problem) => problem.message)).toEqual([
      `Wiersz 3: słowo „${'x'.repeat(20)}…” ma ponad 100 znaków. Wstaw w nim spację albo je skróć.`,
    ]);
    expect(parseContractTemplate(`# § 1\nZobacz ${'x'.repeat(100)}`).problems).toEqual([]);
  });
});
