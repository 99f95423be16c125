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
# A configured foundation (valid check digits): the first start seeds the foundation data from
# these; e2e/admin-foundation.spec.ts edits them in the panel (and puts them back).
export FOUNDATION_NAME="${FOUNDATION_NAME:-Fundacja Małe Łapki}"
export FOUNDATION_EMAIL="${FOUNDATION_EMAIL:-kontakt@malelapki.example}"
export FOUNDATION_KRS="${FOUNDATION_KRS:-0000987654}"
export FOUNDATION_NIP="${FOUNDATION_NIP:-525-123-45-60}"
export FOUNDATION_REGON="${FOUNDATION_REGON:-146789017}"
export FOUNDATION_BANK_ACCOUNT="${FOUNDATION_BANK_ACCOUNT:-PL61 1090 1014 0000 0712 1981 2874}"
export FOUNDATION_FACEBOOK_URL="${FOUNDATION_FACEBOOK_URL:-https://www.facebook.com/malelapki}"
export FOUNDATION_INSTAGRAM_URL="${FOUNDATION_INSTAGRAM_URL:-https://www.instagram.com/malelapki}"
export FOUNDATION_ADDRESS="${FOUNDATION_ADDRESS:-ul. Przykładowa 1, 00-001 Warszawa}"
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
