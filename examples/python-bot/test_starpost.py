"""Tests of starpost.py's retries against a local server that loses answers:
python3 -m unittest discover examples/python-bot"""
import json
import re
import threading
import unittest
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from starpost import ApiError, Starpost


class Flaky(BaseHTTPRequestHandler):
    """Drops the connection of the first `drops` requests without answering; records every one."""

    drops = 0
    seen = []

    def do_POST(self):
        body = self.rfile.read(int(self.headers.get("content-length") or 0))
        Flaky.seen.append((self.path, self.headers.get("idempotency-key"), json.loads(body or b"null")))
        if Flaky.drops > 0:
            Flaky.drops -= 1
            self.connection.close()  # the answer is lost on the way back
            return
        if self.path == "/busy":
            self.send_response(429)
            self.send_header("retry-after", "0")
            self.send_header("content-type", "application/problem+json")
            self.end_headers()
            self.wfile.write(b'{"code": "RATE_LIMITED"}')
            return
        self.send_response(200)
        self.send_header("content-type", "application/json")
        self.end_headers()
        self.wfile.write(json.dumps({"version": len(Flaky.seen)}).encode())

    def log_message(self, *args):
        pass


class RetryTest(unittest.TestCase):
    def setUp(self):
        Flaky.drops, Flaky.seen = 0, []
        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Flaky)
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        self.api = Starpost(f"http://127.0.0.1:{self.server.server_address[1]}", "sp_test", attempts=3, log=lambda *a: None)

    def tearDown(self):
        self.server.shutdown()
        self.server.server_close()

    def test_a_post_with_an_idempotency_key_is_sent_again_unchanged_when_its_answer_is_lost(self):
        Flaky.drops = 2
        self.assertEqual(self.api.post("/actions", {"action": {"type": "pass"}}, idempotency_key="k1"), {"version": 3})
        self.assertEqual(Flaky.seen, [("/actions", "k1", {"action": {"type": "pass"}})] * 3)

    def test_a_post_without_a_key_is_not_repeated(self):
        Flaky.drops = 1
        with self.assertRaises(Exception):
            self.api.post("/actions", {"action": {"type": "pass"}})
        self.assertEqual(len(Flaky.seen), 1)

    def test_a_creating_post_gets_a_key_of_its_own_and_survives_a_lost_answer(self):
        Flaky.drops = 1
        self.assertEqual(self.api.post("/v1/players", {"name": "Ada"}), {"version": 2})
        (_, first, _), (_, second, _) = Flaky.seen
        self.assertTrue(first and first.startswith("py:"))
        self.assertEqual(first, second)
        # A fresh request is a fresh key.
        self.api.post("/v1/players", {"name": "Bo"})
        self.assertNotEqual(Flaky.seen[2][1], first)

    def test_a_post_starpost_does_not_apply_once_gets_no_key_and_is_not_repeated(self):
        Flaky.drops = 1
        with self.assertRaises(Exception):
            self.api.post("/v1/games/g1/suggest", {})
        self.assertEqual([(path, key) for path, key, _ in Flaky.seen], [("/v1/games/g1/suggest", None)])

    def test_rate_limited_requests_are_retried_then_reported(self):
        with self.assertRaises(ApiError) as refused:
            self.api.post("/busy", {}, idempotency_key="k2")
        self.assertEqual((refused.exception.status, refused.exception.code), (429, "RATE_LIMITED"))
        self.assertEqual(len(Flaky.seen), 3)


class AppliedOnceTest(unittest.TestCase):
    """starpost.APPLIED_ONCE against the OpenAPI document the server publishes (schema/openapi.json)."""

    def test_the_list_matches_the_operations_that_take_an_idempotency_key(self):
        import os

        from starpost import applies_once

        path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "schema", "openapi.json")
        with open(path, encoding="utf-8") as f:
            doc = json.load(f)
        parameters = doc.get("components", {}).get("parameters", {})
        checked = []

        def takes_key(op):
            for p in op.get("parameters", []):
                if "$ref" in p:
                    p = parameters.get(p["$ref"].split("/")[-1], {})
                if p.get("in") == "header" and p.get("name", "").lower() == "idempotency-key":
                    return True
            return False

        for template, ops in doc["paths"].items():
            if "post" not in ops:
                continue
            concrete = re.sub(r"\{[^}]+\}", "x1", template)
            self.assertEqual(applies_once(concrete), takes_key(ops["post"]), template)
            checked.append(takes_key(ops["post"]))
        # The document lists both kinds (else the comparison proves nothing).
        self.assertIn(True, checked)
        self.assertIn(False, checked)


if __name__ == "__main__":
    unittest.main()
