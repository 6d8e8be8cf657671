#!/usr/bin/env bash
# Starts the server the way the README says (npm start) and runs the README's quickstart block
# against it, exactly as written. Fails if the server does not come up or a step fails.
set -euo pipefail
cd "$(dirname "$0")/../.."

state=$(mktemp -d)
log="$state/server.log"
cleanup() { [ -n "${server:-}" ] && kill -- -"$server" 2>/dev/null || true; rm -rf "$state"; }
trap cleanup EXIT

# CI runs on a fresh clone: `npm start` exactly. Elsewhere, the same two commands keep their
# state in a temporary folder, so a developer's local games are left alone.
if [ -n "${CI:-}" ]; then
  setsid npm start > "$log" 2>&1 &
else
  setsid bash -c "CI=true npx wrangler d1 migrations apply DIRECTORY --local --persist-to '$state/wrangler' \
    && npx wrangler dev --ip 127.0.0.1 --port 8787 --var ALLOW_PRIVATE_WEBHOOKS:true --persist-to '$state/wrangler' --show-interactive-dev-session=false" > "$log" 2>&1 &
fi
server=$!
for _ in $(seq 1 120); do
  curl -sf http://127.0.0.1:8787/v1/kinds > /dev/null 2>&1 && break
  sleep 0.5
done
curl -sf http://127.0.0.1:8787/v1/kinds > /dev/null || { cat "$log"; echo "server did not start"; exit 1; }

block=$(awk '/^## Quickstart/{q=1} q && /^```sh$/{f=1; next} f && /^```$/{exit} f{print}' README.md)
[ -n "$block" ] || { echo "no quickstart block in README.md"; exit 1; }
out=$(bash -euo pipefail -c "$block")
echo "$out"
grep -q '^active$' <<<"$out" || { echo "the game did not start"; exit 1; }
grep -q '"version":[12],' <<<"$out" || { echo "no move was played"; exit 1; }
if grep -q 'ERROR' "$log"; then cat "$log"; echo "the server logged an error"; exit 1; fi
echo "quickstart: ok"
