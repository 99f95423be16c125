import { describe, expect, it } from 'vitest';
import { formatFuzzReport, runApiFuzz } from './api-fuzz.js';

/**
 * Property-based fuzzing of every public and admin route (see api-fuzz.ts). `npm test` runs a
 * short version; `npm run fuzz` (FUZZ_RUNS, default 12,000) the full one. FUZZ_SEED repeats a run.
 */
const runs = Number(process.env.FUZZ_RUNS ?? 1000);
const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2_147_483_647);

describe('API fuzzing', () => {
  it(
    `answers ${runs} generated and mutated requests without 5xx, leaks or changes from rejected requests`,
    async () => {
      const report = await runApiFuzz({ runs, seed });
      console.log(formatFuzzReport(report));
      expect(report.cases).toBe(runs);
      // Every route was reached (about runs / routes times each), so new endpoints are covered too.
      for (const route of report.routes) expect(report.perRoute.has(`${route.method} ${route.path}`), `${route.method} ${route.path} fuzzed`).toBe(true);
      expect(report.problems, `seed ${seed}: FUZZ_SEED=${seed} repeats this run\n${formatFuzzReport(report)}`).toEqual([]);
    },
    // Generous: the run shares two cores with the rest of the suite, and slowness is not what it tests.
    Math.max(180_000, runs * 200),
  );
});
