#!/usr/bin/env bash
# Builds the SDK, type-checks the TypeScript example bot against it, starts the server as the
# README says (npm start) and plays one game of every kind between two copies of the example
# (examples/typescript-bot): one registers and creates the game, the other registers and joins
# it, and both play by webhook until the game ends, each dropping a few first deliveries unanswered
# (DROP_FIRST) so Starpost's retries are part of the run. Every game must end within the budget.
# SMOKE_PORT runs the server on another port than 8787; KINDS picks kinds.
set -euo pipefail
cd "$(dirname "$0")/../.."

npm run sdk:build
npx tsc -p examples/typescript-bot/tsconfig.json

source test/smoke/server.sh
export STARPOST_URL=$base
budget=${BUDGET_SECONDS:-240}
logs=$work
bots=()
trap 'kill "${bots[@]}" 2>/dev/null || true; cleanup' EXIT

# Short options where a kind has them, so the five games fit the budget together.
declare -A options=(
  [star-battle]='{}'
  [last-starfighter]='{"turnLimit":10}'
  [barnards-star]='{"turnLimit":4}'
  [double-star]='{"turnLimit":6}'
  [iron-stars]='{"turns":1}'
)
kinds=(${KINDS:-star-battle last-starfighter barnards-star double-star iron-stars})
bot() { timeout "$budget" npx tsx examples/typescript-bot/src/main.ts; }

started=$(date +%s)
for kind in "${kinds[@]}"; do
  BOT_NAME="North $kind" KIND=$kind OPTIONS=${options[$kind]} DROP_FIRST=${DROP_FIRST:-0.03} bot > "$logs/$kind.north" 2>&1 &
  bots+=($!)
done
for kind in "${kinds[@]}"; do
  id=""
  for _ in $(seq 1 120); do
    id=$(sed -n 's/.*created .* game \([^;]*\);.*/\1/p' "$logs/$kind.north")
    [ -n "$id" ] && break
    sleep 0.5
  done
  [ -n "$id" ] || { cat "$logs/$kind.north"; echo "$kind: no game was created"; exit 1; }
  BOT_NAME="South $kind" GAME=$id DROP_FIRST=${DROP_FIRST:-0.03} bot > "$logs/$kind.south" 2>&1 &
  bots+=($!)
done

failed=0
for pid in "${bots[@]}"; do wait "$pid" || failed=1; done
for kind in "${kinds[@]}"; do
  for side in north south; do
    if grep -q "finished at version" "$logs/$kind.$side"; then
      echo "$kind ($side): $(grep -o 'finished at version [0-9]*' "$logs/$kind.$side"), $(grep -c ' → v' "$logs/$kind.$side") moves, $(grep -c 'dropped delivery' "$logs/$kind.$side" || true) deliveries dropped"
    else
      failed=1
      echo "$kind ($side) did not finish:"; tail -20 "$logs/$kind.$side"
    fi
  done
done
echo "$(( $(date +%s) - started )) s for ${#kinds[@]} games"
if [ "$failed" -ne 0 ]; then
  grep -i "error" "$log" | tail -20 || true
  echo "typescript bot: FAILED"
  exit 1
fi
echo "typescript bot: ok"
