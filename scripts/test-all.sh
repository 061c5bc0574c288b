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
timings=() # "step seconds", printed at the end for the session note and CI logs

run() { # run <report-name> <vitest args...>
  local report="test-artifacts/$1.json"; shift
  reports+=("$report")
  local started=$SECONDS
  npx vitest run --reporter=default --reporter=json --outputFile.json="$report" "$@" || status=1
  timings+=("$(basename "$report" .json) $((SECONDS - started)) s")
}

echo "== unit and integration (PGlite)"
run unit

PG_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}"
if node scripts/pg-ready.mjs "$PG_URL"; then
  echo "== database suites on the PostgreSQL server"
  mapfile -t database_suites < <(node scripts/database-suites.mjs server test/integration)
  # Two files at a time, each worker on a database of its own named after PG_URL's
  # (vitest.postgres.config.ts): files on one database share its tables.
  DATABASE_URL="$PG_URL" run postgres --config vitest.postgres.config.ts "${database_suites[@]}"
else
  echo "== PostgreSQL server not reachable at $PG_URL: database suites ran on PGlite only"
fi

echo "== end-to-end (Chromium)"
run e2e --config vitest.e2e.config.ts

echo "== step times: ${timings[*]}"
node scripts/test-summary.mjs "${reports[@]}" || status=1
exit $status
