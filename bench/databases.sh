#!/usr/bin/env bash
# The two backends side by side, on the demo content plus generated news (3,066 news in all): how
# long a server takes from its start until it serves (the stored cards and the search index are
# checked at start), and the read rates of the busiest calls with the answer cache on (what
# visitors get) and off (every answer read from the database: SQLite on the calling thread,
# PostgreSQL over a Unix socket of a local cluster that tools/with-postgres.sh starts). Targets:
# cached reads the same on both; uncached reads on PostgreSQL at least 30% of SQLite's; serving
# within 5 s of the start on PostgreSQL.
#
#   bench/databases.sh [seconds per call, default 5]
set -euo pipefail
cd "$(dirname "$0")/.."

if [ -z "${BILIM_TEST_POSTGRES:-}" ]; then
  exec tools/with-postgres.sh "$0" "$@"
fi

DURATION=${1:-5}
CONNECTIONS=20
BIN=${BILIM_BIN:-target/release/bilim}
GENERATED=3000
source bench/lib.sh
need wrk wrk
[ -x "$BIN" ] || { echo "build the server first: cargo build --release -p bilim"; exit 1; }

work=$(mktemp -d)
trap 'kill "${PID:-}" 2>/dev/null || true; rm -rf "$work"' EXIT

postgres_url=$(python3 - "$BILIM_TEST_POSTGRES" <<'PY'
import sys, urllib.parse
url = urllib.parse.urlsplit(sys.argv[1])
print(urllib.parse.urlunsplit(url._replace(path="/bench")))
PY
)
psql "$BILIM_TEST_POSTGRES" -qc 'CREATE DATABASE bench' >/dev/null

CALLS=(
  "/api/v1/news?page=1"
  "/api/v1/news?page=20&year=2025"
  "/api/v1/latest-news?limit=5"
  "/api/v1/pages/main"
  "/api/v1/menus/header"
  "/api/v1/school-programs"
)

declare -A RATE START
for backend in sqlite postgres; do
  data="$work/$backend"
  url="sqlite://$data/bilim.db"
  [ "$backend" = postgres ] && url=$postgres_url
  RUST_LOG=warn "$BIN" seed --data-dir "$data" --database-url "$url" --generated-news "$GENERATED" >/dev/null
  for cache in on off; do
    port=$(free_port)
    started=$(date +%s.%N)
    RUST_LOG=warn "$BIN" serve --addr "127.0.0.1:$port" --data-dir "$data" --database-url "$url" \
      --web-dir web/dist --answer-cache "$cache" &
    PID=$!
    wait_healthy "$port" 600
    # The first start is the slow one: it builds the search index of the seeded news.
    [ "$cache" = on ] && START[$backend]=$(python3 -c "print(f'{$(date +%s.%N) - $started:.2f}')")
    for call in "${CALLS[@]}"; do
      read -r rps _ < <(measure "http://127.0.0.1:$port$call")
      RATE[$backend,$cache,$call]=$rps
    done
    kill "$PID"; wait "$PID" 2>/dev/null || true
  done
done

printf 'serving after the first start: SQLite %s s, PostgreSQL %s s (target: under 5 s)\n\n' "${START[sqlite]}" "${START[postgres]}"
printf '%-46s %10s %10s %7s   %10s %10s %7s\n' "call (req/s)" "SQLite" "Postgres" ratio "SQLite" "Postgres" ratio
printf '%-46s %29s   %29s\n' "" "answer cache on (target 1.0)" "answer cache off (target ≥ 0.3)"
for call in "${CALLS[@]}"; do
  s_on=${RATE[sqlite,on,$call]}; p_on=${RATE[postgres,on,$call]}
  s_off=${RATE[sqlite,off,$call]}; p_off=${RATE[postgres,off,$call]}
  printf '%-46s %10s %10s %7s   %10s %10s %7s\n' "$call" "$s_on" "$p_on" "$(ratio "$p_on" "$s_on")" \
    "$s_off" "$p_off" "$(ratio "$p_off" "$s_off")"
done
