#!/usr/bin/env bash
# The whole test suite: lint, typecheck, unit + integration tests (real PostgreSQL), builds,
# the benchmarks' tiny mode, a short soak, and end-to-end tests in Debian Chromium against the
# real built server. Ends with a table of each step's duration (scripts/ci/steps.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 ELECTRON_SKIP_BINARY_DOWNLOAD=1
source scripts/ci/steps.sh

results_dir=.data-test/results
rm -rf "$results_dir" && mkdir -p "$results_dir"

step "system packages" bash scripts/ensure-system-deps.sh
step "lint and typecheck" bash scripts/ci/lint-and-typecheck.sh
step "audit of production dependencies" npm run audit:prod --silent
# Built before the tests: the guide pages' integration test renders them with the real web build.
step "build" npm run build --silent
step "unit and integration tests (vitest)" \
  npx vitest run --reporter=default --reporter=json --outputFile.json="$results_dir/vitest.json"
# Every benchmark on tiny data, nothing timed asserted: a broken seed or a renamed column fails here.
step "benchmarks (tiny mode)" env BENCH_TINY=1 BENCH_SKIP_BUILD=1 BENCH_RESULTS_DIR=.data-test/bench-tiny node scripts/bench/run-all.mjs
# Mixed load against the built server: nothing acknowledged is lost, no 5xx (faults and two instances: npm run soak:short; full runs: npm run soak*).
step "soak (smoke)" \
  npx vitest run --config server/soak/vitest.config.ts smoke.test.ts outcome.test.ts --reporter=default --reporter=json --outputFile.json="$PWD/$results_dir/soak.json"
step "end-to-end tests (playwright)" \
  env PLAYWRIGHT_JSON_OUTPUT_NAME="$results_dir/playwright.json" npx playwright test --reporter=list,json

node scripts/summarize-results.mjs "$results_dir"
