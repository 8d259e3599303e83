#!/usr/bin/env bash
# npm test: type check, format check (Prettier), lint, unit tests, API tests (once, on a PostgreSQL
# server: the one at TEST_DATABASE_URL when set, else an embedded one the test setup starts and
# stops, tests/helpers/global-setup.ts), browser tests. Ends with one line "N passed, N failed"
# summing every suite (type check and lint count as one test each).
set -u
cd "$(dirname "$0")/.."
RESULTS="$PWD/.tmp/test-results"
rm -rf "$RESULTS"; mkdir -p "$RESULTS"

step() {
  local name=$1; shift
  local start=$SECONDS
  echo; echo "==== $name: $*"
  if "$@"; then echo pass >"$RESULTS/$name.step"; else echo fail >"$RESULTS/$name.step"; fi
  echo "==== $name took $((SECONDS - start)) s"
}
# quiet_step NAME CMD...: a step whose output is kept for later (it runs beside others)
quiet_step() { local name=$1; step "$@" >"$RESULTS/$name.log" 2>&1; }
vitest() { local name=$1; shift; step "$name" node_modules/.bin/vitest run "$@" --reporter=default --reporter=json --outputFile.json="$RESULTS/$name.vitest.json"; }

node scripts/gen-registry.mjs
# the type check, format check and lint each use one core: they run side by side, with the
# browser tests' app build (which e2e.sh then finds fresh)
quiet_step typecheck node_modules/.bin/tsc -p tsconfig.json --noEmit &
quiet_step format node_modules/.bin/prettier --check --log-level=warn . &
quiet_step lint bash -c 'node_modules/.bin/eslint --max-warnings=0 src server tests bench && node scripts/check-server-layout.mjs' &
node scripts/ensure-build.mjs >"$RESULTS/build.log" 2>&1 &
wait
cat "$RESULTS/typecheck.log" "$RESULTS/format.log" "$RESULTS/lint.log"
vitest unit --project unit
# the browser tests' server boots (about a minute of PostgreSQL, migrations and seed) while the API
# suite runs; its tests start when the API suite is done (E2E_START_WHEN), their output shown then.
# With a PostgreSQL server given, the browser tests' server runs on it (scripts/e2e.sh)
E2E_START_WHEN="$RESULTS/api.done" E2E_DATABASE_URL="${E2E_DATABASE_URL:-${TEST_DATABASE_URL:-}}" \
  PLAYWRIGHT_JSON_OUTPUT_NAME="$RESULTS/e2e.playwright.json" quiet_step e2e bash scripts/e2e.sh &
e2e_pid=$!
# never a DATABASE_URL of the shell: the given test server, or none (the embedded one)
DATABASE_URL="${TEST_DATABASE_URL:-}" vitest api --project api
touch "$RESULTS/api.done"
tail -n +1 -f --pid="$e2e_pid" "$RESULTS/e2e.log"
wait "$e2e_pid"

node scripts/summarize-tests.mjs "$RESULTS"
