// Which players a room writes notifications for (durable-objects/room/listeners.ts): read once,
// trusted for a minute, read again when told of a new subscription, and never stored stale.
import { afterEach, describe, expect, it, vi } from "vitest";
import { Listeners, LISTENERS_TTL_MS } from "../../durable-objects/room/listeners";
import type { Notification } from "../../durable-objects/room/notifications";

const note = (playerId: string): Notification => ({ event: "game.action", playerId, seat: "s", data: {} });

describe("a room's listeners", () => {
  afterEach(() => vi.useRealTimers());

  it("keeps every notification while unknown, none when nobody listens, and only the listeners' otherwise", async () => {
    let answer = new Set<string>();
    const l = new Listeners(async () => answer);
    const all = () => [note("a"), note("b")];
    expect(l.only(all).map((n) => n.playerId)).toEqual(["a", "b"]);
    await l.ensure();
    const make = vi.fn(all);
    expect(l.only(make)).toEqual([]);
    expect(make).not.toHaveBeenCalled(); // nobody listens: the notifications are not even made
    answer = new Set(["b"]);
    l.invalidate();
    await l.ensure();
    expect(l.only(all).map((n) => n.playerId)).toEqual(["b"]);
  });

  it("reads once, then again after a minute or when told, and for a player about to sit", async () => {
    vi.useFakeTimers();
    const read = vi.fn(async (extra: string[]) => new Set(extra));
    const l = new Listeners(read);
    await l.ensure();
    await l.ensure();
    expect(read).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(LISTENERS_TTL_MS);
    await l.ensure();
    expect(read).toHaveBeenCalledTimes(2);
    l.invalidate();
    expect(l.known()).toBeNull();
    await l.ensure();
    expect(read).toHaveBeenCalledTimes(3);
    await l.ensure(["joiner"]);
    expect(read).toHaveBeenLastCalledWith(["joiner"], null);
    expect(l.known()).toEqual(new Set(["joiner"]));
  });

  it("does not keep an answer read before it was told of a change: it reads again", async () => {
    const answers = [new Set<string>(), new Set(["a"])];
    let release!: () => void;
    const first = new Promise<void>((r) => (release = r));
    const read = vi.fn(async () => {
      const answer = answers[read.mock.calls.length - 1]!;
      if (read.mock.calls.length === 1) await first;
      return answer;
    });
    const l = new Listeners(read);
    const pending = l.ensure();
    l.invalidate(); // a subscription arrives while the first read is in flight
    release();
    await pending;
    expect(read).toHaveBeenCalledTimes(2);
    expect(l.known()).toEqual(new Set(["a"]));
  });

  // A cold move's read carries its directory row (docs/ROOM.md, "A cold move"): once, never twice.
  it("a rider goes with the first read only; a subscription told while that read is out is heard, by a read without it", async () => {
    const answers = [new Set<string>(), new Set(["a"])];
    let release!: () => void;
    const first = new Promise<void>((r) => (release = r));
    const read = vi.fn(async (_extra: string[], _rider: string | null) => {
      const answer = answers[read.mock.calls.length - 1]!;
      if (read.mock.calls.length === 1) await first;
      return answer;
    });
    const l = new Listeners<string>(read);
    const pending = l.ensure([], "row");
    l.invalidate(); // the subscribing request tells the room while the batch is out
    release();
    expect(await pending, "the rider went").toBe(true);
    expect(read.mock.calls.map(([, rider]) => rider)).toEqual(["row", null]);
    expect(l.known()).toEqual(new Set(["a"]));
    expect(await l.ensure([], "another row"), "no read: no rider").toBe(false);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it("a read that fails with its rider says so (the caller cannot know the rider's fate)", async () => {
    const l = new Listeners<string>(async () => {
      throw new Error("D1 unavailable");
    });
    await expect(l.ensure([], "row")).rejects.toThrow("D1 unavailable");
    expect(l.known()).toBeNull();
  });
});
