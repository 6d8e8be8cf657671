"""Standard Webhooks signature verification (https://www.standardwebhooks.com/), standard library only.

A delivery carries three headers:
    webhook-id         the message id (the same on every retry of one message)
    webhook-timestamp  seconds since the epoch when it was signed
    webhook-signature  one or more space-separated "v1,<base64>" signatures
Each v1 signature is base64(HMAC-SHA256(key, "<id>.<timestamp>.<raw body>")), where the key is the
base64 text after "whsec_" in the secret. A delivery is genuine when any v1 signature matches and
its timestamp is within `tolerance` seconds of now (so a recorded delivery cannot be replayed later).
"""
import base64
import hashlib
import hmac
import json
import time

DEFAULT_TOLERANCE_SECONDS = 5 * 60


class WebhookVerificationError(Exception):
    """The delivery is not signed with our secret, is too old or too new, or is malformed."""


def secret_key(secret):
    """The HMAC key of a `whsec_…` secret (a bare base64 secret is accepted as well)."""
    text = secret[len("whsec_"):] if secret.startswith("whsec_") else secret
    try:
        return base64.b64decode(text, validate=True)
    except ValueError as err:
        raise WebhookVerificationError("the secret is not base64") from err


def sign(secret, msg_id, timestamp, body):
    """The `v1,…` signature of `body` (bytes) — what the sender computes; used by verify()."""
    signed = f"{msg_id}.{timestamp}.".encode() + body
    mac = hmac.new(secret_key(secret), signed, hashlib.sha256).digest()
    return "v1," + base64.b64encode(mac).decode()


def verify(secret, headers, body, tolerance=DEFAULT_TOLERANCE_SECONDS, now=None):
    """Checks a delivery and returns its parsed JSON body, or raises WebhookVerificationError.

    `headers` is any mapping with case-insensitive `get` (http.server's headers are) or a dict
    with lower-case names; `body` is the raw request body as bytes, exactly as received.
    """
    msg_id = headers.get("webhook-id")
    timestamp = headers.get("webhook-timestamp")
    signatures = headers.get("webhook-signature")
    if not msg_id or not timestamp or not signatures:
        raise WebhookVerificationError("missing webhook-id, webhook-timestamp or webhook-signature")
    try:
        sent = int(timestamp)
    except ValueError as err:
        raise WebhookVerificationError("webhook-timestamp is not a whole number of seconds") from err
    now = time.time() if now is None else now
    if sent < now - tolerance:
        raise WebhookVerificationError("the delivery is too old")
    if sent > now + tolerance:
        raise WebhookVerificationError("the delivery is from the future")
    expected = sign(secret, msg_id, timestamp, body)
    # Several signatures may be sent (while a secret is being rotated); any v1 match will do.
    for candidate in signatures.split(" "):
        if candidate.startswith("v1,") and hmac.compare_digest(candidate.encode(), expected.encode()):
            try:
                return json.loads(body)
            except ValueError as err:
                raise WebhookVerificationError("the body is not JSON") from err
    raise WebhookVerificationError("no signature matches")
