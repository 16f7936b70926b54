#!/usr/bin/env bash
# Submissions per second, with notification mail off and on. Each run starts bilim on a fresh data
# dir (the proof of work off and the rate limit out of the way, as for a trusted API client) and
# drives POST /api/v1/applications/consultation with wrk. "On" routes the form to a mailbox and
# points --smtp-url at an SMTP sink (aiosmtpd, installed into bench/.venv), so every submission
# also writes its mail to the outbox and the worker sends it while the load runs. The rate with
# mail on should stay within 20% of the rate without.
#
#   bench/forms.sh [seconds per run, default 10]
set -euo pipefail
cd "$(dirname "$0")/.."

DURATION=${1:-10}
BIN=${BILIM_BIN:-target/release/bilim}
source bench/lib.sh
command -v wrk >/dev/null || { echo "bench needs wrk (apt-get install wrk)"; exit 1; }
[ -x "$BIN" ] || { echo "build the server first: cargo build --release -p bilim"; exit 1; }
if [ ! -x bench/.venv/bin/aiosmtpd ]; then
  python3 -m venv bench/.venv
  bench/.venv/bin/pip install --quiet aiosmtpd
fi

work=$(mktemp -d)
cleanup() {
  [ -n "${BILIM_PID:-}" ] && kill "$BILIM_PID" 2>/dev/null || true
  [ -n "${SINK_PID:-}" ] && kill "$SINK_PID" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

SMTP_PORT=$(free_port)
# A sink that takes every message and throws it away. In production the mail server is another
# machine: here it runs at the lowest priority, so it takes only the CPU bilim leaves idle and does
# not count against bilim's rate.
nice -n 19 bench/.venv/bin/aiosmtpd -n -c aiosmtpd.handlers.Sink -l "127.0.0.1:$SMTP_PORT" &
SINK_PID=$!

# run NAME [serve flags...]: prints "NAME req/s p99" and how much mail was sent.
run() {
  local name=$1 port
  shift
  port=$(free_port)
  rm -rf "$work/data"
  RUST_LOG=warn "$BIN" serve --addr "127.0.0.1:$port" --data-dir "$work/data" --web-dir web/dist \
    --form-challenge off --form-rate-limit 10000000 "$@" &
  BILIM_PID=$!
  for _ in $(seq 1 100); do curl -sf "http://127.0.0.1:$port/healthz" >/dev/null && break; sleep 0.1; done
  local base="http://127.0.0.1:$port"
  if [ "$name" = "on" ]; then
    "$BIN" users add --email bench-admin@bilim.test --role admin --data-dir "$work/data" <<<"bench admin password" >/dev/null
    curl -sf -c "$work/cookies" -H 'Content-Type: application/json' \
      -d '{"email": "bench-admin@bilim.test", "password": "bench admin password"}' "$base/api/v1/admin/login" >/dev/null
    curl -sf -b "$work/cookies" -X PUT -H 'Content-Type: application/json' -H "Origin: $base" \
      -d '{"routes": [{"form": "consultation", "email": "admissions@bench.test", "lang": "ru"}]}' \
      "$base/api/v1/admin/notifications" >/dev/null
  fi
  local token
  token=$(curl -sf -H 'Content-Type: application/json' \
    -d '{"email": "forms@dbu.edu.kz", "password": "dala-demo-forms"}' "$base/api/v1/auth/login" |
    python3 -c 'import json,sys; print(json.load(sys.stdin)["data"]["access_token"])')
  local out rps p99
  out=$(wrk -t2 -c20 -d"${DURATION}s" --latency -s bench/forms.lua "$base/api/v1/applications/consultation" -- "$token")
  rps=$(awk '/Requests\/sec/ {print $2}' <<<"$out")
  p99=$(awk '$1 == "99%" {print $2}' <<<"$out")
  local errors
  errors=$(awk '/Non-2xx/ {print $NF}' <<<"$out")
  kill -TERM "$BILIM_PID"; wait "$BILIM_PID" || true
  BILIM_PID=
  local stored sent
  stored=$(python3 -c "import sqlite3; print(sqlite3.connect('$work/data/bilim.db').execute('select count(*) from submissions').fetchone()[0])")
  sent=$(python3 -c "import sqlite3; print(sqlite3.connect('$work/data/bilim.db').execute(\"select count(*) from outbox where status = 'sent'\").fetchone()[0])")
  printf '%-18s %12s %10s %10s %10s %8s\n' "$name" "$rps" "$p99" "$stored" "$sent" "${errors:-0}"
  echo "$rps" >"$work/$name.rps"
}

printf '%-18s %12s %10s %10s %10s %8s\n' "notifications" "req/s" "p99" "stored" "mail sent" "non-2xx"
run off
run on --smtp-url "smtp://127.0.0.1:$SMTP_PORT" --mail-from "Bench <noreply@bench.test>"
python3 -c "print(f'with notifications: {$(cat "$work/on.rps") / $(cat "$work/off.rps"):.2f} of the rate without')"
