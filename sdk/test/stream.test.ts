// The event stream reader: resumes with Last-Event-ID after a stream that ends without `end`,
// yields each entry once, honours `retry:`, stops at `end`, and throws a refusal as a problem.
import { describe, expect, it } from "vitest";
import { StarpostProblem } from "../src/problem";
import { eventStream } from "../src/stream";

const entry = (v: number) => `id: ${v}\nevent: entry\ndata: ${JSON.stringify({ version: v, seat: "a", events: [] })}\n\n`;

/** A response whose body arrives in the given chunks (split anywhere, even inside a line). */
function sse(chunks: string[], status = 200): Response {
  const utf8 = new TextEncoder();
  return new Response(
    new ReadableStream({
      start(c) {
        for (const x of chunks) c.enqueue(utf8.encode(x));
        c.close();
      },
    }),
    { status, headers: { "content-type": "text/event-stream" } },
  );
}

describe("eventStream", () => {
  it("reconnects with Last-Event-ID after a close without end, yielding every entry once", async () => {
    const asked: (string | undefined)[] = [];
    const connections = [
      () => sse([": starpost feed\nretry: 5\n\n", entry(1), entry(2).slice(0, 7), entry(2).slice(7)]),
      // The server may send an entry the reader already had; it is not yielded again.
      () => sse([entry(2), entry(3), ": keep-alive\n\n"]),
      () => sse([entry(4), "event: end\ndata: {}\n\n", entry(5)]),
    ];
    const seen: number[] = [];
    for await (const e of eventStream<{ version: number }>(async (last) => {
      asked.push(last);
      return connections.shift()!();
    }))
      seen.push(e.version);
    expect(seen).toEqual([1, 2, 3, 4]);
    expect(asked).toEqual([undefined, "2", "3"]);
  });

  it("starts after a given version and stops when its signal aborts", async () => {
    const stop = new AbortController();
    const asked: (string | undefined)[] = [];
    const seen: number[] = [];
    for await (const e of eventStream<{ version: number }>(
      async (last) => {
        asked.push(last);
        return sse(["retry: 1\n\n", entry(8), entry(9)]);
      },
      { lastEventId: 7, signal: stop.signal },
    )) {
      seen.push(e.version);
      if (e.version === 9) stop.abort();
    }
    expect(seen).toEqual([8, 9]);
    expect(asked).toEqual(["7"]);
  });

  it("throws a refusal as a StarpostProblem and does not reconnect", async () => {
    let opened = 0;
    const walk = async () => {
      for await (const _ of eventStream(async () => {
        opened++;
        return new Response(JSON.stringify({ code: "GAME_NOT_FOUND", status: 404, detail: "no game g_x" }), {
          status: 404,
          headers: { "content-type": "application/problem+json" },
        });
      })) {
        // nothing comes
      }
    };
    const error = await walk().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StarpostProblem);
    expect((error as StarpostProblem).code).toBe("GAME_NOT_FOUND");
    expect(opened).toBe(1);
  });
});
