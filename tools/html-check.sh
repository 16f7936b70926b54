#!/usr/bin/env bash
# Valid HTML: the Nu Html Checker (vnu-jar, a devDependency of web/) checks the server's HTML of
# every route of the walk in kz, ru and en, and this fails with its errors listed when it finds
# any. web/e2e/html.spec.ts does the work: e2e/global-setup.ts starts the debug server (rendering
# on, a fresh data dir, a free port), e2e/siteRoutes.ts is the route list. The checker runs on
# Debian's Java, installed here when missing (as root; otherwise install default-jre-headless).
#
#   tools/html-check.sh [playwright arguments...]   (needs `npm ci` and `npm run build` in web/)
set -euo pipefail

web=$(cd "$(dirname "$0")/../web" && pwd)
if ! command -v java >/dev/null; then
	if [ "$(id -u)" = 0 ]; then
		echo "Installing Debian's default-jre-headless…"
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless >/dev/null
	else
		echo "java is missing: install Debian's default-jre-headless package (as root: apt-get install default-jre-headless)" >&2
		exit 1
	fi
fi
[ -f "$web/node_modules/vnu-jar/build/dist/vnu.jar" ] || { echo "vnu-jar is missing: run 'npm ci' in web/" >&2; exit 1; }

cd "$web"
BILIM_E2E_SSR=1 BILIM_BIN=${BILIM_BIN:-../target/debug/bilim} npm run e2e -- e2e/html.spec.ts --trace off "$@"
