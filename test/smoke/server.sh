# Sourced by the smoke tests: starts the server the way the README says (npm start) on
# 127.0.0.1:8787 and stops it on exit. Under CI (a fresh clone) it is `npm start` exactly;
# elsewhere the same two commands keep their state in a temporary folder, so a developer's local
# games are left alone, and SMOKE_PORT may move it off 8787 (a server already running there).
# BASE=http://… uses a server already up instead of starting one.
# Gives the sourcing script: $base (and BASE, exported), $log (the server's output; empty when
# BASE was given), $work (a scratch folder), and `cleanup`, run on exit, which stops the server
# and removes both folders (a script that sets its own EXIT trap calls it there).
state=$(mktemp -d)
work="$state/work"
mkdir -p "$work"
log="$state/server.log"
: > "$log"
cleanup() { [ -n "${server:-}" ] && kill -- -"$server" 2>/dev/null || true; rm -rf "$state"; }
trap cleanup EXIT

if [ -n "${BASE:-}" ]; then
  base=$BASE
else
  port=${SMOKE_PORT:-8787}
  [ -n "${CI:-}" ] && port=8787
  base=http://127.0.0.1:$port
  # Another server on the port would answer the checks below and be tested in this one's place.
  if curl -s -o /dev/null "$base/"; then echo "something already listens on 127.0.0.1:$port (set SMOKE_PORT)"; exit 1; fi
  if [ -n "${CI:-}" ]; then
    setsid npm start > "$log" 2>&1 &
  else
    setsid bash -c "CI=true npx wrangler d1 migrations apply DIRECTORY --local --persist-to '$state/wrangler' \
      && CLOUDFLARE_CF_FETCH_ENABLED=false npx wrangler dev --ip 127.0.0.1 --port $port --var ALLOW_PRIVATE_WEBHOOKS:true --var MAX_PLAYERS_PER_ADDRESS_PER_HOUR:1000 --persist-to '$state/wrangler' --show-interactive-dev-session=false" > "$log" 2>&1 &
  fi
  server=$!
  # Ready means: wrangler says so and the API answers. (A request sent while wrangler still
  # reloads its runtime gets a 503 "worker restarted mid-request" that no client should see.)
  for _ in $(seq 1 240); do
    grep -q "Ready on" "$log" && curl -sf "$base/v1/kinds" > /dev/null 2>&1 && break
    sleep 0.5
  done
fi
curl -sf "$base/v1/kinds" > /dev/null || { cat "$log"; echo "no server answers at $base"; exit 1; }
export BASE=$base
