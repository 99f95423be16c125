import { describe, expect, it } from 'vitest';
import { PAGE_MAX_NESTING, pageBodyNestingProblem } from './pages.js';
import { pageInputSchema, pagePreviewSchema } from './schemas/pages.js';

describe('page body nesting', () => {
  it('accepts the quotes and lists a guide uses', () => {
    expect(pageBodyNestingProblem('> cytat\n> > odpowiedź\n\n- siano\n  - łąkowe\n    1. świeże\n\n---\n\n* * *')).toBeNull();
    expect(pageBodyNestingProblem(`${'> '.repeat(PAGE_MAX_NESTING)}najgłębiej`)).toBeNull();
  });

  it('names the first line nested deeper than the limit, whether by quotes, lists or both', () => {
    expect(pageBodyNestingProblem(`Wstęp\n\n${'>'.repeat(49_000)}`)).toBe(
      `Wiersz 3: cytaty lub listy są zagnieżdżone więcej niż ${PAGE_MAX_NESTING} razy. Uprość ten fragment, żeby dało się go wyświetlić.`,
    );
    expect(pageBodyNestingProblem(`tekst\r\n${'- '.repeat(9)}punkt`)).toMatch(/^Wiersz 2:/);
    expect(pageBodyNestingProblem(`${'> 1. '.repeat(5)}punkt`)).toMatch(/^Wiersz 1:/);
  });

  it('is checked by the save and preview schemas, on the body field', () => {
    const deep = '>'.repeat(20);
    const issue = pagePreviewSchema.safeParse({ body: deep }).error?.issues[0];
    expect(issue?.path).toEqual(['body']);
    expect(issue?.message).toMatch(/^Wiersz 1:/);
    expect(pageInputSchema.safeParse({ title: 'T', slug: 't', body: deep }).error?.issues[0]?.path).toEqual(['body']);
  });
});
