#!/usr/bin/env bash
# ESLint and the TypeScript checks side by side (two cores, two single-threaded tools): both
# always run to the end, and the step fails when either found something.
set -uo pipefail
cd "$(dirname "$0")/../.."
npx eslint . --max-warnings 0 &
lint=$!
npm run typecheck --silent
typecheck=$?
wait "$lint"
lint_status=$?
[ "$lint_status" -eq 0 ] || echo "lint failed (exit $lint_status)" >&2
[ "$typecheck" -eq 0 ] || echo "typecheck failed (exit $typecheck)" >&2
[ "$lint_status" -eq 0 ] && [ "$typecheck" -eq 0 ]
