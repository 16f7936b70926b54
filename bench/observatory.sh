#!/usr/bin/env bash
# Security headers graded by the real scanner: Mozilla's MDN HTTP Observatory
# (npm @mdn/mdn-http-observatory, the code behind developer.mozilla.org/observatory), run against
# bilim behind a TLS front on the loopback interface. Prints the grade, the score and every
# test's result; exits non-zero below A+. Not part of `make test`; run with `make bench`.
#
#   bench/observatory.sh            (BILIM_BIN defaults to target/release/bilim)
#
# How the scan is staged, all on 127.0.0.1 and nothing else:
# - bilim serves on a free port with --public-url https://bilim.test:PORT (so it sends HSTS);
# - nginx terminates TLS on another free port with a certificate for bilim.test made here by
#   openssl, proxies to bilim, and redirects plain http arriving on that port to https (497);
# - the scanner takes a host name only and always asks http:// and https:// of the same host,
#   so it is given "bilim.test:PORT"; node trusts the certificate through NODE_EXTRA_CA_CERTS
#   and resolves bilim.test to 127.0.0.1 through a preloaded dns.lookup that refuses every
#   other name. The package's own wrapper (bin/wrapper.js) would overwrite
#   NODE_EXTRA_CA_CERTS, so its src/scan.js (the same CLI) is run directly.
# - The package is installed with --ignore-scripts: its install scripts build pg-native (only
#   its API server's database needs it) and download a CA bundle and Chromium's HSTS preload
#   list from the internet. The scan reads the preload list from conf/hsts-preload.json; it is
#   written empty here. bilim.test (the reserved .test TLD) is on no preload list, so an empty
#   list grades it exactly as the full one would.
# Only the redirection test depends on the front (production needs its own http→https
# redirect); every other test grades bilim's own answers.
set -euo pipefail
cd "$(dirname "$0")/.."

OBSERVATORY_VERSION=1.4.8
CACHE=${OBSERVATORY_DIR:-target/observatory}
PKG=$CACHE/node_modules/@mdn/mdn-http-observatory
BIN=${BILIM_BIN:-target/release/bilim}
HOST=bilim.test

[ -x "$BIN" ] || { echo "build the server first: cargo build --release -p bilim (or set BILIM_BIN)"; exit 1; }
[ -f web/dist/index.html ] || { echo "build the web app first: make web"; exit 1; }
command -v node >/dev/null && command -v npm >/dev/null || { echo "the scanner needs Node 20 with npm"; exit 1; }
for tool in nginx openssl curl python3; do
  command -v "$tool" >/dev/null && continue
  pkg=$tool; [ "$tool" = python3 ] && pkg=python3-minimal
  if [ "$(id -u)" = 0 ]; then
    echo "Installing Debian's $pkg…"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$pkg" >/dev/null
  else
    echo "bench/observatory.sh needs $tool (as root: apt-get install $pkg)"; exit 1
  fi
done

# The scanner, pinned, installed once into the cache dir.
installed=$(node -p "require('./$PKG/package.json').version" 2>/dev/null || true)
if [ "$installed" != "$OBSERVATORY_VERSION" ]; then
  echo "Installing @mdn/mdn-http-observatory@$OBSERVATORY_VERSION into $CACHE…"
  mkdir -p "$CACHE"
  npm install --prefix "$CACHE" --ignore-scripts --no-audit --no-fund --loglevel=error \
    "@mdn/mdn-http-observatory@$OBSERVATORY_VERSION" >/dev/null
fi
[ -f "$PKG/conf/hsts-preload.json" ] || echo '{}' > "$PKG/conf/hsts-preload.json"

work=$(mktemp -d)
source bench/lib.sh
BILIM_PORT=$(free_port)
TLS_PORT=$(free_port)
ORIGIN=https://$HOST:$TLS_PORT

cleanup() {
  [ -n "${BILIM_PID:-}" ] && kill "$BILIM_PID" 2>/dev/null || true
  [ -f "$work/nginx.pid" ] && kill "$(cat "$work/nginx.pid")" 2>/dev/null || true
  [ -n "${BILIM_PID:-}" ] && wait "$BILIM_PID" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 2 \
  -subj "/CN=$HOST" -addext "subjectAltName=DNS:$HOST" \
  -keyout "$work/key.pem" -out "$work/cert.pem" 2>/dev/null

RUST_LOG=warn "$BIN" serve --addr "127.0.0.1:$BILIM_PORT" --data-dir "$work/data" \
  --web-dir web/dist --public-url "$ORIGIN" &
BILIM_PID=$!

cat > "$work/nginx.conf" <<CONF
worker_processes 1;
pid $work/nginx.pid;
error_log $work/nginx-error.log warn;
events { worker_connections 64; }
http {
  access_log off;
  server_tokens off;
  server {
    listen 127.0.0.1:$TLS_PORT ssl;
    server_name $HOST;
    ssl_certificate $work/cert.pem;
    ssl_certificate_key $work/key.pem;
    # Plain http on the TLS port: send it to https, as the site's port 80 would.
    error_page 497 =301 https://\$host:\$server_port\$request_uri;
    location / {
      proxy_pass http://127.0.0.1:$BILIM_PORT;
      proxy_http_version 1.1;
      proxy_buffering off;
      proxy_set_header Host \$http_host;
      proxy_set_header X-Forwarded-Proto https;
    }
  }
}
CONF
nginx -e "$work/nginx-error.log" -c "$work/nginx.conf" -p "$work"

up=
for _ in $(seq 1 300); do
  if curl -sf --cacert "$work/cert.pem" --resolve "$HOST:$TLS_PORT:127.0.0.1" "$ORIGIN/healthz" >/dev/null; then
    up=1; break
  fi
  sleep 0.1
done
[ -n "$up" ] || { echo "bilim did not answer at $ORIGIN (through nginx)"; cat "$work/nginx-error.log"; exit 1; }

# bilim.test is 127.0.0.1 for the scanner, and no other name resolves.
cat > "$work/loopback-dns.mjs" <<'JS'
import dns from "node:dns";
const host = process.env.OBSERVATORY_HOST;
dns.lookup = function (hostname, options, callback) {
  if (typeof options === "function") [callback, options] = [options, {}];
  if (typeof options === "number") options = { family: options };
  if (String(hostname).toLowerCase() !== host) {
    const err = Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname} (loopback only)`),
      { code: "ENOTFOUND", hostname });
    return process.nextTick(callback, err);
  }
  if (options?.all) return process.nextTick(callback, null, [{ address: "127.0.0.1", family: 4 }]);
  process.nextTick(callback, null, "127.0.0.1", 4);
};
JS

echo "MDN HTTP Observatory $OBSERVATORY_VERSION scanning $ORIGIN/ ($BIN)"
status=0
OBSERVATORY_HOST=$HOST NODE_EXTRA_CA_CERTS="$work/cert.pem" \
  node --import "$(realpath "$work/loopback-dns.mjs")" "$PKG/src/scan.js" "$HOST:$TLS_PORT" \
  > "$work/scan.json" || status=$?

# The grade, the score, and each test with the scanner's own words for its result.
GRADER=$(realpath "$PKG/src/grader/grader.js") node --input-type=module - "$work/scan.json" <<'JS' || status=$?
import { readFileSync } from "node:fs";
const { getScoreDescription } = await import(process.env.GRADER);
const out = JSON.parse(readFileSync(process.argv[2], "utf8"));
if (out.error || !out.scan) {
  console.log(`scan failed: ${out.error ?? "no result"}`);
  process.exit(1);
}
const { scan, tests } = out;
console.log(`grade ${scan.grade}, score ${scan.score} (algorithm ${scan.algorithmVersion}), ` +
  `${scan.testsPassed}/${scan.testsQuantity} tests passed, HTTP ${scan.statusCode}`);
for (const [name, t] of Object.entries(tests)) {
  const mod = t.scoreModifier > 0 ? `+${t.scoreModifier}` : `${t.scoreModifier}`;
  const text = getScoreDescription(t.result).replace(/<[^>]+>/g, "").replace(/\s+/g, " ").trim();
  const seen = name === "redirection" ? t.route?.join(" → ") : t.data;
  console.log(`  ${t.pass ? "pass" : "FAIL"} ${mod.padStart(3)}  ${name.padEnd(30)} ${t.result}`);
  console.log(`             ${text}`);
  if (typeof seen === "string" && seen) console.log(`             seen: ${seen}`);
}
if (scan.grade !== "A+") {
  console.log(`below A+: ${scan.grade}`);
  process.exit(1);
}
JS
exit "$status"
