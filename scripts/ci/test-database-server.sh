#!/usr/bin/env bash
# The server tests that learn something new on a second PostgreSQL (the machine's, DATABASE_URL),
# beside the embedded one that `npm test` uses: what depends on the database server itself.
# Everything else in the server suite is the same SQL on the same schema; it runs once.
#   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test bash scripts/ci/test-database-server.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
: "${DATABASE_URL:?set DATABASE_URL to the second PostgreSQL}"

paths=(
  # Migrations (up and down), constraints, the SQL helpers and driver paths, row locks and
  # advisory locks, the password work slots, reads that must not block each other.
  server/src/db/constraints.test.ts
  server/src/db/database.test.ts
  server/src/db/independent-reads.test.ts
  server/src/db/migrations
  server/src/db/schema-types.test.ts
  server/src/modules/accounts/admin-users.test.ts
  server/src/modules/accounts/password-work-slots.test.ts
  server/src/db/sql.test.ts
  # pg_dump and restore against that server (versions, collations, large objects).
  server/src/backup/backup.test.ts
  server/src/backup/cross-collation.test.ts
  server/src/backup/schedule.test.ts
  server/src/backup/schema.test.ts
  # Limits and counters under parallel requests: transactions and locks decide them.
  server/test/security/limits-burst.test.ts
  server/test/security/image-count-race.test.ts
  server/src/modules/mail/sync-lock.test.ts
  server/src/modules/mail/outbox.test.ts
  server/src/modules/surveys/survey-submit.test.ts
  server/src/modules/surveys/survey-lifecycle.test.ts
  server/src/modules/other-applicants/other-applicants.test.ts
  server/src/modules/alerts/alerts.test.ts
  server/src/modules/rodo/retention.test.ts
  # Searching and sorting text: unaccent, trigram indexes and the server's collation.
  server/src/modules/surveys/person-search.test.ts
  server/src/modules/surveys/surveys.admin-list.test.ts
  server/src/modules/mail/mailbox-search.test.ts
  server/src/modules/animals/animals.admin.test.ts
)
exec npx vitest run --project server "${paths[@]}"
