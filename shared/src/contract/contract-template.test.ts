import { describe, expect, it } from 'vitest';
import { contractTemplateSchema } from '../schemas/contract.js';
import { DEFAULT_CONTRACT_TEMPLATE, fillContractBlocks, parseContractTemplate, type ContractValues } from './contract-template.js';

const VALUES: ContractValues = {
  fundacja: 'Fundacja X',
  adoptujacy: 'Jan Kowalski',
  zwierzeta: 'Kulka (Królik)',
  data: '1 grudnia 2026 r.',
  miejsce: 'Kraków',
  kontakt: 'kontakt@example.org',
};

describe('the contract template', () => {
  it('parses headings, paragraphs and numbered points, joining continued lines', () => {
    const { blocks, problems } = parseContractTemplate('# § 1. Strony\nPierwsza linia\ndruga linia.\n\n1. Punkt\n   ciąg dalszy\n2) Drugi\n\nAkapit.');
    expect(problems).toEqual([]);
    expect(blocks).toEqual([{ h: '§ 1. Strony' }, { p: 'Pierwsza linia druga linia.' }, { ol: ['Punkt ciąg dalszy', 'Drugi'] }, { p: 'Akapit.' }]);
  });

  it('has a valid default that uses the placeholders', () => {
    const { blocks, problems } = parseContractTemplate(DEFAULT_CONTRACT_TEMPLATE);
    expect(problems).toEqual([]);
    const text = JSON.stringify(fillContractBlocks(blocks, VALUES));
    for (const value of Object.values(VALUES)) expect(text).toContain(value);
    expect(text).not.toMatch(/\{[a-z]+\}/);
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
