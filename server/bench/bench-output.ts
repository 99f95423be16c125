import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** BENCH_QUICK=1: smaller data sets and shorter runs, for a smoke test of the benchmarks. */
export const QUICK = process.env.BENCH_QUICK === '1';

/**
 * Writes a benchmark's figures as JSON to the path in BENCH_JSON (when set), so `npm run bench`
 * builds its report from data rather than from the printed tables.
 */
export function writeBenchJson(benchmark: string, results: unknown): void {
  const target = process.env.BENCH_JSON;
  if (!target) return;
  mkdirSync(path.dirname(path.resolve(target)), { recursive: true });
  writeFileSync(target, `${JSON.stringify({ benchmark, finishedAt: new Date().toISOString(), quick: QUICK, results }, null, 2)}\n`);
}
