#!/usr/bin/env python3
"""A Starpost webhook bot in Python, standard library only. It plays one game of any kind:

    python3 bot.py --create star-battle            # registers a player, creates a game, waits for an opponent
    python3 bot.py --join <game id>                # registers another player and takes the open seat

What it does, in order (README.md walks through each step):
  1. registers a player (POST /v1/players), unless --key / STARPOST_KEY gives one;
  2. serves an HTTP endpoint for webhook deliveries and checks every delivery's Standard Webhooks
     signature itself (standard_webhooks.py), refusing forged or stale ones;
  3. creates a game (POST /v1/games) or joins one (POST /v1/games/{id}/join);
  4. subscribes its endpoint to that game's events (POST /v1/webhooks);
  5. answers each decision.required with one of the listed choices — or, where a decision gives
     bounds instead of choices, with the move POST /v1/games/{id}/suggest proposes — posted with
     its decisionId (so it never lands on a decision it did not see) and an Idempotency-Key (so
     a retry after a lost answer is applied once);
  6. exits when the game is over (game.over), printing the outcome; exit status 0.
Every --poll seconds it also reads the game, in case a delivery is late: the same decision is
never answered twice, because answers are remembered by decisionId.
"""
import argparse
import json
import os
import queue
import random
import secrets
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from standard_webhooks import DEFAULT_TOLERANCE_SECONDS, WebhookVerificationError, verify
from starpost import ApiError, Starpost


def log(*parts):
    print(time.strftime("%H:%M:%S"), *parts, flush=True)


class Decisions:
    """Answers decisions: one chosen action per decisionId, posted until Starpost has taken it."""

    # After this many refusals of one decision the bot gives up (a bug in the bot, not bad luck).
    MAX_REFUSALS = 4

    def __init__(self, api, game_id, rng_seed, resend=False):
        self.api = api
        self.resend = resend
        self.game_id = game_id
        self.rng_seed = rng_seed
        self.answered = set()  # decisionIds Starpost took (or that went stale)
        self.refusals = {}  # decisionId -> how many of our answers were refused

    def answer(self, decision):
        """`decision`: {decisionId, version, decisions: [{prompt, text, choices?, bounds?}]}."""
        did = decision.get("decisionId")
        if not did or did in self.answered:
            return
        refused = self.refusals.get(did, 0)
        action = self.choose(decision, refused)
        if action is None:
            log(f"v{decision.get('version')}: nothing to play for {did}")
            return
        # Same decision, same attempt → same key and same body: a retry is answered, not re-applied.
        key = f"py-bot:{did}:{refused}"
        try:
            body = {"action": action, "decisionId": did}
            result = self.api.post(f"/v1/games/{self.game_id}/actions", body, idempotency_key=key)
            self.answered.add(did)
            how = "suggested" if self.suggested else "listed"
            log(f"v{result['version']}: played {action.get('type')}, {how} ({decision['decisions'][0].get('prompt', '')})")
            if self.resend:
                # --resend (a test): send it again as if the answer had been lost. Starpost must
                # answer as it did the first time, and must not apply the action twice.
                again = self.api.post(f"/v1/games/{self.game_id}/actions", body, idempotency_key=key)
                if again["version"] != result["version"]:
                    raise AssertionError(f"a resent action was applied again: v{result['version']} then v{again['version']}")
        except ApiError as err:
            if err.status in (409, 403):
                # STALE_DECISION / STALE_VERSION / NOT_YOUR_DECISION / GAME_OVER: that decision is
                # gone. If the seat owes a new one, it has a delivery (and a poll) of its own.
                self.answered.add(did)
                log(f"decision {did} is no longer owed ({err.code})")
            elif err.status == 422 or err.status == 400:
                self.refusals[did] = refused + 1
                log(f"answer to {did} refused: {err}")
                if self.refusals[did] >= self.MAX_REFUSALS:
                    raise
                self.answer(decision)  # try another: a different choice, or the server's suggestion
            else:
                raise

    def choose(self, decision, refused):
        """A listed choice (after a refusal, the suggestion), or the suggestion where none are listed."""
        choices = [c for d in decision.get("decisions", []) for c in (d.get("choices") or [])]
        self.suggested = not (choices and refused == 0)
        if choices and refused == 0:
            # First a kind of action, then one of that kind, so a long list of one kind (every
            # hex a ship could reach) does not drown the rest. Seeded by the decision: the same
            # decision gives the same choice, which an Idempotency-Key retry needs.
            rng = random.Random(f"{self.rng_seed}:{decision['decisionId']}")
            kinds = sorted({c.get("type", "") for c in choices})
            kind = rng.choice(kinds)
            return rng.choice([c for c in choices if c.get("type", "") == kind])
        # A suggestion changes nothing, so it is safe to ask again when an answer is lost.
        suggested = self.api.request("POST", f"/v1/games/{self.game_id}/suggest", retry=True)
        return suggested.get("action") if suggested else None


def webhook_server(host, port, secret_box, inbox, tolerance):
    """An HTTP server that verifies each delivery and puts its event on `inbox`."""
    seen = set()
    seen_lock = threading.Lock()

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self):
            body = self.rfile.read(int(self.headers.get("content-length") or 0))
            secret = secret_box.get("secret")
            try:
                if not secret:
                    raise WebhookVerificationError("not subscribed yet")
                event = verify(secret, self.headers, body, tolerance=tolerance)
            except WebhookVerificationError as err:
                log(f"refused a delivery: {err}")
                self.send_response(401)
                self.end_headers()
                return
            # Answer at once (a slow receiver is retried); the bot thinks on its own thread.
            self.send_response(204)
            self.end_headers()
            with seen_lock:
                first = self.headers["webhook-id"] not in seen
                seen.add(self.headers["webhook-id"])
            if first:  # a redelivery of a message already handled is acknowledged only
                inbox.put(event)

        def log_message(self, *args):
            pass  # quiet: the bot logs what it does

    server = ThreadingHTTPServer((host, port), Handler)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def from_game(game):
    """The decision our seat owes in a game as read (GET /v1/games/{id}), or None."""
    seat = (game.get("you") or {}).get("seat")
    mine = [p for p in game.get("pending", []) if p.get("seat") == seat and p.get("decisionId")]
    if not mine:
        return None
    return {"decisionId": mine[0]["decisionId"], "version": game["version"], "decisions": mine}


def main():
    parser = argparse.ArgumentParser(description="Play one Starpost game by webhook.")
    what = parser.add_mutually_exclusive_group(required=True)
    what.add_argument("--create", metavar="KIND", help="create a game of this kind (GET /v1/kinds lists them)")
    what.add_argument("--join", metavar="GAME_ID", help="take an open seat in this game")
    parser.add_argument("--server", default=os.environ.get("STARPOST_URL", "http://127.0.0.1:8787"))
    parser.add_argument("--key", default=os.environ.get("STARPOST_KEY"), help="a player's API key; without one the bot registers a player")
    parser.add_argument("--name", default="Python bot", help="the name to register under")
    parser.add_argument("--options", default="{}", help="the game's options, as JSON (with --create)")
    parser.add_argument("--seat", help="the seat to take (default: the first open one)")
    parser.add_argument("--private", action="store_true", help="create a private game (its id is the invitation)")
    parser.add_argument("--entropy", default=None, help="your randomness, mixed into the game's dice (default: random)")
    parser.add_argument("--host", default="127.0.0.1", help="where to listen for deliveries")
    parser.add_argument("--port", type=int, default=0, help="port to listen on (0: any free one)")
    parser.add_argument("--public-url", help="the URL Starpost should POST to (default: http://HOST:PORT/webhook)")
    parser.add_argument("--poll", type=float, default=10.0, help="seconds between reads of the game when no delivery comes")
    parser.add_argument("--seed", default=None, help="seed for the bot's choices (default: random)")
    parser.add_argument("--tolerance", type=int, default=DEFAULT_TOLERANCE_SECONDS, help="oldest delivery accepted, in seconds")
    parser.add_argument("--resend", action="store_true", help="a test: post every accepted action twice, as if its answer was lost")
    parser.add_argument("--timeout", type=float, default=None, help="give up after this many seconds (exit status 1)")
    args = parser.parse_args()
    started = time.time()

    api = Starpost(args.server, args.key, log=log)
    # 1. A player: the API key is shown only in this answer, so keep it (--key next time).
    if not api.key:
        player = api.post("/v1/players", {"name": args.name})
        api.key = player["apiKey"]
        log(f"registered player {player['id']} ({args.name}); key {api.key}")

    # 2. The endpoint, listening before anything can be delivered to it.
    inbox = queue.Queue()
    secret_box = {}
    server = webhook_server(args.host, args.port, secret_box, inbox, args.tolerance)
    url = args.public_url or f"http://{args.host}:{server.server_address[1]}/webhook"

    # 3. The game.
    entropy = args.entropy if args.entropy is not None else secrets.token_hex(16)
    seat = {"seat": args.seat} if args.seat else {}
    if args.create:
        body = {"kind": args.create, "options": json.loads(args.options), "entropy": entropy, **seat}
        if args.private:
            body["visibility"] = "private"
        game = api.post("/v1/games", body)
        game_id = game["id"]
        log(f"created game {game_id} ({args.create}); commitment {game['seedCommitment']}")
        print(f"game: {game_id}", flush=True)  # for scripts: the id an opponent joins with

    # 4. The subscription: this game's events, to our endpoint. Deliveries cover what happens
    # after the answer, so a joining bot subscribes before it joins (the join may start the game).
    game_id = args.join or game_id
    hook = api.post("/v1/webhooks", {"url": url, "gameId": game_id})
    secret_box["secret"] = hook["secret"]  # whsec_…, shown only now
    log(f"webhook {hook['id']} -> {url}")
    if args.join:
        game = api.post(f"/v1/games/{game_id}/join", {"entropy": entropy, **seat})["game"]  # {version, events, game}
        log(f"joined game {game_id} ({game['kind']}) as {game['you']['seat']}")

    # 5. Play: deliveries as they come, and a read of the game whenever none came for a while.
    decisions = Decisions(api, game_id, args.seed if args.seed is not None else secrets.token_hex(8), args.resend)
    outcome = None
    try:
        while outcome is None:
            if args.timeout and time.time() - started > args.timeout:
                log(f"not over after {args.timeout:.0f} s")
                return 1
            try:
                event = inbox.get(timeout=args.poll)
            except queue.Empty:
                event = None
            if event is None or event["type"] == "game.started":
                game = api.get(f"/v1/games/{game_id}")
                if game["status"] == "finished":
                    outcome = game["outcome"]
                elif from_game(game):
                    decisions.answer(from_game(game))
            elif event["type"] == "decision.required":
                decisions.answer(event["data"])
            elif event["type"] == "game.over":
                outcome = event["data"]["outcome"]
    finally:
        # 6. Done: stop listening and drop the subscription (a 404 just means it is gone already).
        server.shutdown()
        try:
            api.delete(f"/v1/webhooks/{hook['id']}")
        except ApiError:
            pass
    you = game.get("you") or {}
    result = "won" if you.get("seat") in outcome.get("winners", []) else "did not win"
    log(f"game {game_id} over: winners {outcome.get('winners')} ({outcome.get('reason')}); we {result} as {you.get('seat')}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
