// Prints one closing line for the whole suite ("N passed, N failed") from the JSON reports of
// vitest (unit and integration, then the short soak) and Playwright, so a reader (or CI) sees the totals in one place.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
const read = (name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8'));
const unit = read('vitest.json');
const soak = read('soak.json');
// The two vitest runs add up field by field.
const vitest = Object.fromEntries(
  ['numPassedTests', 'numFailedTests', 'numPendingTests', 'numTodoTests'].map((key) => [key, unit[key] + soak[key]]),
);
const playwright = read('playwright.json');

const passed = vitest.numPassedTests + (playwright.stats.expected ?? 0) + (playwright.stats.flaky ?? 0);
const failed = vitest.numFailedTests + (playwright.stats.unexpected ?? 0);
const skipped = vitest.numPendingTests + vitest.numTodoTests + (playwright.stats.skipped ?? 0);

console.log(`\nvitest: ${vitest.numPassedTests} passed, ${vitest.numFailedTests} failed; playwright: ${playwright.stats.expected} passed, ${playwright.stats.unexpected} failed, ${playwright.stats.flaky} flaky`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
