#!/usr/bin/env bash
# Proves a backup can be restored: dumps a PostgreSQL database (pg_dump, custom format), restores it
# into a fresh database and compares every table's row count, plus the ledger's balance.
#   scripts/backup-restore-check.sh [SOURCE_URL]
# Without SOURCE_URL, a fresh database is created on ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres),
# migrated and seeded with the sandbox demo, and both databases are dropped at the end.
set -euo pipefail

ADMIN_URL="${ADMIN_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
stamp="$(date +%s)_$$"
base="${ADMIN_URL%/*}"
dump="$(mktemp -t club-backup-XXXXXX.dump)"
created_source=""

if [[ $# -ge 1 ]]; then
  source_url="$1"
else
  created_source="backup_src_${stamp}"
  psql -q "$ADMIN_URL" -c "CREATE DATABASE ${created_source}"
  source_url="${base}/${created_source}"
  echo "seeding ${created_source}..."
  DATABASE_URL="$source_url" APP_ENV=sandbox LOG_LEVEL=warn npx tsx scripts/seed.ts
fi
restored="backup_restored_${stamp}"

cleanup() {
  rm -f "$dump"
  psql -q "$ADMIN_URL" -c "DROP DATABASE IF EXISTS ${restored}" || true
  if [[ -n "$created_source" ]]; then psql -q "$ADMIN_URL" -c "DROP DATABASE IF EXISTS ${created_source}" || true; fi
}
trap cleanup EXIT

echo "dumping..."
pg_dump --format=custom --no-owner --file="$dump" "$source_url"
psql -q "$ADMIN_URL" -c "CREATE DATABASE ${restored}"
echo "restoring into ${restored}..."
pg_restore --no-owner --exit-on-error --dbname="${base}/${restored}" "$dump"

# Exact row counts of every table in the public and drizzle schemas, one "schema.table count" per line.
count_rows() {
  psql -qAt "$1" <<'SQL'
SELECT format('SELECT %L || '' '' || count(*) FROM %I.%I', schemaname || '.' || tablename, schemaname, tablename)
FROM pg_tables WHERE schemaname IN ('public', 'drizzle') ORDER BY 1
\gexec
SQL
}

count_rows "$source_url" > "${dump}.source"
count_rows "${base}/${restored}" > "${dump}.restored"
tables="$(wc -l < "${dump}.source")"
rows="$(awk '{ s += $2 } END { print s }' "${dump}.source")"
if ! diff -u "${dump}.source" "${dump}.restored"; then
  rm -f "${dump}.source" "${dump}.restored"
  echo "FAILED: row counts differ after restore" >&2
  exit 1
fi
rm -f "${dump}.source" "${dump}.restored"
balance="$(psql -qAt "${base}/${restored}" -c "SELECT coalesce(sum(amount), 0) FROM ledger_postings")"
if [[ "$balance" != "0" ]]; then
  echo "FAILED: the restored ledger does not sum to zero ($balance)" >&2
  exit 1
fi
echo "OK: ${tables} tables, ${rows} rows, identical after restore; the restored ledger sums to zero"
