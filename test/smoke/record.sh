#!/usr/bin/env bash
# Starts the server as the README says (npm start), plays one short game of every kind to its
# end over REST (test/record/play_game.py), exports each record and checks it with the
# independent Python verifier written from docs/RECORD.md (test/record/verify_record.py): the
# commitment against the one published at creation, the seed, every draw (the set-up's and every
# entry's, picks included: none may be left unchecked), and a record saved during play against the
# final one. The server's own verifier (POST /v1/verify) must agree. Tampered records (a die, a
# set-up draw, a pick, the seed, an entropy, the commitment, a dropped entry, a rewritten public
# roll) must be refused. BASE=http://… runs against a server already up instead, SMOKE_PORT
# starts it on another port (test/smoke/server.sh).
set -euo pipefail
cd "$(dirname "$0")/../.."
source test/smoke/server.sh
verify() { python3 test/record/verify_record.py "$@"; }

python3 --version
# The worked example of docs/RECORD.md §7.1, and a record with every kind of draw from the engine's Rng.
verify test/record/examples/star-battle.json
npx tsx test/record/synthetic-record.ts > "$work/synthetic.json"
verify "$work/synthetic.json"
# The same draws as a server from before set-up draws and picks' ranges were recorded wrote them.
npx tsx test/record/synthetic-record.ts --older > "$work/synthetic-older.json"
verify "$work/synthetic-older.json"
# Every draw of a record in the current format is re-drawn: nothing is left unchecked.
everything() {
  verify "$@" --json | python3 -c "import json,sys; r=json.load(sys.stdin); print('  re-drawn:', r['rollsChecked'], 'set-up:', r['setupRollsChecked'], 'picks:', r['picksChecked'], 'unchecked:', r['rollsUnchecked']); sys.exit(0 if r['verified'] and r['setupRecorded'] and r['rollsUnchecked'] == 0 else 1)"
}
everything "$work/synthetic.json"

games=(
  'star-battle|{}'
  'last-starfighter|{"turnLimit":10}'
  'barnards-star|{"turnLimit":6}'
  'double-star|{"turnLimit":6}'
  'iron-stars|{"turns":1}'
)
for spec in "${games[@]}"; do
  kind=${spec%%|*}
  options=${spec#*|}
  python3 test/record/play_game.py --base "$BASE" --kind "$kind" --options "$options" --seed 7 \
    --out "$work/$kind.json" --stop-at 6 --mid "$work/$kind-mid.json" --commitment-out "$work/$kind.commitment"
  # A record exported during play is not verifiable yet (exit 3) …
  set +e; verify "$work/$kind-mid.json"; status=$?; set -e
  [ "$status" = 3 ] || { echo "a mid-game record of $kind: expected exit 3, got $status"; exit 1; }
  # … the final one is, against the commitment seen at creation and the record saved during play.
  verify "$work/$kind.json" --commitment "$(cat "$work/$kind.commitment")" --earlier "$work/$kind-mid.json"
  everything "$work/$kind.json"
  # During play the record shows only the set-up's public draws.
  python3 -c "import json,sys; r=json.load(open(sys.argv[1])); sys.exit(0 if all(not x.get('hidden') for x in r['setupRolls']) else 1)" "$work/$kind-mid.json"
  # The server's own verifier (the engine re-runs the game) must agree. (A read: safe to send again
  # when `npm start`'s local proxy drops it, answering 503.)
  curl -sf --retry 4 -X POST "$BASE/v1/verify" -H 'content-type: application/json' --data-binary "@$work/$kind.json" \
    | python3 -c "import json,sys; r=json.load(sys.stdin); print('POST /v1/verify:', r); sys.exit(0 if r['verified'] else 1)"
done

# Tampered records must be refused (exit 1), each for its own reason.
refuse() {
  local name=$1 source=$2 edit=$3 expect=$4
  python3 -c "import json,sys; r=json.load(open(sys.argv[1])); $edit; json.dump(r, open(sys.argv[2], 'w'))" "$source" "$work/tampered.json"
  set +e; out=$(verify "$work/tampered.json" "${@:5}" 2>&1); status=$?; set -e
  if [ "$status" != 1 ] || ! grep -q -- "$expect" <<< "$out"; then
    echo "tampered record ($name) was not refused as expected (exit $status):"; echo "$out"; exit 1
  fi
  echo "refused as expected: $name"
}
rolled="next(e for e in r['log'] if e['rolls'])"
is="$work/iron-stars.json"
refuse "a die changed" "$is" "x=$rolled['rolls'][0]; x['value'] = x['value'] % int(x['die'][1:]) + 1" "the stream draws"
sb="$work/star-battle.json"
refuse "a set-up draw changed (the dealer)" "$sb" "x=r['setupRolls'][-1]; x['value'] = 1 - x['value']" "the set-up roll 2 (pick"
refuse "a pick changed" "$work/synthetic.json" "x=next(x for e in r['log'] for x in e['rolls'] if x['die'] == 'pick' and x['of'] > 1); x['value'] = (x['value'] + 1) % x['of']" "the stream draws"
# The first character is swapped for another one: a seed that begins with "x" must still change.
refuse "another server seed" "$is" "s=r['serverSeed']; r['serverSeed'] = ('y' if s[0] == 'x' else 'x') + s[1:]" "does not match the commitment"
refuse "an entropy changed" "$is" "r['entropy'][1] = 'mallory'" "the stream draws"
refuse "a commitment swapped with its seed" "$is" "import hashlib; r['serverSeed'] = 'forged'; r['seedCommitment'] = hashlib.sha256(b'starpost-commit:forged').hexdigest()" "not the one published" --commitment "$(cat "$work/iron-stars.commitment")"
refuse "an entry dropped" "$is" "del r['log'][3]" "expected version"
# What a player saw during play (the record saved then) must still be in the final record.
python3 -c "import json,sys; m=json.load(open(sys.argv[1])); m['log'][0]['at'] = '2000-01-01T00:00:00.000Z'; json.dump(m, open(sys.argv[2], 'w'))" \
  "$work/iron-stars-mid.json" "$work/rewritten-mid.json"
refuse "history rewritten since a player saw it" "$is" "pass" "changed since the earlier record" --earlier "$work/rewritten-mid.json"
echo "record: ok"
