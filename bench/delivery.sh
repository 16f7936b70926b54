#!/usr/bin/env bash
# How fast answers travel, next to the targets of "fast on a phone" (issue 15), all against nginx
# serving the same bytes as files, at 50 connections:
# - a cached API answer, compressed (br) against plain: at least 0.8 of the plain rate;
# - a 304 (If-None-Match with the tag) against the 200 of a page from the HTML cache: at least as
#   fast (for the programmes answer too, with no target: over loopback its 20 KB cost next to
#   nothing to send, so its 304 and 200 cost the server the same, about 15 µs each, and their
#   ratio is 1 give or take this machine's noise);
# - a page rendered on the server, its HTML from the answer cache, against nginx serving that
#   file: at least 0.5;
# - API answers with the answer cache off (`--answer-cache off`) against nginx: at least 0.4; the
#   programmes (20 KB, a long list), a page of news (14 KB) and a news item (4 KB), each the median
#   of three pairs measured back to back; and, with
#   no target, how long one such read takes with nothing else running (what a visitor waits),
#   and the same for the news list and its years on a site with 3,000 more news (generated): a
#   read must not slow with the length of a list beyond its page;
# - bilim's peak memory over the run: under 100 MB;
# - a render of a page (its HTML not cached): under 30 ms, the first since the server started and
#   a later one.
# Not part of `make test`; run with `make bench`.
#
#   bench/delivery.sh [seconds per measurement, default 10]
set -euo pipefail
cd "$(dirname "$0")/.."

DURATION=${1:-10}
CONNECTIONS=50
THREADS=2
BIN=${BILIM_BIN:-target/release/bilim}
source bench/lib.sh

need_load_tools

work=$(mktemp -d)
NGINX_PORT=$(free_port)
cleanup() {
  [ -n "${BILIM_PID:-}" ] && kill "$BILIM_PID" 2>/dev/null || true
  stop_nginx
  rm -rf "$work"
}
trap cleanup EXIT

# serve [flags...]: bilim on a free port over the bench's data dir (or $DATA_DIR); sets BILIM_PID
# and BASE.
serve() {
  local port
  port=$(free_port)
  RUST_LOG=warn "$BIN" serve --addr "127.0.0.1:$port" --data-dir "${DATA_DIR:-$work/data}" --web-dir web/dist "$@" &
  BILIM_PID=$!
  BASE="http://127.0.0.1:$port"
  wait_healthy "$port" 600
}
stop() {
  PEAK=$(awk '/VmHWM/ {print $2}' "/proc/$BILIM_PID/status")
  kill "$BILIM_PID"
  wait "$BILIM_PID" 2>/dev/null || true
  BILIM_PID=
  PEAKS+=("$PEAK")
}
PEAKS=()

# row NAME RPS P99 BASE_RPS TARGET: a figure, its ratio to the base and whether it meets the target.
printf '%-44s %10s %9s %10s %6s %8s\n' measurement "req/s" p99 "base req/s" ratio target
row() {
  local r
  r=$(ratio "$2" "$4")
  printf '%-44s %10s %9s %10s %6s %8s %s\n' "$1" "$2" "$3" "$4" "$r" "≥ $5" \
    "$(python3 -c "print('ok' if $r >= $5 else 'BELOW')")"
}

API=/api/v1/school-programs
PAGE=/news
serve
mkdir -p "$work/www"
# The answers read with the cache off, each beside nginx serving its bytes (measured once here).
ANSWERS=("$API" /api/v1/news "/api/v1/news/$(first_slug /news)")
file_of() { echo "$(basename "$1").json"; }
for path in "${ANSWERS[@]}"; do curl -sf "$BASE$path" >"$work/www/$(file_of "$path")"; done
curl -sf "$BASE$PAGE" >"$work/www/page.html"
start_nginx "$work/www" "$NGINX_PORT"
declare -A NGINX_RPS NGINX_P99
for path in "${ANSWERS[@]}"; do
  read -r "NGINX_RPS[$path]" "NGINX_P99[$path]" < <(measure "http://127.0.0.1:$NGINX_PORT/$(file_of "$path")")
done
etag() { curl -sfI "$BASE$1" | awk 'tolower($1) == "etag:" {print $2}' | tr -d '\r'; }

read -r plain plain_p99 < <(measure "$BASE$API")
read -r brotli brotli_p99 < <(measure "$BASE$API" -H "Accept-Encoding: br")
row "cached $API br, against plain" "$brotli" "$brotli_p99" "$plain" 0.8
read -r api_304 api_304_p99 < <(measure "$BASE$API" -H "If-None-Match: $(etag "$API")")
row "cached $API, against nginx" "$plain" "$plain_p99" "${NGINX_RPS[$API]}" 0.9
read -r page page_p99 < <(measure "$BASE$PAGE")
read -r n_page n_page_p99 < <(measure "http://127.0.0.1:$NGINX_PORT/page.html")
row "page $PAGE from the cache, against nginx" "$page" "$page_p99" "$n_page" 0.5
read -r page_304 page_304_p99 < <(measure "$BASE$PAGE" -H "If-None-Match: $(etag "$PAGE")")
row "page $PAGE from the cache 304, against 200" "$page_304" "$page_304_p99" "$page" 1.0
# Renders of a page whose HTML is not cached (a query string of its own each time, in `query`: a
# parameter pages are kept by, which only the search page reads), its answers
# cached as they are once a site has visitors, one at a time: the first since the server started,
# a streamed render that waits for each answer as a component asks for it, and the later ones
# (after a content change, or another query string), which fetch at once what the page asked for
# last time and render in one go. The server has two renderers, each learning a page once: the
# first two renders of a page are first ones.
first_renders=()
renders=()
for path in /news /ru/education/bachelor /en/school/business-school /en/grants /ru/news-catalog; do
  for i in $(seq 1 20); do
    took=$(curl -sf -o /dev/null -w '%{time_total}' "$BASE$path?query=first-$i")
    if [ "$i" -le 2 ]; then first_renders+=("$took"); else renders+=("$took"); fi
  done
done
median_ms() { printf '%s\n' "$@" | sort -n | awk '{t[NR] = $1} END {printf "%.1f", t[int((NR + 1) / 2)] * 1000}'; }
first_render=$(median_ms "${first_renders[@]}")
render_again=$(median_ms "${renders[@]}")
stop

# one_read PATH: how long one read of PATH takes with nothing else running, and its p99.
one_read() {
  local rps p99
  read -r rps p99 < <(CONNECTIONS=1 THREADS=1 measure "$BASE$1")
  echo "$(python3 -c "print(f'{1000 / $rps:.2f}')") ms (p99 $p99)"
}
news_total() { curl -sf "$BASE/api/v1/news" | python3 -c 'import json, sys; print(json.load(sys.stdin)["data"]["meta"]["total"])'; }
LONG_LISTS=(/api/v1/news /api/v1/news-filters/year)

# Pages are left to the browser here: a render per request is what the answer cache is for.
serve --answer-cache off --ssr off
declare -A ALONE ALONE_LONG
# Each answer against nginx in three back-to-back pairs, the pair of the median ratio shown: on
# this machine a neighbour's load moves a single figure by up to 15 %, and a pair shares it.
for path in "${ANSWERS[@]}"; do
  pairs=()
  for _ in 1 2 3; do
    read -r n_rps _ < <(measure "http://127.0.0.1:$NGINX_PORT/$(file_of "$path")")
    read -r uncached uncached_p99 < <(measure "$BASE$path")
    pairs+=("$(ratio "$uncached" "$n_rps") $uncached $uncached_p99 $n_rps")
  done
  read -r _ uncached uncached_p99 n_rps < <(printf '%s\n' "${pairs[@]}" | sort -n | sed -n 2p)
  row "uncached $path, against nginx" "$uncached" "$uncached_p99" "$n_rps" 0.4
  ALONE[$path]=$(one_read "$path")
done
for path in "${LONG_LISTS[@]}"; do ALONE[$path]=$(one_read "$path"); done
demo_news=$(news_total)
stop

# A site with years of news: the demo and 3,000 generated items (the search bench's generator).
"$BIN" seed --data-dir "$work/long" --generated-news 3000 >/dev/null
DATA_DIR="$work/long" serve --answer-cache off --ssr off
for path in "${LONG_LISTS[@]}"; do ALONE_LONG[$path]=$(one_read "$path"); done
long_news=$(news_total)
stop
# Not the target's figure (the demo's): with this many news, the start's search index build counts.
long_peak=${PEAKS[-1]}
unset 'PEAKS[-1]'

echo
echo "nginx p99: ${NGINX_P99[$API]} ($API), $n_page_p99 ($PAGE); bodies: $(wc -c <"$work/www/$(file_of "$API")") B, $(wc -c <"$work/www/page.html") B plain"
peak=$(printf '%s\n' "${PEAKS[@]}" | sort -n | tail -1)
echo "bilim peak memory (VmHWM): $((peak / 1024)) MB (target < 100 MB); with $long_news news, its search index built at start: $((long_peak / 1024)) MB"
echo "first render of a page since the server started (median of 10 on 5 pages): $first_render ms (target < 30 ms)"
echo "a page rendered again, its HTML not cached (median of 90 on 5 pages): $render_again ms (target < 30 ms)"
echo "cached $API 304 against its 200: $(ratio "$api_304" "$plain") ($api_304 against $plain req/s)"
for path in "${ANSWERS[@]}"; do echo "uncached $path, one request at a time: ${ALONE[$path]}"; done
for path in "${LONG_LISTS[@]}"; do
  echo "uncached $path, one request at a time: ${ALONE[$path]} with $demo_news news, ${ALONE_LONG[$path]} with $long_news"
done
