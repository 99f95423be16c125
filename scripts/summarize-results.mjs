// Prints one closing line for the whole suite ("N passed, N failed") from the JSON reports of
// vitest and Playwright, so a reader (or CI) sees the totals in one place.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
const vitest = JSON.parse(readFileSync(path.join(dir, 'vitest.json'), 'utf8'));
const playwright = JSON.parse(readFileSync(path.join(dir, 'playwright.json'), 'utf8'));

const passed = vitest.numPassedTests + (playwright.stats.expected ?? 0) + (playwright.stats.flaky ?? 0);
const failed = vitest.numFailedTests + (playwright.stats.unexpected ?? 0);
const skipped = vitest.numPendingTests + vitest.numTodoTests + (playwright.stats.skipped ?? 0);

console.log(`\nvitest: ${vitest.numPassedTests} passed, ${vitest.numFailedTests} failed; playwright: ${playwright.stats.expected} passed, ${playwright.stats.unexpected} failed, ${playwright.stats.flaky} flaky`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
