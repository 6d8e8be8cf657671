"""Tests of starpost.py's retries against a local server that loses answers:
python3 -m unittest discover examples/python-bot"""
import json
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

    def test_rate_limited_requests_are_retried_then_reported(self):
        with self.assertRaises(ApiError) as refused:
            self.api.post("/busy", {}, idempotency_key="k2")
        self.assertEqual((refused.exception.status, refused.exception.code), (429, "RATE_LIMITED"))
        self.assertEqual(len(Flaky.seen), 3)


if __name__ == "__main__":
    unittest.main()
