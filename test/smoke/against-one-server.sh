#!/usr/bin/env bash
# The four server smoke tests of CI (quickstart, the TypeScript example bot, records checked by the
# Python verifier, the Python starter bot) against one server started as the README says (npm
# start), one after the other: each used to start its own, and the starts cost CI about a minute.
# Each script still runs alone as before (it starts its own server unless BASE is set).
set -euo pipefail
cd "$(dirname "$0")/../.."

source test/smoke/server.sh
server_log=$log
# SMOKE_SCRIPTS picks some (the quickstart block names port 8787, so it needs the server there).
for script in ${SMOKE_SCRIPTS:-quickstart typescript-bot record python-bot}; do
  started=$SECONDS
  bash "test/smoke/$script.sh"
  echo "smoke step ($((SECONDS - started)) s): $script"
done
# The scripts cannot read the server's output when it is shared; an error it logged fails here.
if grep -q 'ERROR' "$server_log"; then grep -B2 -A8 'ERROR' "$server_log" | head -60; echo "the server logged an error"; exit 1; fi
echo "smoke: all passed against one server"
