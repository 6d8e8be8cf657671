#!/usr/bin/env python3
"""Plays one short Starpost game to its end over REST, as a stranger would, and writes its record.

    python3 test/record/play_game.py --base http://127.0.0.1:8787 --kind double-star \
        --options '{"turnLimit": 2}' --out game.json [--stop-at 5 --mid mid.json]

Two players are registered, each adds entropy, and every decision is answered with a listed
choice (a seeded random one) or, where a decision has bounds and no choices, with the move
POST /v1/games/{id}/suggest proposes. The finished game's export is written to --out; with
--stop-at N the export as the first player saw it at version >= N is written to --mid as well.
Standard library only.
"""
import argparse
import json
import random
import sys
import time
import urllib.error
import urllib.request
import uuid


# Worth another try: the server is busy, restarting or limiting us. A POST is sent again only
# with the Idempotency-Key of its first attempt, so Starpost applies it once (README,
# "Idempotency-Key on every creating POST"; it waits out a copy still being answered, 409
# IDEMPOTENCY_KEY_IN_USE). `npm start`'s local proxy can drop a POST on a keep-alive connection it is closing
# and answer 503 with a plain-text body (wrangler's own, not Starpost's): a client must survive it.
RETRYABLE = {429, 500, 502, 503, 504}


def call(base, method, path, key=None, body=None, headers=None, attempts=6):
    """One request, sent again on a RETRYABLE status or a dropped connection (waiting as Retry-After says)."""
    data = None if body is None else json.dumps(body).encode()
    idempotency_key = uuid.uuid4().hex if method == "POST" else None
    for attempt in range(attempts):
        req = urllib.request.Request(base + path, data=data, method=method)
        if key:
            req.add_header("authorization", f"Bearer {key}")
        if body is not None:
            req.add_header("content-type", "application/json")
        if idempotency_key:
            req.add_header("idempotency-key", idempotency_key)
        for name, value in (headers or {}).items():
            req.add_header(name, value)
        wait = 0.5 * (attempt + 1)
        try:
            with urllib.request.urlopen(req, timeout=30) as res:
                return res.status, json.loads(res.read() or b"null")
        except urllib.error.HTTPError as err:
            answer = _json_or_text(err.read())
            in_use = err.code == 409 and isinstance(answer, dict) and answer.get("code") == "IDEMPOTENCY_KEY_IN_USE"
            if (err.code not in RETRYABLE and not in_use) or attempt == attempts - 1:
                return err.code, answer
            wait = float(err.headers.get("retry-after") or wait)
            print(f"{method} {path}: HTTP {err.code} {json.dumps(answer)[:200]}, sending it again", file=sys.stderr)
        except (urllib.error.URLError, ConnectionError, TimeoutError) as err:
            if attempt == attempts - 1:
                raise
            print(f"{method} {path}: {err}, sending it again", file=sys.stderr)
        time.sleep(wait)


def _json_or_text(raw):
    """A problem document, or the text of an answer that is not JSON (a proxy's own page)."""
    try:
        return json.loads(raw or b"null")
    except ValueError:
        return raw.decode("utf-8", "replace")


def must(result, what):
    status, body = result
    if status >= 300:
        sys.exit(f"{what}: HTTP {status} {json.dumps(body)[:500]}")
    return body


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--base", default="http://127.0.0.1:8787")
    parser.add_argument("--kind", required=True)
    parser.add_argument("--options", default="{}")
    parser.add_argument("--out", required=True)
    parser.add_argument("--stop-at", type=int, default=None)
    parser.add_argument("--mid", default=None)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--commitment-out", default=None, help="write the seedCommitment the creation answered here")
    parser.add_argument("--max-actions", type=int, default=3000)
    parser.add_argument("--seconds", type=float, default=90)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    base = args.base

    keys = [must(call(base, "POST", "/v1/players", body={"name": f"{name} {args.kind}"}), "register")["apiKey"] for name in ("Ada", "Bo")]
    game = must(call(base, "POST", "/v1/games", keys[0], {"kind": args.kind, "options": json.loads(args.options), "entropy": "ada's dice"}), "create")
    gid = game["id"]
    if args.commitment_out:
        with open(args.commitment_out, "w", encoding="utf-8") as f:
            f.write(game["seedCommitment"])
    must(call(base, "POST", f"/v1/games/{gid}/join", keys[1], {"entropy": "bo rolls ünïcode ☄"}), "join")

    started = time.time()
    actions = 0
    mid_written = False
    while True:
        if time.time() - started > args.seconds or actions > args.max_actions:
            sys.exit(f"{args.kind} {gid}: not over after {actions} actions in {time.time() - started:.0f} s")
        moved = False
        for key in keys:
            view = must(call(base, "GET", f"/v1/games/{gid}", key), "read")
            if view["status"] == "finished":
                break
            if args.mid and not mid_written and view["version"] >= (args.stop_at or 0):
                mid = must(call(base, "GET", f"/v1/games/{gid}/export", keys[0]), "export (mid-game)")
                with open(args.mid, "w", encoding="utf-8") as f:
                    json.dump(mid, f)
                mid_written = True
            mine = [p for p in view["pending"] if view["you"] and p["seat"] == view["you"]["seat"] and "decisionId" in p]
            if not mine:
                continue
            choices = [c for p in mine for c in (p.get("choices") or [])]
            if choices:
                kinds = sorted({c.get("type", "") for c in choices})
                kind = rng.choice(kinds)
                action = rng.choice([c for c in choices if c.get("type", "") == kind])
            else:
                action = must(call(base, "POST", f"/v1/games/{gid}/suggest", key), "suggest")["action"]
            status, body = call(base, "POST", f"/v1/games/{gid}/actions", key, {"action": action, "decisionId": mine[0]["decisionId"]})
            if status >= 300 and status != 409:
                sys.exit(f"{args.kind} {gid}: action refused: HTTP {status} {json.dumps(body)[:500]}")
            actions += 1
            moved = True
        else:
            if not moved:
                time.sleep(0.2)
            continue
        break

    record = must(call(base, "GET", f"/v1/games/{gid}/export"), "export")
    with open(args.out, "w", encoding="utf-8") as f:
        json.dump(record, f)
    rolls = sum(len(e["rolls"]) for e in record["log"])
    print(f"{args.kind}: game {gid} over at version {record['version']} after {time.time() - started:.1f} s, {rolls} rolls in the record")


if __name__ == "__main__":
    main()
