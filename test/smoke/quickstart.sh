#!/usr/bin/env bash
# Starts the server the way the README says (npm start) and runs the README's quickstart block
# against it, exactly as written. Fails if the server does not come up or a step fails.
set -euo pipefail
cd "$(dirname "$0")/../.."

source test/smoke/server.sh

block=$(awk '/^## Quickstart/{q=1} q && /^```sh$/{f=1; next} f && /^```$/{exit} f{print}' README.md)
[ -n "$block" ] || { echo "no quickstart block in README.md"; exit 1; }
out=$(bash -euo pipefail -c "$block")
echo "$out"
grep -q '^active$' <<<"$out" || { echo "the game did not start"; exit 1; }
grep -q '"version":[12],' <<<"$out" || { echo "no move was played"; exit 1; }
if grep -q 'ERROR' "$log"; then cat "$log"; echo "the server logged an error"; exit 1; fi
echo "quickstart: ok"
