# Sourced by .ci/run and scripts/test-all.sh: `step NAME COMMAND...` runs a command under a heading
# and records how long it took. The outermost script prints the table of every step and the
# total when it exits, passed or failed, so each run shows which step grew. Nested scripts
# (npm test inside .ci/run) add their steps to the same table through STEP_TIMES_FILE.

now_ms() { echo $(($(date +%s%N) / 1000000)); }

if [ -z "${STEP_TIMES_FILE:-}" ]; then
  STEP_TIMES_FILE="$(mktemp -t step-times.XXXXXX)"
  export STEP_TIMES_FILE
  STEP_RUN_STARTED_MS=$(now_ms)
  print_step_table() {
    local status=$?
    node "$(dirname "${BASH_SOURCE[0]}")/step-table.mjs" "$STEP_TIMES_FILE" "$(($(now_ms) - STEP_RUN_STARTED_MS))" "$status" || true
    rm -f "$STEP_TIMES_FILE"
    exit "$status"
  }
  trap print_step_table EXIT
fi

step() {
  local name="$1" started status
  shift
  printf '\n=== %s ===\n' "$name"
  started=$(now_ms)
  set +e
  "$@"
  status=$?
  set -e
  printf '%s\t%s\t%s\n' "$name" "$(($(now_ms) - started))" "$status" >>"$STEP_TIMES_FILE"
  return "$status"
}
