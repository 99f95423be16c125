import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * How big a benchmark runs: `full` (the figures a note reports), `quick` (BENCH_QUICK=1: smaller
 * data and shorter runs, a few minutes in all) or `tiny` (BENCH_TINY=1: a few rows and a
 * fraction of a second each, which `npm test` runs so a broken seed or a renamed column fails
 * the build; its figures mean nothing).
 */
export const BENCH_SIZE: 'tiny' | 'quick' | 'full' = process.env.BENCH_TINY === '1' ? 'tiny' : process.env.BENCH_QUICK === '1' ? 'quick' : 'full';

/** Smaller data sets and shorter runs than a full run (quick or tiny). */
export const QUICK = BENCH_SIZE !== 'full';

/** The value for this run's size. */
export function bySize<T>(sizes: { tiny: T; quick: T; full: T }): T {
  return sizes[BENCH_SIZE];
}

/**
 * Writes a benchmark's figures as JSON to the path in BENCH_JSON (when set), so `npm run bench`
 * builds its report from data rather than from the printed tables.
 */
export function writeBenchJson(benchmark: string, results: unknown): void {
  const target = process.env.BENCH_JSON;
  if (!target) return;
  mkdirSync(path.dirname(path.resolve(target)), { recursive: true });
  writeFileSync(target, `${JSON.stringify({ benchmark, finishedAt: new Date().toISOString(), quick: QUICK, size: BENCH_SIZE, results }, null, 2)}\n`);
}
