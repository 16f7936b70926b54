#!/usr/bin/env bash
# Contract test: schemathesis generates requests from the server's own OpenAPI document and checks
# every answer against it. Read calls (GET) must pass every check; form calls (POST, sent with the
# service token and the invisible checks turned off) must answer no 5xx and no status the document
# does not list. Starts the debug server on a free loopback port with a fresh data dir, stops it
# on exit, and fails when any case fails.
#
#   tools/schemathesis.sh                 # both runs
#   ST_EXAMPLES=50 tools/schemathesis.sh  # more cases per call (default 25)
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
bin=${BILIM_BIN:-$root/target/debug/bilim}
venv=$root/target/schemathesis
examples=${ST_EXAMPLES:-25}
# Fixed, so that a failure can be replayed; change it to explore other cases.
seed=${ST_SEED:-20261124}

if [ ! -x "$venv/bin/schemathesis" ]; then
	echo "Installing schemathesis into $venv…"
	python3 -m venv "$venv"
	"$venv/bin/pip" install --quiet --disable-pip-version-check 'schemathesis>=4,<5'
fi
[ -x "$bin" ] || { echo "$bin is missing: build it with 'cargo build -p bilim'" >&2; exit 1; }

work=$(mktemp -d)
server=
cleanup() {
	if [ -n "$server" ]; then
		kill "$server" 2>/dev/null || true
		wait "$server" 2>/dev/null || true
	fi
	rm -rf "$work"
}
trap cleanup EXIT

# The API is what is tested; a one-line shell stands in for the built web app.
mkdir -p "$work/web"
echo '<!doctype html><html><head><title>Bilim</title></head><body><div id="root"></div></body></html>' \
	>"$work/web/index.html"
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
base=http://127.0.0.1:$port

BILIM_FORM_CHALLENGE=off BILIM_FORM_RATE_LIMIT=1000000 BILIM_LOGIN_RATE_LIMIT=1000000 RUST_LOG=warn \
	BILIM_SERVICE_EMAIL=forms@dbu.edu.kz BILIM_SERVICE_PASSWORD=dala-demo-forms \
	"$bin" serve --addr "127.0.0.1:$port" --data-dir "$work/data" --web-dir "$work/web" \
	>"$work/server.log" 2>&1 &
server=$!

# Seeding an empty data dir takes a few seconds.
for _ in $(seq 1 120); do
	if python3 -c "import urllib.request; urllib.request.urlopen('$base/healthz', timeout=1)" 2>/dev/null; then
		break
	fi
	kill -0 "$server" 2>/dev/null || { cat "$work/server.log" >&2; echo "the server did not start" >&2; exit 1; }
	sleep 0.5
done

token=$(python3 - "$base" <<'EOF'
import json, sys, urllib.request
body = json.dumps({"email": "forms@dbu.edu.kz", "password": "dala-demo-forms"}).encode()
request = urllib.request.Request(sys.argv[1] + "/api/v1/auth/login", data=body,
                                 headers={"Content-Type": "application/json"})
print(json.load(urllib.request.urlopen(request, timeout=10))["data"]["access_token"])
EOF
)

# Run from the scratch dir: schemathesis keeps its example database in the working directory.
# A run takes about ten seconds; a server that stops answering fails it within four minutes.
st() {
	(cd "$work" && timeout 240 "$venv/bin/schemathesis" run "$base/api/v1/openapi.json" --url "$base/api/v1" \
		--max-examples "$examples" --seed "$seed" --no-color --request-timeout 10 "$@")
}

status=0
echo "== schemathesis: read calls, every check"
st --include-method GET --checks all || status=1
echo "== schemathesis: form calls, no server error and no undocumented status"
st --include-method POST -H "Authorization: Bearer $token" \
	--checks not_a_server_error,status_code_conformance || status=1

if [ "$status" -ne 0 ]; then
	echo "schemathesis found answers the OpenAPI document does not describe (server log: below)" >&2
	grep -iE 'error|panic' "$work/server.log" | tail -20 >&2 || true
fi
exit "$status"
