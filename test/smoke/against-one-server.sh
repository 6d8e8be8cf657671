#!/usr/bin/env bash
# The four server smoke tests of CI (quickstart, the TypeScript example bot, records checked by the
# Python verifier, the Python starter bot) against one server started as the README says (npm
# start): each used to start its own, and the starts cost CI about a minute. The quickstart and the
# TypeScript bots (ten Node processes) run one after the other; the two Python scripts then run at
# once, as strangers' clients would: they spend most of their time waiting on webhooks and alarms,
# so together they take little longer than the slower alone. (All three at once starved the
# TypeScript bots of CPU on a loaded machine.) Each script still runs alone as before (it starts its
# own server unless BASE is set).
set -euo pipefail
cd "$(dirname "$0")/../.."

source test/smoke/server.sh
server_log=$log
# SMOKE_SCRIPTS picks some; SMOKE_PARALLEL=0 runs them one after the other.
scripts=(${SMOKE_SCRIPTS:-quickstart typescript-bot record python-bot})
run_one() {
  local script=$1 started=$SECONDS status=0
  bash "test/smoke/$script.sh" > "$work/$script.out" 2>&1 || status=$?
  echo "smoke step ($((SECONDS - started)) s): $script" >> "$work/$script.out"
  return $status
}
failed=()
pids=()
for script in "${scripts[@]}"; do
  if [ "$script" = quickstart ] || [ "$script" = typescript-bot ] || [ "${SMOKE_PARALLEL:-1}" = 0 ]; then
    run_one "$script" || failed+=("$script")
    cat "$work/$script.out"
  else
    run_one "$script" & pids+=("$!:$script")
  fi
done
for entry in "${pids[@]}"; do
  script=${entry#*:}
  wait "${entry%%:*}" || failed+=("$script")
  echo "--- $script"
  cat "$work/$script.out"
done
if [ ${#failed[@]} != 0 ]; then
  # What the server said about it (a client's error may be the local proxy's, e.g. a dropped POST).
  grep -B2 -A8 -E 'ERROR|503|Error' "$server_log" | tail -80 || true
  echo "smoke failed: ${failed[*]}"
  exit 1
fi
# The scripts cannot read the server's output when it is shared; an error it logged fails here.
if grep -q 'ERROR' "$server_log"; then grep -B2 -A8 'ERROR' "$server_log" | head -60; echo "the server logged an error"; exit 1; fi
echo "smoke: all passed against one server"
