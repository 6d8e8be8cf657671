"""Tests of standard_webhooks.py: python3 -m unittest discover examples/python-bot"""
import unittest

from standard_webhooks import WebhookVerificationError, sign, verify

# The test vector of the Standard Webhooks reference libraries (also what `standardwebhooks` on npm signs).
SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"
MSG_ID = "msg_p5jXN8AQM9LWM0D4loKWxJek"
TIMESTAMP = 1614265330
BODY = b'{"test": 2432232314}'
SIGNATURE = "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE="


def headers(signature=SIGNATURE, timestamp=TIMESTAMP, msg_id=MSG_ID):
    return {"webhook-id": msg_id, "webhook-timestamp": str(timestamp), "webhook-signature": signature}


class VerifyTest(unittest.TestCase):
    def test_signs_the_reference_vector(self):
        self.assertEqual(sign(SECRET, MSG_ID, TIMESTAMP, BODY), SIGNATURE)

    def test_accepts_a_genuine_delivery_and_returns_its_body(self):
        self.assertEqual(verify(SECRET, headers(), BODY, now=TIMESTAMP + 10), {"test": 2432232314})

    def test_accepts_any_matching_signature_among_several(self):
        several = "v1a,ignored v1,AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA= " + SIGNATURE
        self.assertEqual(verify(SECRET, headers(several), BODY, now=TIMESTAMP), {"test": 2432232314})

    def test_refuses_a_changed_body_id_or_timestamp(self):
        with self.assertRaises(WebhookVerificationError):
            verify(SECRET, headers(), b'{"test": 2432232315}', now=TIMESTAMP)
        with self.assertRaises(WebhookVerificationError):
            verify(SECRET, headers(msg_id="msg_other"), BODY, now=TIMESTAMP)
        with self.assertRaises(WebhookVerificationError):
            verify(SECRET, headers(timestamp=TIMESTAMP + 1), BODY, now=TIMESTAMP)

    def test_refuses_another_secret(self):
        with self.assertRaises(WebhookVerificationError):
            verify("whsec_" + "A" * 32, headers(), BODY, now=TIMESTAMP)

    def test_refuses_stale_and_future_deliveries(self):
        with self.assertRaisesRegex(WebhookVerificationError, "too old"):
            verify(SECRET, headers(), BODY, now=TIMESTAMP + 301)
        with self.assertRaisesRegex(WebhookVerificationError, "future"):
            verify(SECRET, headers(), BODY, now=TIMESTAMP - 301)

    def test_refuses_missing_headers_and_other_versions(self):
        with self.assertRaises(WebhookVerificationError):
            verify(SECRET, {"webhook-id": MSG_ID}, BODY, now=TIMESTAMP)
        with self.assertRaises(WebhookVerificationError):
            verify(SECRET, headers("v2," + SIGNATURE[3:]), BODY, now=TIMESTAMP)


if __name__ == "__main__":
    unittest.main()
