#!/usr/bin/env bash
# Every test: unit and integration on PGlite, the database suites again on a PostgreSQL
# server when one answers (only the files that use DATABASE_URL, and on the server alone:
# scripts/database-suites.mjs), then end-to-end in Chromium. Prints one closing line
# "N passed, N failed" summing every run.
set -u
cd "$(dirname "$0")/.."
mkdir -p test-artifacts
status=0
reports=()

run() { # run <report-name> <vitest args...>
  local report="test-artifacts/$1.json"; shift
  reports+=("$report")
  npx vitest run --reporter=default --reporter=json --outputFile.json="$report" "$@" || status=1
}

echo "== unit and integration (PGlite)"
run unit

PG_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}"
if node scripts/pg-ready.mjs "$PG_URL"; then
  echo "== database suites on the PostgreSQL server"
  mapfile -t database_suites < <(node scripts/database-suites.mjs server test/integration)
  # One file at a time: files on one server share its tables (rate limits are per site and
  # address there), which two files at once would count together.
  DATABASE_URL="$PG_URL" run postgres --maxWorkers=1 "${database_suites[@]}"
else
  echo "== PostgreSQL server not reachable at $PG_URL: database suites ran on PGlite only"
fi

echo "== end-to-end (Chromium)"
run e2e --config vitest.e2e.config.ts

node scripts/test-summary.mjs "${reports[@]}" || status=1
exit $status
