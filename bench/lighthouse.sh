#!/usr/bin/env bash
# Lighthouse 12 in its default mobile setting (simulated slow 4G, 4× slower CPU) against Debian's
# Chromium, on the pages of "fast on a phone" (issue 15) in Kazakh, Russian and English, served by
# the release server with pages rendered on the server. Prints each page's scores and paint
# figures next to the targets: performance ≥ 95; accessibility, best practices and SEO 100; first
# contentful paint ≤ 1.2 s; largest contentful paint ≤ 2.0 s; layout shift 0. Each page is asked
# for once before it is measured, as a visitor finds it after the first: its HTML in the cache.
# Lighthouse's figures for one page vary from run to run here (first contentful paint between
# 1.1 and 2.3 s for the same page), so each page is measured LIGHTHOUSE_RUNS times (default 3) and
# the median of each figure is printed. About 20 s a run. Not part of `make test`; `make bench`.
# Beside them, no target of its own: the bytes of the page's HTML as sent (br, headers and all),
# marked when over 14.6 KB, the first flight of a new TCP connection (ten segments), which
# Lighthouse's simulation, like a real slow network, charges a round trip more (0.1-0.15 s of FCP).
#
#   bench/lighthouse.sh [path…]    (default: the issue's pages; BILIM_BIN, CHROME_PATH,
#                                   LIGHTHOUSE_RUNS to override)
set -euo pipefail
cd "$(dirname "$0")/.."

LIGHTHOUSE_VERSION=12.8.2
RUNS=${LIGHTHOUSE_RUNS:-3}
CACHE=${LIGHTHOUSE_DIR:-target/lighthouse}
BIN=${BILIM_BIN:-target/release/bilim}
export CHROME_PATH=${CHROME_PATH:-/usr/bin/chromium}
source bench/lib.sh

[ -x "$BIN" ] || { echo "build the server first: cargo build --release -p bilim (or set BILIM_BIN)"; exit 1; }
[ -f web/dist/index.html ] && [ -f web/dist-ssr/ssr.mjs ] || { echo "build the web app first: make web"; exit 1; }
[ -x "$CHROME_PATH" ] || { echo "Lighthouse needs Chromium: make chromium"; exit 1; }

# Lighthouse, pinned (12.8.2 is the last release that runs on Node 20), installed once.
installed=$(node -p "require('./$CACHE/node_modules/lighthouse/package.json').version" 2>/dev/null || true)
if [ "$installed" != "$LIGHTHOUSE_VERSION" ]; then
  echo "Installing lighthouse@$LIGHTHOUSE_VERSION into $CACHE…"
  mkdir -p "$CACHE"
  npm install --prefix "$CACHE" --no-audit --no-fund --loglevel=error "lighthouse@$LIGHTHOUSE_VERSION" >/dev/null
fi

work=$(mktemp -d)
cleanup() {
  [ -n "${BILIM_PID:-}" ] && kill "$BILIM_PID" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

port=$(free_port)
RUST_LOG=warn "$BIN" serve --addr "127.0.0.1:$port" --data-dir "$work/data" --web-dir web/dist \
  --ssr on --ssr-bundle web/dist-ssr/ssr.mjs &
BILIM_PID=$!
wait_healthy "$port" 600
BASE="http://127.0.0.1:$port"

if [ $# -gt 0 ]; then
  PATHS=("$@")
else
  news=$(first_slug "/news?page=1")
  school=$(first_slug "/schools")
  query=$(python3 -c 'import urllib.parse; print(urllib.parse.quote("бизнес"))')
  PATHS=()
  for prefix in "" /ru /en; do
    for path in / /news "/news/$news" /education/bachelor "/school/$school" /grants "/search?query=$query"; do
      [ "$path" = / ] && [ -n "$prefix" ] && path=
      PATHS+=("$prefix$path")
    done
  done
fi

printf '%-44s %5s %5s %5s %5s %7s %7s %6s %8s\n' page perf a11y bp seo "FCP s" "LCP s" CLS "HTML KB"
below=0
for path in "${PATHS[@]}"; do
  curl -sf -o /dev/null "$BASE$path" || true
  reports=()
  for run in $(seq 1 "$RUNS"); do
    report="$work/report-$run.json"
    # A run that fails (Lighthouse's NO_NAVSTART now and then) is left out of the median.
    if node "$CACHE/node_modules/lighthouse/cli/index.js" "$BASE$path" --quiet \
      --only-categories=performance,accessibility,best-practices,seo \
      --chrome-flags="--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync" \
      --output=json --output-path="$report" >"$work/lighthouse.log" 2>&1 &&
      python3 -c 'import json, sys; sys.exit(1 if json.load(open(sys.argv[1])).get("runtimeError") else 0)' "$report"; then
      reports+=("$report")
    fi
  done
  if [ ${#reports[@]} -eq 0 ]; then
    printf '%-44s lighthouse failed: %s\n' "$path" "$(tail -1 "$work/lighthouse.log")"
    below=$((below + 1))
    continue
  fi
  # One line of medians, then the reasons a figure is below its target.
  if ! python3 - "$path" "${reports[@]}" <<'PY'
import json, statistics, sys

path, reports = sys.argv[1], [json.load(open(name)) for name in sys.argv[2:]]
def median(figure):
    return statistics.median(figure(report) for report in reports)
def category(key):
    return lambda report: round((report["categories"][key]["score"] or 0) * 100)
def metric(key):
    return lambda report: report["audits"][key]["numericValue"]
score = {key: median(category(key)) for key in reports[0]["categories"]}
report, audit = reports[0], reports[0]["audits"]
fcp = median(metric("first-contentful-paint")) / 1000
lcp = median(metric("largest-contentful-paint")) / 1000
cls = median(metric("cumulative-layout-shift"))
def html_bytes(report):
    requests = report["audits"]["network-requests"]["details"]["items"]
    return next(r["transferSize"] for r in requests if r.get("resourceType") == "Document")
html = median(html_bytes) / 1000
first_flight = "" if html <= 14.6 else "*"
print(f"{path:<44} {score['performance']:>5g} {score['accessibility']:>5g} {score['best-practices']:>5g} "
      f"{score['seo']:>5g} {fcp:>7.2f} {lcp:>7.2f} {cls:>6.3f} {html:>7.1f}{first_flight:1}  (median of {len(reports)})")
misses = []
if score["performance"] < 95: misses.append(f"performance {score['performance']} < 95")
for key in ("accessibility", "best-practices", "seo"):
    if score[key] < 100:
        failed = [a["id"] for a in (audit[ref["id"]] for ref in report["categories"][key]["auditRefs"])
                  if a.get("score") is not None and a["score"] < 1 and a.get("scoreDisplayMode") == "binary"]
        misses.append(f"{key} {score[key]} < 100 ({', '.join(failed)})")
if fcp > 1.2: misses.append(f"FCP {fcp:.2f} s > 1.2 s")
if lcp > 2.0: misses.append(f"LCP {lcp:.2f} s > 2.0 s")
if cls > 0: misses.append(f"CLS {cls:.3f} > 0")
for miss in misses:
    print(f"    BELOW: {miss}")
sys.exit(1 if misses else 0)
PY
  then
    below=$((below + 1))
  fi
done
echo "targets: performance ≥ 95; accessibility, best practices, SEO 100; FCP ≤ 1.2 s; LCP ≤ 2.0 s; CLS 0"
echo "HTML KB: the page as sent; * over 14.6 KB, the first flight of a new connection (no target)"
echo "$below of ${#PATHS[@]} pages below a target"
