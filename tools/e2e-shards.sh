#!/usr/bin/env bash
# Runs the browser suite (`npm run e2e` in web/) in shards at once, each against a server and a
# data dir of its own (e2e/global-setup.ts starts one per run), and prints each shard's report
# whole once all are done, a failed shard's last: interleaved, the reports hid which test failed
# (a CI log keeps only its end).
#
#   tools/e2e-shards.sh SHARDS [playwright arguments...]   (run from web/)
set -uo pipefail

shards=$1
shift
logs=test-results/shard-logs
mkdir -p "$logs"
declare -A pids
for n in $(seq 1 "$shards"); do
  npm run e2e -- "$@" --shard="$n/$shards" --output="test-results/shard-$n" >"$logs/$n.log" 2>&1 &
  pids[$n]=$!
done
passed=() failed=()
for n in $(seq 1 "$shards"); do
  if wait "${pids[$n]}"; then passed+=("$n"); else failed+=("$n"); fi
done
for n in "${passed[@]}" "${failed[@]}"; do
  echo "=== shard $n of $shards"
  cat "$logs/$n.log"
done
# A test that passed only on its retry is named under "flaky" in its shard's report: fix it.
flaky=$(grep -l -E '^ +[0-9]+ flaky' "$logs"/*.log | xargs -r -n1 basename | sed 's/\.log$//' | tr '\n' ' ')
[ -n "$flaky" ] && echo "=== flaky tests (passed on a retry) in shard $flaky"
if [ ${#failed[@]} -gt 0 ]; then
  echo "=== failed: shard ${failed[*]} of $shards (report above)"
  exit 1
fi
