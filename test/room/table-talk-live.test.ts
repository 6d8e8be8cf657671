// Table talk on the live feeds (durable-objects/room/table-talk.ts liveReaderGets, and the SSE
// streams' message frames): a message reaches a seat's feed exactly when that seat may read it,
// a private one only its two seats, a muted writer nobody who muted them, watchers only the public
// talk of a finished game; and a message frame leaves the feed's entry ids alone.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { GameMeta } from "../../durable-objects/room/store";
import { FeedStreams } from "../../durable-objects/room/streams";
import { liveReaderGets, publicMessage, type TableMessage } from "../../durable-objects/room/table-talk";

const meta = (status: GameMeta["status"]) =>
  ({
    id: "g1",
    kind: "star-battle",
    status,
    seats: [
      { seat: "lord1", playerId: "ann", playerName: "Ann" },
      { seat: "lord2", playerId: "ben", playerName: "Ben" },
      { seat: "lord3", playerId: "cal", playerName: "Cal" },
    ],
  }) as unknown as GameMeta;

const message = (to: string | null): TableMessage => ({
  id: 1,
  at: 0,
  fromSeat: "lord1",
  fromPlayerId: "ann",
  fromName: "Ann",
  to,
  text: "hi",
});
const readers = ["lord1", "lord2", "lord3", null] as const;
const getting = (m: TableMessage, status: GameMeta["status"], mutes: Record<string, string[]> = {}) =>
  readers.filter((seat) => liveReaderGets(meta(status), m, seat, (p) => new Set(mutes[p] ?? [])));

describe("table talk on the live feed", () => {
  it("a public message reaches every seat, and watchers only once the game is over", () => {
    expect(getting(message(null), "active")).toEqual(["lord1", "lord2", "lord3"]);
    expect(getting(message(null), "finished")).toEqual(["lord1", "lord2", "lord3", null]);
  });

  it("a private message reaches its two seats only, never the third or a watcher, even after the game", () => {
    expect(getting(message("lord2"), "active")).toEqual(["lord1", "lord2"]);
    expect(getting(message("lord2"), "finished")).toEqual(["lord1", "lord2"]);
  });

  it("a player who muted the writer is not sent the writer's messages", () => {
    expect(getting(message(null), "active", { cal: ["ann"] })).toEqual(["lord1", "lord2"]);
    expect(getting(message("lord3"), "active", { cal: ["ann"] })).toEqual(["lord1"]);
  });

  describe("server-sent events", () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it("sends `event: message` without an id to the streams that get it", async () => {
      const streams = new FeedStreams();
      const texts = new Map<string | null, string>();
      for (const seat of readers) {
        const reader = streams.open(seat, null, false).getReader();
        texts.set(seat, "");
        void (async () => {
          for (;;) {
            const { value, done } = await reader.read();
            if (done) return;
            texts.set(seat, texts.get(seat) + new TextDecoder().decode(value));
          }
        })();
      }
      const m = message("lord2");
      streams.pushMessage(publicMessage(m), (seat) => liveReaderGets(meta("active"), m, seat));
      await vi.advanceTimersByTimeAsync(0);
      for (const seat of readers) {
        const frames = texts
          .get(seat)!
          .split("\n\n")
          .filter((f) => f.includes("event: message"));
        expect(frames, String(seat)).toHaveLength(seat === "lord1" || seat === "lord2" ? 1 : 0);
        for (const f of frames) {
          expect(f).not.toMatch(/^id:/m);
          expect(JSON.parse(f.split("data: ")[1]!)).toEqual({
            id: 1,
            at: "1970-01-01T00:00:00.000Z",
            from: { seat: "lord1", name: "Ann" },
            to: "lord2",
            text: "hi",
          });
        }
      }
    });
  });
});
