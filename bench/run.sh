#!/usr/bin/env bash
# Load benchmark: the five busiest reads of the site, served by bilim and — the same bodies as
# static files — by nginx, each driven by wrk at 50 connections. Prints requests/s and p99 for
# both, their ratio, and bilim's peak memory. Then the same reads again while an editor saves a
# news item once a second through the admin API (bench/editor.py): every save empties the answer
# cache and rebuilds the search index, and the read rate should stay within 10% of the quiet one.
# Not part of `make test`; run with `make bench`.
#
#   bench/run.sh [seconds per call, default 10]
set -euo pipefail
cd "$(dirname "$0")/.."

DURATION=${1:-10}
CONNECTIONS=50
THREADS=2
BIN=${BILIM_BIN:-target/release/bilim}
source bench/lib.sh

need_load_tools

work=$(mktemp -d)
BILIM_PORT=$(free_port)
NGINX_PORT=$(free_port)

cleanup() {
  [ -n "${EDITOR_PID:-}" ] && kill "$EDITOR_PID" 2>/dev/null || true
  [ -n "${BILIM_PID:-}" ] && kill "$BILIM_PID" 2>/dev/null || true
  stop_nginx
  rm -rf "$work"
}
trap cleanup EXIT

RUST_LOG=warn "$BIN" serve --addr "127.0.0.1:$BILIM_PORT" --data-dir "$work/data" --web-dir web/dist &
BILIM_PID=$!
wait_healthy "$BILIM_PORT"

static_slug=$(curl -sf "http://127.0.0.1:$BILIM_PORT/api/v1/pages/main" | python3 -c 'import json,sys; print(json.load(sys.stdin)["data"]["slug"])')
CALLS=(
  "/api/v1/pages/main"
  "/api/v1/news?page=1"
  "/api/v1/latest-news?limit=5"
  "/api/v1/menus/header"
  "/api/v1/pages/static/$static_slug"
)

# The same bodies as files, so nginx answers exactly what bilim answers.
mkdir -p "$work/www"
for i in "${!CALLS[@]}"; do
  curl -sf "http://127.0.0.1:$BILIM_PORT${CALLS[$i]}" > "$work/www/$i.json"
done
start_nginx "$work/www" "$NGINX_PORT"

printf '%-34s %12s %10s %12s %10s %7s\n' call "bilim req/s" "bilim p99" "nginx req/s" "nginx p99" ratio
QUIET=()
for i in "${!CALLS[@]}"; do
  read -r b_rps b_p99 < <(measure "http://127.0.0.1:$BILIM_PORT${CALLS[$i]}")
  read -r n_rps n_p99 < <(measure "http://127.0.0.1:$NGINX_PORT/$i.json")
  QUIET[i]=$b_rps
  printf '%-34s %12s %10s %12s %10s %7s\n' "${CALLS[$i]}" "$b_rps" "$b_p99" "$n_rps" "$n_p99" "$(ratio "$b_rps" "$n_rps")"
done

# The same reads while an editor saves once a second.
EDITOR_PASSWORD="bench editor password"
"$BIN" users add --email bench-editor@bilim.test --role editor --data-dir "$work/data" <<<"$EDITOR_PASSWORD" >/dev/null
news_id=$(curl -sf "http://127.0.0.1:$BILIM_PORT/api/v1/latest-news?limit=1" | python3 -c 'import json,sys; print(json.load(sys.stdin)["data"][0]["id"])')
python3 bench/editor.py "http://127.0.0.1:$BILIM_PORT" bench-editor@bilim.test "$EDITOR_PASSWORD" "$news_id" >"$work/editor.out" &
EDITOR_PID=$!
# Measured from the first save on: the sign-in (an argon2 hash) is not part of the steady state.
latest_title() { curl -sf "http://127.0.0.1:$BILIM_PORT/api/v1/latest-news?limit=1&lang=en" | python3 -c 'import json,sys; print(json.load(sys.stdin)["data"][0]["title"])'; }
for _ in $(seq 1 100); do [[ "$(latest_title)" == "Benchmark save"* ]] && break; sleep 0.1; done
echo
printf '%-34s %12s %10s %12s %7s\n' "call, one save a second" "bilim req/s" "bilim p99" "quiet req/s" ratio
for i in "${!CALLS[@]}"; do
  read -r w_rps w_p99 < <(measure "http://127.0.0.1:$BILIM_PORT${CALLS[$i]}")
  printf '%-34s %12s %10s %12s %7s\n' "${CALLS[$i]}" "$w_rps" "$w_p99" "${QUIET[$i]}" "$(ratio "$w_rps" "${QUIET[$i]}")"
done
kill -TERM "$EDITOR_PID"
wait "$EDITOR_PID" || true
read -r saves failures <"$work/editor.out"
shown=$(latest_title)
echo "saves: $saves, failed: $failures; the site shows \"$shown\""
echo "bilim peak memory (VmHWM): $(awk '/VmHWM/ {print $2, $3}' "/proc/$BILIM_PID/status")"
echo "bodies: $(for f in "$work"/www/*.json; do printf '%s ' "$(wc -c <"$f")B"; done)"
