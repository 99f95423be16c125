#!/usr/bin/env bash
# The whole test suite: lint, typecheck, unit + integration tests (real PostgreSQL), builds,
# and end-to-end tests in Debian Chromium against the real built server.
set -euo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 ELECTRON_SKIP_BINARY_DOWNLOAD=1

step() { printf '\n=== %s ===\n' "$1"; }
results_dir=.data-test/results
rm -rf "$results_dir" && mkdir -p "$results_dir"

step "system packages"
bash scripts/ensure-system-deps.sh

step "lint"
npx eslint . --max-warnings 0

step "typecheck"
npm run typecheck --silent

step "audit of production dependencies"
npm run audit:prod --silent

# Built before the tests: the guide pages' integration test renders them with the real web build.
step "build"
npm run build --silent

step "unit and integration tests (vitest)"
npx vitest run --reporter=default --reporter=json --outputFile.json="$results_dir/vitest.json"

step "soak (short)"
# Load, faults and two instances against the built server (server/soak; full runs: npm run soak*).
npx vitest run --config server/soak/vitest.config.ts --reporter=default --reporter=json --outputFile.json="$PWD/$results_dir/soak.json"

step "end-to-end tests (playwright)"
PLAYWRIGHT_JSON_OUTPUT_NAME="$results_dir/playwright.json" npx playwright test --reporter=list,json

node scripts/summarize-results.mjs "$results_dir"
