#!/usr/bin/env bash
# Starts the real built server for Playwright with a fresh embedded database (or a fresh
# database on the server named by E2E_DATABASE_URL). Playwright stops it when the run ends.
set -euo pipefail
cd "$(dirname "$0")/.."

export NODE_ENV=production
export PORT="${PORT:-3199}"
export HOST=127.0.0.1
export LOG_LEVEL="${LOG_LEVEL:-warn}"
export DATA_DIR="${E2E_DATA_DIR:-$PWD/.data-test/e2e}"
export EMBEDDED_PG_PORT="${E2E_PG_PORT:-5438}"
export ADMIN_USERNAME="${E2E_ADMIN_USERNAME:-e2e-admin}"
export ADMIN_PASSWORD="${E2E_ADMIN_PASSWORD:-e2e-haslo-testowe-123}"
export SEED_DEMO=1
# Several specs send contact messages from one IP; the production default (10 an hour) would throttle them.
export CONTACT_RATE_LIMIT="${CONTACT_RATE_LIMIT:-200}"
unset DATABASE_URL
if [ -n "${E2E_DATABASE_URL:-}" ]; then export DATABASE_URL="$E2E_DATABASE_URL"; fi

# A previous run that was killed may have left its embedded PostgreSQL running on this folder.
pidfile="$DATA_DIR/pg/postmaster.pid"
if [ -f "$pidfile" ]; then
  old_pid=$(head -n 1 "$pidfile")
  if kill -0 "$old_pid" 2>/dev/null; then
    kill -INT "$old_pid" 2>/dev/null || true
    for _ in $(seq 1 50); do kill -0 "$old_pid" 2>/dev/null || break; sleep 0.2; done
  fi
fi
rm -rf "$DATA_DIR"
exec node --enable-source-maps server/dist/main.js
