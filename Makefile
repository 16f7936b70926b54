# Bilim: `make run` serves the site with demo content, `make test` runs every check.
SHELL := /bin/bash
.DEFAULT_GOAL := help

WEB := web
NPM_STAMP := $(WEB)/node_modules/.package-lock.json
DEBUG_BIN := target/debug/bilim
RELEASE_BIN := target/release/bilim
# The machine has 2 cores; keep cargo and the browser tests from fighting over them.
export CARGO_TERM_COLOR ?= never

.PHONY: help run build web server test test-server test-contract test-web test-e2e test-html api-types check-api-types chromium fmt bench

help:
	@echo "make run    build everything (release) and serve the site with demo content at http://127.0.0.1:8080"
	@echo "make test   every check: formatting, lints, Rust tests, web unit tests, browser end-to-end tests"
	@echo "make build  build the web app and the server without running"
	@echo "make api-types  regenerate web/src/api/schema.d.ts from the server's OpenAPI document"

run: build
	$(RELEASE_BIN) serve

build: web
	cargo build --release -p bilim

# npm packages are installed when the lock file changes (or on a fresh clone).
$(NPM_STAMP): $(WEB)/package-lock.json
	cd $(WEB) && npm ci --no-audit --no-fund --loglevel=error
	@touch $@

web: $(NPM_STAMP)
	cd $(WEB) && npm run build

# Debian's Chromium drives the browser tests; Playwright never downloads a browser of its own.
chromium:
	@if ! command -v chromium >/dev/null; then \
		if [ "$$(id -u)" = 0 ]; then \
			echo "Installing Debian's chromium…"; \
			apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; \
		else \
			echo "chromium is missing: install Debian's chromium package (as root: apt-get install chromium)"; exit 1; \
		fi; \
	fi

test: test-server test-contract check-api-types test-web test-e2e test-html

# The server is built once for every stage of `make test`, and linted as it is built: clippy-driver
# compiles the workspace's own crates (as `cargo clippy` runs it, every warning an error), and
# each build includes the test targets, so that every dependency is built with the same features
# (the dev-dependencies') and the debug binary the later stages run is the one the tests built.
LINTED := RUSTC_WORKSPACE_WRAPPER=clippy-driver CLIPPY_ARGS=-Dwarnings

# The store's tests and the API suite run on SQLite, then on PostgreSQL (a throwaway cluster,
# BILIM_TEST_POSTGRES): the same tests, the same build.
test-server:
	cargo fmt --all --check
	$(LINTED) cargo test -p bilim
	$(LINTED) tools/with-postgres.sh cargo test -p bilim

# schemathesis (installed into target/schemathesis) checks every answer of the debug server
# against its own OpenAPI document: every check on the read calls, status codes on the form calls.
test-contract:
	$(LINTED) cargo build -p bilim --all-targets
	tools/schemathesis.sh

# The web app's API types are generated from the server's OpenAPI document; fail when stale.
api-types: $(NPM_STAMP)
	$(LINTED) cargo build -p bilim --all-targets
	$(DEBUG_BIN) openapi > target/openapi.json
	cd $(WEB) && npm run api:types

check-api-types: $(NPM_STAMP)
	$(DEBUG_BIN) openapi > target/openapi.json
	cd $(WEB) && node scripts/api-types.mjs ../target/openapi.json ../target/schema.d.ts
	@cmp -s target/schema.d.ts $(WEB)/src/api/schema.d.ts || \
		{ echo "web/src/api/schema.d.ts is stale: run 'make api-types' and commit it"; exit 1; }

test-web: $(NPM_STAMP)
	cd $(WEB) && npm run typecheck && npm run lint && npm run format:check && npm test

# The suite runs with pages rendered in the browser (its tests stub API answers that a server
# render would already have embedded), in two shards at once, each against a server and a data dir
# of its own (tools/e2e-shards.sh prints their reports one after the other, a failed one last);
# e2e/ssr.spec.ts (with the walk over every route) and the crawl of the server's HTML
# (e2e/reachability.spec.ts) then run against a server that renders, two at a time: they only read.
# No traces here (recording them took a tenth of the suite's time; a failure still leaves its
# screenshot and error): rerun a failing spec with `npm run e2e -- e2e/<spec> --trace on`.
test-e2e: $(NPM_STAMP) chromium web
	cd $(WEB) && BILIM_BIN=../$(DEBUG_BIN) ../tools/e2e-shards.sh 2 --trace off --retries 1
	cd $(WEB) && BILIM_E2E_SSR=1 BILIM_BIN=../$(DEBUG_BIN) npm run e2e -- e2e/ssr.spec.ts e2e/reachability.spec.ts --workers=2 --trace off

# The server's HTML of every route of the walk in kz, ru and en is valid: the Nu Html Checker
# (vnu-jar from npm, on Debian's Java, which the script installs when missing) finds no error.
test-html: $(NPM_STAMP) chromium web
	BILIM_BIN=../$(DEBUG_BIN) tools/html-check.sh

# Load benchmark against nginx serving the same bodies (bench/run.sh; needs wrk and nginx), search
# latency, submissions per second with notification mail off and on (bench/forms.sh), and the
# security headers graded A+ by Mozilla's HTTP Observatory (bench/observatory.sh), how answers
# travel: compressed, revalidated, uncached, against their targets (bench/delivery.sh), and
# Lighthouse's mobile scores of the pages in three languages (bench/lighthouse.sh), and the two
# database backends side by side: start time, cached and uncached reads (bench/databases.sh).
bench: build
	bench/run.sh
	bench/databases.sh
	bench/delivery.sh
	bench/search.sh
	bench/forms.sh
	bench/observatory.sh
	bench/lighthouse.sh

fmt:
	cargo fmt --all
	cd $(WEB) && npm run format
