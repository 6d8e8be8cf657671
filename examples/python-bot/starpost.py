"""A minimal Starpost REST client, standard library only: JSON in and out, the bearer key, and
retries that are safe to make.

Reads (GET) are retried freely. A POST is retried only when it carries an Idempotency-Key (every
POST that Starpost applies once gets a fresh one unless the caller gives its own):
Starpost then applies it once and answers every retry as it answered the first attempt, so a
request whose answer was lost on the network can be sent again without playing a move twice.
"""
import json
import random
import re
import time
import urllib.error
import urllib.request
import uuid


class ApiError(Exception):
    """A refusal from Starpost: `status`, and the problem document's `code` and `detail`."""

    def __init__(self, status, problem):
        self.status = status
        self.problem = problem if isinstance(problem, dict) else {"detail": str(problem)}
        self.code = self.problem.get("code")
        super().__init__(f"HTTP {status} {self.code}: {self.problem.get('detail') or self.problem.get('title') or ''}")


# Worth another try: the server is busy, restarting or rate-limiting us. Everything else
# (400, 401, 403, 404, 409, 422 …) is an answer, and the same request would get it again.
RETRYABLE = {429, 500, 502, 503, 504}


# The POSTs Starpost applies once per Idempotency-Key: the operations of its OpenAPI document
# (GET /openapi.json) that take the header (test_starpost.py checks this list against it). Any
# other POST (a suggestion, a verification) is never sent twice.
APPLIED_ONCE = [
    re.compile(p)
    for p in (
        r"^/v1/players$",
        r"^/v1/games$",
        r"^/v1/games/[^/]+/(join|actions|undo|resign|rematch|messages)$",
        r"^/v1/invitations/[^/]+/accept$",
        r"^/v1/webhooks$",
        r"^/v1/webhooks/[^/]+/rotate-secret$",
    )
]


def applies_once(path):
    """Whether Starpost applies a POST to `path` once however often it is sent with one Idempotency-Key."""
    return any(p.match(path.split("?")[0]) for p in APPLIED_ONCE)


class Starpost:
    def __init__(self, base_url, key=None, attempts=6, log=print):
        self.base = base_url.rstrip("/")
        self.key = key
        self.attempts = attempts
        self.log = log

    def get(self, path):
        return self.request("GET", path, retry=True)

    def post(self, path, body=None, idempotency_key=None):
        """A POST; one that Starpost applies once per Idempotency-Key gets a fresh key unless given one."""
        if idempotency_key is None and applies_once(path):
            idempotency_key = f"py:{uuid.uuid4()}"
        return self.request("POST", path, body, idempotency_key=idempotency_key, retry=idempotency_key is not None)

    def delete(self, path):
        return self.request("DELETE", path, retry=True)

    def request(self, method, path, body=None, idempotency_key=None, retry=False):
        data = None if body is None else json.dumps(body).encode()
        headers = {"accept": "application/json"}
        if data is not None:
            headers["content-type"] = "application/json"
        if self.key:
            headers["authorization"] = f"Bearer {self.key}"
        if idempotency_key:
            headers["idempotency-key"] = idempotency_key
        for attempt in range(1, self.attempts + 1):
            wait = None
            try:
                req = urllib.request.Request(self.base + path, data=data, method=method, headers=headers)
                with urllib.request.urlopen(req, timeout=30) as res:
                    text = res.read()
                    return json.loads(text) if text else None
            except urllib.error.HTTPError as err:
                problem = _json(err.read())
                if not retry or err.code not in RETRYABLE or attempt == self.attempts:
                    raise ApiError(err.code, problem) from None
                wait = _retry_after(err.headers.get("retry-after"))
                self.log(f"{method} {path}: HTTP {err.code}, retrying")
            except (urllib.error.URLError, TimeoutError, ConnectionError) as err:
                # No answer at all: the request may or may not have been applied. Only a request
                # that is safe to repeat (a read, or a POST with an Idempotency-Key) is sent again.
                if not retry or attempt == self.attempts:
                    raise
                self.log(f"{method} {path}: {err}, retrying")
            # Exponential backoff with jitter, or what Retry-After asks for.
            time.sleep(wait if wait is not None else min(8.0, 0.25 * 2 ** attempt) * (0.5 + random.random()))
        raise AssertionError("unreachable")


def _json(raw):
    try:
        return json.loads(raw)
    except ValueError:
        return {"detail": raw.decode(errors="replace")[:200]}


def _retry_after(value):
    try:
        return max(0.0, float(value))
    except (TypeError, ValueError):
        return None
