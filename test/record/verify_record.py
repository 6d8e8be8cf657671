#!/usr/bin/env python3
"""An independent checker of Starpost game records (format starpost-game/1), written from
docs/RECORD.md alone. Python 3.8+, standard library only.

    python3 verify_record.py game.json [--commitment HEX] [--earlier mid-game.json] [--trace] [--json]

Exit status: 0 verified; 1 the record is refused (each problem is printed); 2 usage or unreadable
file; 3 well formed but not verifiable yet (the game is not over, so its seed is not revealed).

What it checks, in the order of RECORD.md §6: the record's shape; the log's numbering; the revealed
server seed against the commitment (and against the one you saw during play, --commitment); the
game seed from the seed and every seat's entropy; every recorded draw — the set-up's and every log
entry's, picks included — recomputed from its dice stream; and, with --earlier, that a record saved
during play still agrees with the final one (same entries, same public dice). What it cannot check
without the game's rules: whether a roll was the one the rules called for (a d6 rather than a d4),
and the actions, events and outcome themselves (`npm run verify` re-runs those with the engine).
Records from before the set-up's draws and picks' ranges were recorded (RECORD.md §2.4) are still
checked as far as they go: their set-up is not checked, and an entry's draws from its first pick
without a range on are counted as unchecked.
"""
import argparse
import hashlib
import json
import re
import sys

FORMAT = "starpost-game/1"
HEX64 = re.compile(r"^[0-9a-f]{64}$")
DIE = re.compile(r"^d([1-9][0-9]*)$")
TWO32 = 1 << 32
# No game shuffles more than a few decks; a forged length must not keep the verifier busy (§5.1).
MAX_SHUFFLE = 1_000_000


def utf8(text):
    """UTF-8 bytes as the server encodes them: a lone surrogate becomes U+FFFD (RECORD.md §1)."""
    return "".join("\ufffd" if 0xD800 <= ord(c) <= 0xDFFF else c for c in text).encode("utf-8")


def sha256_hex(text):
    return hashlib.sha256(utf8(text)).hexdigest()


def commitment(server_seed):
    return sha256_hex("starpost-commit:" + server_seed)


def game_seed(server_seed, entropy):
    return sha256_hex("starpost-seed:" + server_seed + ":" + ":".join(sha256_hex(e) for e in entropy))


class Stream:
    """The dice stream of one step (RECORD.md §4): 32-bit words from SHA-256 blocks, in order."""

    def __init__(self, seed, name):
        self.key = sha256_hex(seed + "|" + name)
        self.block = 0
        self.words = []
        self.used = 0  # words taken, for the trace

    def word(self):
        if not self.words:
            digest = hashlib.sha256((self.key + "#" + str(self.block)).encode("ascii")).digest()
            self.block += 1
            self.words = [int.from_bytes(digest[i:i + 4], "big") for i in range(0, 32, 4)]
        self.used += 1
        return self.words.pop(0)

    def int(self, n):
        """Uniform in 0..n-1 by rejection: words at or above the largest multiple of n are skipped."""
        limit = TWO32 - TWO32 % n
        while True:
            x = self.word()
            if x < limit:
                return x % n


def is_int(v):
    return isinstance(v, int) and not isinstance(v, bool)


def check_shape(record, problems):
    """RECORD.md §2: the fields a verifier relies on, with their types."""
    def want(name, test, what):
        if name not in record or not test(record[name]):
            problems.append(f"field '{name}' must be {what}")
            return False
        return True

    if record.get("format") != FORMAT:
        problems.append(f"format must be '{FORMAT}', not {json.dumps(record.get('format'))}")
        return False
    ok = all([
        want("id", lambda v: isinstance(v, str) and v != "", "a non-empty string"),
        want("kind", lambda v: isinstance(v, str) and v != "", "a non-empty string"),
        want("rulesVersion", lambda v: isinstance(v, str), "a string"),
        want("options", lambda v: isinstance(v, dict), "an object"),
        want("seats", lambda v: isinstance(v, list) and len(v) > 0 and all(isinstance(s, dict) and isinstance(s.get("seat"), str) for s in v), "a non-empty array of {seat, playerId, name}"),
        want("seedCommitment", lambda v: isinstance(v, str) and HEX64.match(v), "64 lower-case hex digits"),
        want("entropy", lambda v: isinstance(v, list) and all(isinstance(e, str) for e in v), "an array of strings"),
        want("serverSeed", lambda v: v is None or isinstance(v, str), "a string or null"),
        want("createdAt", lambda v: isinstance(v, str), "a string"),
        want("status", lambda v: v in ("open", "active", "finished"), "'open', 'active' or 'finished'"),
        want("version", lambda v: is_int(v) and v >= 0, "a whole number >= 0"),
        want("log", lambda v: isinstance(v, list) and all(isinstance(e, dict) for e in v), "an array of entries"),
        want("outcome", lambda v: v is None or isinstance(v, dict), "an object or null"),
    ])
    if not ok:
        return False
    if len(record["entropy"]) != len(record["seats"]):
        problems.append(f"entropy has {len(record['entropy'])} strings for {len(record['seats'])} seats")
    seats = [s["seat"] for s in record["seats"]]
    if len(set(seats)) != len(seats):
        problems.append("a seat id appears twice in seats")
    return not problems


def roll_problem(r):
    """RECORD.md §2.3: what is wrong with the shape of one roll, or None."""
    if not (isinstance(r, dict) and isinstance(r.get("die"), str) and is_int(r.get("value")) and isinstance(r.get("purpose"), str)
            and r.get("hidden", True) is True):
        return f"a roll must be {{die: string, value: integer, of?: integer, purpose: string, hidden?: true}}, not {json.dumps(r)[:200]}"
    if "of" in r and (r["die"] != "pick" or not is_int(r["of"]) or not 1 <= r["of"] <= TWO32):
        return f"only a pick has a range, a whole number from 1 to 2^32: {json.dumps(r)[:200]}"
    return None


def check_log(record, problems):
    """RECORD.md §2.2 and §6 step 2: entries numbered 1..version, well formed, from known seats."""
    seats = {s["seat"] for s in record["seats"]}
    log = record["log"]
    if len(log) != record["version"]:
        problems.append(f"the log has {len(log)} entries but the record is at version {record['version']}")
    for i, e in enumerate(log, start=1):
        where = f"entry {e.get('version', '#' + str(i))}"
        if e.get("version") != i:
            problems.append(f"{where}: expected version {i}")
        if e.get("seat") not in seats:
            problems.append(f"{where}: seat {json.dumps(e.get('seat'))} is not one of the game's seats")
        kind = e.get("kind")
        if kind not in ("action", "resign", "undo"):
            problems.append(f"{where}: kind {json.dumps(kind)} is not action, resign or undo")
        elif kind == "action" and "action" not in e and record["status"] == "finished":
            # Before the end the log is the reader's feed, which carries no actions (§2.2).
            problems.append(f"{where}: an action entry without its action")
        elif kind != "action" and e.get("rolls"):
            problems.append(f"{where}: a {kind} entry cannot roll dice")
        if not isinstance(e.get("rolls"), list) or not isinstance(e.get("events"), list):
            problems.append(f"{where}: rolls and events must be arrays")
            continue
        for r in e["rolls"]:
            wrong = roll_problem(r)
            if wrong:
                problems.append(f"{where}: {wrong}")
        if "auto" in e and e["auto"] != "timeout":
            problems.append(f"{where}: auto must be 'timeout'")
    setup = record.get("setupRolls")
    if setup is not None:
        if not isinstance(setup, list):
            problems.append("setupRolls must be an array of rolls")
        else:
            for r in setup:
                wrong = roll_problem(r)
                if wrong:
                    problems.append(f"the set-up: {wrong}")
    if record["status"] == "finished" and record["outcome"] is None:
        problems.append("a finished game must have an outcome")
    if record["status"] != "finished" and record["outcome"] is not None:
        problems.append("only a finished game has an outcome")


def check_rolls(rolls, seed, stream_name, label, problems, trace, counts):
    """RECORD.md §5: re-draws a step's rolls, in order, from its stream (§4). Adds to counts
    (checked, picks, unchecked); stops the step at its first mismatch."""
    stream = Stream(seed, stream_name)
    for n, r in enumerate(rolls):
        die, value, where = r["die"], r["value"], f"{label} roll {n + 1} ({r['die']} '{r['purpose']}')"
        left = len(rolls) - n
        sides = DIE.match(die)
        if sides:
            s = int(sides.group(1))
            if s > TWO32:
                problems.append(f"{where}: a die cannot have {s} sides")
                return
            expected = stream.int(s) + 1
        elif die == "coin":
            expected = stream.int(2)
        elif die == "shuffle":
            if not 0 <= value <= MAX_SHUFFLE:
                problems.append(f"{where}: a shuffle of {value} items")
                return
            for i in range(value - 1, 0, -1):
                stream.int(i + 1)
            expected = value
        elif die == "pick" and "of" in r:
            expected = stream.int(r["of"])
            counts["picks"] += 1
        elif die == "pick":
            # A record from before picks carried their range (§2.4): neither this draw nor any
            # later one of the step can be re-drawn without the rules.
            if value < 0:
                problems.append(f"{where}: a pick of index {value}")
            if trace:
                print(f"  {where}: value {value} — no range recorded (an older record); {left} draw(s) of this step left unchecked")
            counts["unchecked"] += left
            return
        else:
            problems.append(f"{where}: unknown die '{die}'")
            return
        if trace:
            print(f"  {where}: recorded {value}, drawn {expected} (words used so far: {stream.used})")
        if expected != value:
            problems.append(f"{where}: recorded {value}, but the stream draws {expected}")
            counts["unchecked"] += left - 1
            return
        counts["checked"] += 1


def check_earlier(record, earlier, problems):
    """RECORD.md §6 step 7: a record saved during play (anyone's view) must agree with the final
    one: the same game, commitment and entropy, and every entry it showed, with the same public
    dice, still in the log. The server cannot rewrite what players already saw."""
    for field in ("id", "kind", "rulesVersion", "seedCommitment", "entropy", "seats", "createdAt"):
        if earlier.get(field) != record.get(field):
            problems.append(f"the earlier record's {field} differs from the final record's")
    log = record["log"]
    for e in earlier.get("log") or []:
        v = e.get("version")
        if not is_int(v) or not 1 <= v <= len(log):
            problems.append(f"the earlier record has entry {json.dumps(v)}, which the final record does not")
            continue
        final = log[v - 1]
        for field in ("seat", "kind", "at", "auto"):
            if e.get(field) != final.get(field):
                problems.append(f"entry {v}: its {field} changed since the earlier record")
        if e.get("rolls") != [r for r in final["rolls"] if not r.get("hidden")]:
            problems.append(f"entry {v}: its public dice changed since the earlier record")
    # A record saved during play shows the set-up's public draws; the final one shows them all.
    if earlier.get("setupRolls") is not None and record.get("setupRolls") is not None:
        if earlier["setupRolls"] != [r for r in record["setupRolls"] if not r.get("hidden")]:
            problems.append("the set-up's public dice changed since the earlier record")


def verify(record, trace=False, commitment_seen=None, earlier=None):
    problems = []
    result = {"verified": False, "status": None, "entries": 0, "rollsChecked": 0, "setupRollsChecked": 0, "picksChecked": 0,
              "rollsUnchecked": 0, "setupRecorded": False, "problems": problems}
    if not isinstance(record, dict) or not check_shape(record, problems):
        return result
    result["status"] = record["status"]
    check_log(record, problems)
    if problems:
        return result
    result["entries"] = len(record["log"])
    if record["serverSeed"] is None:
        if record["status"] == "finished":
            problems.append("a finished game's record must reveal its serverSeed")
        return result
    if record["status"] != "finished":
        problems.append("the server seed is revealed only when the game is over")
        return result
    if commitment_seen is not None and commitment_seen != record["seedCommitment"]:
        problems.append(f"the record's seedCommitment is not the one published when the game was created ({commitment_seen})")
        return result
    expected = commitment(record["serverSeed"])
    if trace:
        print(f"commitment: sha256('starpost-commit:' + serverSeed) = {expected}")
    if expected != record["seedCommitment"]:
        problems.append(f"the revealed server seed does not match the commitment (it hashes to {expected})")
        return result
    seed = game_seed(record["serverSeed"], record["entropy"])
    if trace:
        for s, e in zip(record["seats"], record["entropy"]):
            print(f"entropy of {s['seat']}: {json.dumps(e)} -> {sha256_hex(e)}")
        print(f"game seed: {seed}")
    counts = {"checked": 0, "picks": 0, "unchecked": 0}
    if record.get("setupRolls") is not None:
        # The draws made when the game started, before the first entry (§4: stream "setup").
        result["setupRecorded"] = True
        check_rolls(record["setupRolls"], seed, "setup", "the set-up", problems, trace, counts)
        result["setupRollsChecked"] = counts["checked"]
    for entry in record["log"]:
        if entry["rolls"]:
            check_rolls(entry["rolls"], seed, f"action:{entry['version']}", f"entry {entry['version']}", problems, trace, counts)
    result["rollsChecked"], result["picksChecked"], result["rollsUnchecked"] = counts["checked"], counts["picks"], counts["unchecked"]
    if earlier is not None:
        check_earlier(record, earlier, problems)
    result["verified"] = not problems
    return result


def read_json(path):
    with open(path, encoding="utf-8") if path != "-" else sys.stdin as f:
        return json.load(f)


def main(argv):
    parser = argparse.ArgumentParser(description="Check a Starpost game record (docs/RECORD.md).")
    parser.add_argument("record", help="the exported record (GET /v1/games/{id}/export), or - for stdin")
    parser.add_argument("--commitment", help="the seedCommitment you saw when the game was created or joined")
    parser.add_argument("--earlier", help="a record of the same game exported during play")
    parser.add_argument("--trace", action="store_true", help="print each step of the derivation")
    parser.add_argument("--json", action="store_true", help="print the result as JSON")
    opts = parser.parse_args(argv)
    try:
        record = read_json(opts.record)
        earlier = read_json(opts.earlier) if opts.earlier else None
    except (OSError, ValueError) as err:
        print(f"cannot read the record: {err}", file=sys.stderr)
        return 2
    result = verify(record, trace=opts.trace, commitment_seen=opts.commitment, earlier=earlier)
    name = f"game {record.get('id', '?')} ({record.get('kind', '?')})" if isinstance(record, dict) else "record"
    if opts.json:
        print(json.dumps(result))
    elif result["verified"]:
        setup = f"{result['setupRollsChecked']} of the set-up" if result["setupRecorded"] else "the set-up's not in this older record"
        print(f"verified: {name}, {result['entries']} entries, {result['rollsChecked']} rolls re-drawn ({setup}; {result['picksChecked']} picks); "
              f"{result['rollsUnchecked']} left unchecked after a pick without its range")
    elif not result["problems"]:
        print(f"not verifiable yet: {name} is {result['status']}; its server seed is revealed when the game is over")
    else:
        print(f"NOT verified: {name}")
        for p in result["problems"]:
            print(f"- {p}")
    if result["verified"]:
        return 0
    return 3 if not result["problems"] else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
