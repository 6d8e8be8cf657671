#!/usr/bin/env bash
# Starts the server as the README says (npm start) and plays one game of every kind between two
# copies of the Python starter bot (examples/python-bot, standard library only): one creates the
# game, the other joins it, both play by webhook and must exit 0 once the game is over. A forged
# delivery to a bot must be refused with 401, and the joining bot posts every action twice (as if
# its answer was lost): the Idempotency-Key must make the second a replay. BASE=http://… runs
# against a server already up instead, SMOKE_PORT starts it on another port (test/smoke/server.sh).
set -euo pipefail
cd "$(dirname "$0")/../.."
source test/smoke/server.sh
bot() { python3 examples/python-bot/bot.py --server "$BASE" --timeout "${BUDGET_SECONDS:-150}" --poll 5 "$@"; }

python3 --version
(cd examples/python-bot && python3 -m unittest -q test_standard_webhooks test_starpost)

games=(
  'star-battle|{}'
  'last-starfighter|{"turnLimit":10}'
  'barnards-star|{"turnLimit":4}'
  'double-star|{"turnLimit":6}'
  'iron-stars|{"turns":1}'
)
# A delivery that is not signed with the bot's secret is refused. Sent while the bot waits for
# its opponent, so it is surely listening (a quick game may be over before the other kinds start).
forged_refused() {
  local url=""
  for _ in $(seq 1 60); do url=$(sed -n 's/.*webhook .* -> //p' "$1" | head -1); [ -n "$url" ] && break; sleep 0.5; done
  forged=$(curl -s -o /dev/null -w '%{http_code}' -X POST "$url" -H 'content-type: application/json' \
    -H 'webhook-id: msg_forged' -H "webhook-timestamp: $(date +%s)" -H 'webhook-signature: v1,AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=' \
    -d '{"type":"game.over","timestamp":"2026-01-01T00:00:00Z","data":{"outcome":{"winners":[]}}}' || true)
  [ "$forged" = 401 ] || { echo "a forged delivery was answered $forged, not 401"; exit 1; }
  echo "forged delivery refused: 401"
}

pids=()
for spec in "${games[@]}"; do
  kind=${spec%%|*}
  options=${spec#*|}
  bot --create "$kind" --options "$options" --name "Py $kind one" --seed 1 > "$work/$kind-1.log" 2>&1 &
  pids+=("$!")
  for _ in $(seq 1 60); do grep -qs '^game: ' "$work/$kind-1.log" && break; sleep 0.5; done
  id=$(sed -n 's/^game: //p' "$work/$kind-1.log")
  [ -n "$id" ] || { cat "$work/$kind-1.log"; echo "$kind: no game created"; exit 1; }
  [ "$kind" = star-battle ] && forged_refused "$work/$kind-1.log"
  bot --join "$id" --name "Py $kind two" --seed 2 --resend > "$work/$kind-2.log" 2>&1 &
  pids+=("$!")
done

failed=0
for pid in "${pids[@]}"; do wait "$pid" || failed=1; done
for spec in "${games[@]}"; do
  kind=${spec%%|*}
  for n in 1 2; do
    line=$(grep ' over: winners' "$work/$kind-$n.log" || true)
    if [ -z "$line" ]; then failed=1; echo "$kind bot $n did not finish:"; tail -15 "$work/$kind-$n.log"; else echo "$kind bot $n: $line ($(grep -c ' played ' "$work/$kind-$n.log") moves, $(grep -c ', suggested' "$work/$kind-$n.log") suggested)"; fi
  done
done
[ "$failed" = 0 ] || { echo "python bots: FAILED"; exit 1; }
# The games just finished, replayed under the code from their public records (docs/OPERATIONS.md).
npm run --silent check-games -- --base "$base" || { echo "python bots: their finished games do not replay"; exit 1; }
echo "python bots: ok"
