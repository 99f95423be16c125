import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { imageRejectionMessage, MESSAGES } from './messages.js';

/** The spec beside the repository when present (kept current by the team), else the committed copy. */
function readSpec(): string {
  const repoRoot = path.resolve(import.meta.dirname, '../..');
  const candidates = [path.resolve(repoRoot, '../shared/SPEC.md'), path.join(repoRoot, 'docs/SPEC.md')];
  const found = candidates.find((candidate) => fs.existsSync(candidate));
  if (!found) throw new Error('SPEC.md not found');
  return fs.readFileSync(found, 'utf8');
}

function section(spec: string, heading: string): string {
  const start = spec.indexOf(heading);
  const next = spec.indexOf('\n## ', start + heading.length);
  return spec.slice(start, next === -1 ? undefined : next);
}

function catalogueTexts(): Set<string> {
  const texts = new Set<string>();
  const visit = (value: unknown) => {
    if (typeof value === 'string') texts.add(value);
    else if (typeof value === 'function') texts.add((value as (name: string) => string)('…'));
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  visit(MESSAGES);
  return texts;
}

/** Quoted texts in these sections that are display tokens rather than messages (covered by format tests). */
const DISPLAY_TOKENS = new Set(['miesiąc', 'miesiące', 'N lat']);

describe('message catalogue', () => {
  const spec = readSpec();
  const quoted = [section(spec, '## 5. Validation rules'), section(spec, '## 8. The error catalogue')].flatMap((text) =>
    [...text.matchAll(/(?<!\p{L})'([^'\n]+?)'(?!\p{L})/gu)].map((match) => match[1] as string),
  );

  it('finds the quoted messages of sections 5 and 8', () => {
    expect(quoted.length).toBeGreaterThan(50);
  });

  it('defines every message quoted in sections 5 and 8 exactly once', () => {
    const texts = catalogueTexts();
    const missing = quoted.filter((text) => !DISPLAY_TOKENS.has(text) && !texts.has(text));
    expect(missing).toEqual([]);
  });

  it('composes the image rejection message from its reasons', () => {
    expect(imageRejectionMessage({})).toBe('Niektóre pliki odrzucono.');
    expect(imageRejectionMessage({ type: true, size: true, count: true })).toBe(
      'Niektóre pliki odrzucono. Dozwolone: JPG, PNG, GIF, WEBP. Limit rozmiaru: 5 MB. Maksymalnie 10 plików.',
    );
  });

  it('puts the animal name inside Polish quotes', () => {
    expect(MESSAGES.admin.reserved('Pimpek')).toBe('Zarezerwowano „Pimpek”.');
    expect(MESSAGES.confirm.cancelAdoption('Pimpek')).toBe('Czy na pewno chcesz anulować adopcję „Pimpek”?');
  });
});
