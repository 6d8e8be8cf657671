// Which exceptions are a platform failure that passes (503 with Retry-After) and which are ours
// (500): the marks Cloudflare documents for Durable Objects, and D1's own texts.
import { describe, expect, it } from "vitest";
import { RETRY_AFTER_OVERLOADED, RETRY_AFTER_UNAVAILABLE, transientFailure } from "../../src/service/transient";

const marked = (message: string, marks: Record<string, boolean>) => Object.assign(new Error(message), marks);

describe("transientFailure", () => {
  it("an Error marked retryable is TEMPORARILY_UNAVAILABLE, whether or not it came from the object's code", () => {
    for (const remote of [false, true]) {
      const e = transientFailure(marked("Network connection lost.", { retryable: true, remote }));
      expect(e).toMatchObject({ status: 503, code: "TEMPORARILY_UNAVAILABLE", extra: { retryAfter: RETRY_AFTER_UNAVAILABLE } });
    }
  });

  it("an Error marked overloaded is OVERLOADED with a longer wait, even if also marked retryable", () => {
    const e = transientFailure(marked("Durable Object is overloaded. Too many requests queued.", { overloaded: true, retryable: true }));
    expect(e).toMatchObject({ status: 503, code: "OVERLOADED", extra: { retryAfter: RETRY_AFTER_OVERLOADED } });
    expect(RETRY_AFTER_OVERLOADED).toBeGreaterThan(RETRY_AFTER_UNAVAILABLE);
  });

  it("D1's transient errors are known by their text when unmarked", () => {
    expect(transientFailure(new Error("D1_ERROR: Network connection lost."))?.code).toBe("TEMPORARILY_UNAVAILABLE");
    expect(transientFailure(new Error("D1_ERROR: Internal error while starting up D1 DB storage caused object to be reset."))?.code).toBe(
      "TEMPORARILY_UNAVAILABLE",
    );
    expect(transientFailure(new Error("D1_ERROR: D1 DB is overloaded. Requests queued for too long."))?.code).toBe("OVERLOADED");
  });

  it("anything else is not transient: our own exceptions, marks that are not true, values that are not Errors", () => {
    expect(transientFailure(new Error("a bug"))).toBeNull();
    expect(transientFailure(marked("a bug in the room", { remote: true }))).toBeNull();
    expect(transientFailure(marked("no", { retryable: false, overloaded: false }))).toBeNull();
    expect(transientFailure(Object.assign(new Error("truthy, not true"), { retryable: "yes" }))).toBeNull();
    expect(transientFailure("Network connection lost")).toBeNull();
    expect(transientFailure(undefined)).toBeNull();
  });

  it("the detail tells the client how to learn whether its action was applied", () => {
    expect(transientFailure(marked("x", { retryable: true }))?.detail).toContain("same Idempotency-Key");
  });
});
