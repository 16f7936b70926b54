# Shared by the bench scripts: ports, waiting for a server, wrk figures and an nginx to compare with.
# Source it after `cd` to the repository root; it sets $work (a temporary dir) and needs a
# cleanup trap of the caller's that removes it.

free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }

need() { command -v "$1" >/dev/null || { echo "bench needs $1 (apt-get install $2)"; exit 1; }; }

# need_load_tools: what a comparison with nginx needs (wrk, nginx and the release server at $BIN).
need_load_tools() {
  need wrk wrk
  need nginx nginx
  [ -x "$BIN" ] || { echo "build the server first: cargo build --release -p bilim"; exit 1; }
}

# wait_healthy PORT [tries of 0.1 s]: until bilim answers /healthz.
wait_healthy() {
  for _ in $(seq 1 "${2:-100}"); do curl -sf "http://127.0.0.1:$1/healthz" >/dev/null && return; sleep 0.1; done
  echo "bilim on port $1 did not start"; exit 1
}

# measure URL [wrk options...]: "req/s p99" of wrk at $CONNECTIONS connections for $DURATION s.
# A run with any answer other than 2xx or 3xx stops the bench: its rate would not be the rate of
# the answer meant.
measure() {
  local url=$1 out
  shift
  out=$(wrk -t"${THREADS:-2}" -c"${CONNECTIONS:-50}" -d"${DURATION:-10}s" --latency "$@" "$url")
  if grep -q "Non-2xx or 3xx" <<<"$out"; then
    echo "$url: $(grep "Non-2xx or 3xx" <<<"$out" | xargs)" >&2
    exit 1
  fi
  echo "$(awk '/Requests\/sec/ {print $2}' <<<"$out") $(awk '$1 == "99%" {print $2}' <<<"$out")"
}

# ratio A B: A / B with two decimals.
ratio() { python3 -c "print(f'{$1 / $2:.2f}')"; }

# start_nginx ROOT PORT: one nginx worker serving ROOT's files as they are (JSON by default).
start_nginx() {
  cat > "$work/nginx.conf" <<CONF
worker_processes 1;
pid $work/nginx.pid;
error_log $work/nginx-error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  types { text/html html; }
  default_type application/json;
  sendfile on;
  tcp_nodelay on;
  keepalive_requests 1000000;
  server { listen 127.0.0.1:$2; root $1; }
}
CONF
  # nginx's worker runs as nobody: it must be able to read what it serves (mktemp's dirs are
  # private; without this every answer was a 403 and the comparisons meant nothing).
  chmod -R a+rX "$work"
  nginx -c "$work/nginx.conf" -p "$work"
  sleep 0.3
}

stop_nginx() { [ -f "$work/nginx.pid" ] && kill "$(cat "$work/nginx.pid")" 2>/dev/null || true; }

# first_slug CALL: the slug of the first item the API call lists (a list, or a page of one), from
# the bilim at $BASE.
first_slug() {
  curl -sf "$BASE/api/v1$1" | python3 -c '
import json, sys
data = json.load(sys.stdin)["data"]
print((data["data"] if isinstance(data, dict) else data)[0]["slug"])'
}
