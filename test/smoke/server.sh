# Sourced by the smoke tests: starts the server the way the README says (npm start) on
# 127.0.0.1:8787 and stops it on exit. Under CI (a fresh clone) it is `npm start` exactly;
# elsewhere the same two commands keep their state in a temporary folder, so a developer's local
# games are left alone, and SMOKE_PORT may move it off 8787 (a server already running there).
state=$(mktemp -d)
port=${SMOKE_PORT:-8787}
[ -n "${CI:-}" ] && port=8787
base=http://127.0.0.1:$port
log="$state/server.log"
# Another server on the port would answer the checks below and be tested in this one's place.
if curl -s -o /dev/null "$base/"; then echo "something already listens on 127.0.0.1:$port (set SMOKE_PORT)"; exit 1; fi
cleanup() { [ -n "${server:-}" ] && kill -- -"$server" 2>/dev/null || true; rm -rf "$state"; }
trap cleanup EXIT

if [ -n "${CI:-}" ]; then
  setsid npm start > "$log" 2>&1 &
else
  setsid bash -c "CI=true npx wrangler d1 migrations apply DIRECTORY --local --persist-to '$state/wrangler' \
    && npx wrangler dev --ip 127.0.0.1 --port $port --var ALLOW_PRIVATE_WEBHOOKS:true --persist-to '$state/wrangler' --show-interactive-dev-session=false" > "$log" 2>&1 &
fi
server=$!
for _ in $(seq 1 120); do
  curl -sf $base/v1/kinds > /dev/null 2>&1 && break
  sleep 0.5
done
curl -sf $base/v1/kinds > /dev/null || { cat "$log"; echo "server did not start"; exit 1; }
