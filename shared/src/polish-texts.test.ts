import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { speciesInSentence } from './species.js';

/**
 * The product's own Polish texts: one way to address the visitor (no "Zapoznałem/am", "gotów",
 * "nie jesteś zalogowany"), "e-mail" not "email", no calques found in review. Scans the sources
 * (tests and the chat's knowledge and matcher, which have their own owner, left out); texts
 * quoted by docs/SPEC.md (e.g. 'Email jest wymagany') are not matched by these patterns.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const SCANNED = ['apps/web/src', 'server/src', 'shared/src'];
const SKIPPED = /\.test\.tsx?$|modules[\\/]chat[\\/](knowledge\.pl|offline-matcher)\.ts$|migrations[\\/]1795305600(070|620)-/;

const FORBIDDEN: [RegExp, string][] = [
  [/\p{L}+(?:łem|łeś)\/(?:am|aś)/u, 'a form that picks the visitor’s gender'],
  [/gotów\/gotowa|Gotowy na|łbym\/|mógł\/mogła/, 'a form that picks the visitor’s gender'],
  [/nie jesteś zalogowany/, 'a form that picks the visitor’s gender'],
  [/>\s*Email\s*</, '"E-mail" as a label'],
  [/robi różnicę|trafi na oczy|W tytule wiadomości|"Okruszki"|MB każde|chorują na układ|z gatunku: |\} więcej na/, 'a calque or a wrong collocation'],
  [/Brak wybranych zwierząt</, '"Brak wybranych zwierząt." with its full stop'],
  [/Dzień dobry \{imie\}/, 'a greeting that puts the name in the nominative ("Dzień dobry Anna,")'],
  [/zwierzaki: \{zwierzaki\}|\(\{gatunek\}\)/, 'a plural noun or a species in brackets that one animal breaks'],
];

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !SKIPPED.test(full) ? [full] : [];
  });
}

describe('Polish texts of the product', () => {
  it('use none of the forms the review found', () => {
    const found: string[] = [];
    for (const file of SCANNED.flatMap((dir) => sources(path.join(ROOT, dir)))) {
      fs.readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          for (const [pattern, why] of FORBIDDEN) {
            if (pattern.test(line)) found.push(`${path.relative(ROOT, file)}:${index + 1} ${why}: ${line.trim()}`);
          }
        });
    }
    expect(found).toEqual([]);
  });

  it('write species names in lower case inside a sentence, keeping a surname capitalised', () => {
    expect(speciesInSentence('Świnka morska')).toBe('świnka morska');
    expect(speciesInSentence('Chomik Roborowskiego')).toBe('chomik Roborowskiego');
  });
});
