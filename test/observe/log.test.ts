// The structured log's failure lines: described errors, and no line for a platform reset.
import { afterEach, describe, expect, it, vi } from "vitest";
import { describeError, log, logFailure, wasReset } from "../../src/observe/log";

/** An exception as workerd marks one thrown into a Durable Object the platform reset. */
const resetError = (): Error =>
  Object.assign(new Error("Durable Object reset because its code was updated."), { durableObjectReset: true });

describe("failure lines", () => {
  afterEach(() => vi.restoreAllMocks());

  it("a failure of ours is one JSON error line with the fields and the described error", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    logFailure("the games index could not be brought up to date", { gameId: "g1" }, new TypeError("boom"));
    expect(error).toHaveBeenCalledTimes(1);
    const line = JSON.parse(error.mock.calls[0]![0] as string);
    expect(line).toMatchObject({
      level: "error",
      msg: "the games index could not be brought up to date",
      gameId: "g1",
      error: { name: "TypeError", message: "boom" },
    });
  });

  it("a field named level or msg cannot replace the line's own (the line stays an error line, first keys level and msg)", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    log("error", "the built-in opponent could not choose", { level: "standard", msg: "other", seat: "lord2" });
    const text = error.mock.calls[0]![0] as string;
    expect(JSON.parse(text)).toEqual({ level: "error", msg: "the built-in opponent could not choose", seat: "lord2" });
    expect(text.startsWith('{"level":"error","msg":')).toBe(true);
  });

  it("an object the platform reset writes no line: nothing of ours failed, the runtime runs the work again", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(wasReset(resetError())).toBe(true);
    logFailure("the room's alarm failed; the runtime retries it", { gameId: "g2" }, resetError());
    expect(error).not.toHaveBeenCalled();
  });

  it("only the platform's own mark counts as a reset: a message alike, a non-Error or a false mark does not", () => {
    expect(wasReset(new Error("Durable Object reset because its code was updated."))).toBe(false);
    expect(wasReset({ durableObjectReset: true })).toBe(false);
    expect(wasReset(Object.assign(new Error("x"), { durableObjectReset: false }))).toBe(false);
  });

  it("describes the platform's marks on an error, and a thrown non-Error by its text", () => {
    expect(describeError(Object.assign(new Error("gone"), { retryable: true, overloaded: false }))).toMatchObject({
      name: "Error",
      message: "gone",
      retryable: true,
    });
    expect(describeError("plain")).toEqual({ name: "NonError", message: "plain" });
  });
});
