#!/usr/bin/env bash
# Runs a command beside a throwaway PostgreSQL: a cluster made with Debian's PostgreSQL (installed
# here when missing) in a temporary directory, listening on a free loopback port and a Unix
# socket in that directory, fsync off. The command finds the server in BILIM_TEST_POSTGRES (a URL
# of its `postgres` database, through the socket); each test makes a database of its own there.
# The cluster is stopped and removed when the command ends, however it ends.
#
#   tools/with-postgres.sh COMMAND [ARGS...]
set -euo pipefail

bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n1 || true)
if [ -z "$bin" ]; then
	if [ "$(id -u)" = 0 ]; then
		echo "Installing Debian's postgresql…"
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
		bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n1)
	else
		echo "PostgreSQL is missing: install Debian's postgresql package (as root: apt-get install postgresql)" >&2
		exit 1
	fi
fi

# The server refuses to run as root: as root, the cluster belongs to the package's postgres user.
as_owner=()
if [ "$(id -u)" = 0 ]; then
	as_owner=(runuser -u postgres --)
fi

dir=$(mktemp -d /tmp/bilim-pg.XXXXXX)
chmod 755 "$dir"
[ ${#as_owner[@]} -eq 0 ] || chown postgres "$dir"
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')

stop() {
	"${as_owner[@]}" "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
	rm -rf "$dir"
}
trap stop EXIT

"${as_owner[@]}" "$bin/initdb" -D "$dir/data" -A trust -U postgres --encoding=UTF8 --locale=C.UTF-8 >"$dir/initdb.log" 2>&1 ||
	{ cat "$dir/initdb.log" >&2; exit 1; }
"${as_owner[@]}" "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
	-o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=400" \
	start >/dev/null || { cat "$dir/server.log" >&2; exit 1; }

export BILIM_TEST_POSTGRES="postgres://postgres@localhost:$port/postgres?host=$dir"
"$@"
