// The live feed (server-sent events, resumable) and safe undo.
import { describe, expect, it } from "vitest";
import { api, fetchWorker, keyToMove, seededStartedGame, startedGame } from "./helpers";

/** Reads SSE frames until `count` entries arrived (or `end`), then disconnects. */
async function readEntries(id: string, count: number, headers: Record<string, string> = {}) {
  const res = await fetchWorker(`http://starpost.test/v1/games/${id}/stream`, { headers });
  expect(res.headers.get("content-type")).toBe("text/event-stream");
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  const entries: { id: number; data: any }[] = [];
  let ended = false;
  while (entries.length < count && !ended) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let cut: number;
    while ((cut = buffer.indexOf("\n\n")) >= 0) {
      const frame = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      const fields = Object.fromEntries(
        frame
          .split("\n")
          .filter((l) => !l.startsWith(":"))
          .map((l) => [l.slice(0, l.indexOf(":")), l.slice(l.indexOf(":") + 1).trim()]),
      );
      if (fields.event === "end") ended = true;
      if (fields.event === "entry") entries.push({ id: Number(fields.id), data: JSON.parse(fields.data!) });
    }
  }
  await reader.cancel();
  return { entries, ended };
}

async function playMoves(id: string, players: { id: string; apiKey: string }[], n: number) {
  for (let i = 0; i < n; i++) {
    const game = (await api("GET", `/v1/games/${id}`)).body;
    if (game.status !== "active") return;
    const key = keyToMove(game, players)!;
    const action = (await api("POST", `/v1/games/${id}/suggest`, { key })).body.action;
    await api("POST", `/v1/games/${id}/actions`, { key, body: { action } });
  }
}

describe("the live feed", () => {
  it("streams entries as they are committed and resumes after Last-Event-ID without loss or repeats", async () => {
    const { alice, bob, id } = await startedGame();
    await playMoves(id, [alice, bob], 3);
    const first = await readEntries(id, 3);
    expect(first.entries.map((e) => e.id)).toEqual([1, 2, 3]);

    // Live: a stream opened now receives the next moves as they happen.
    const live = readEntries(id, 2, { "last-event-id": "3" });
    await playMoves(id, [alice, bob], 2);
    expect((await live).entries.map((e) => e.id)).toEqual([4, 5]);

    // After a disconnect, more moves; the client resumes from the last id it saw.
    await playMoves(id, [alice, bob], 3);
    const resumed = await readEntries(id, 3, { "last-event-id": "5" });
    expect(resumed.entries.map((e) => e.id)).toEqual([6, 7, 8]);
    const feed = (await api("GET", `/v1/games/${id}/events?after=5&limit=3`)).body.entries;
    expect(resumed.entries.map((e) => e.data)).toEqual(feed);
  });

  it("redacts the stream per reader and ends it when the game is over", async () => {
    const { alice, bob, id } = await startedGame();
    await api("POST", `/v1/games/${id}/resign`, { key: alice.apiKey });
    const spectator = await readEntries(id, 10);
    expect(spectator.ended).toBe(true);
    expect(spectator.entries.at(-1)!.data.kind).toBe("resign");
    const bobs = await readEntries(id, 10, { authorization: `Bearer ${bob.apiKey}` });
    expect(bobs.entries.length).toBe(spectator.entries.length);
  });
});

describe("undo", () => {
  it("refuses to take back a move that showed a card, or when another seat has acted since", async () => {
    const { alice, bob, id, game } = await startedGame();
    const key = keyToMove(game, [alice, bob])!;
    const other = key === alice.apiKey ? bob.apiKey : alice.apiKey;
    const action = (await api("POST", `/v1/games/${id}/suggest`, { key })).body.action;
    await api("POST", `/v1/games/${id}/actions`, { key, body: { action } }); // places a card from the hand: it is public now
    const shown = await api("POST", `/v1/games/${id}/undo`, { key });
    expect([shown.status, shown.body.code]).toEqual([422, "UNDO_NOT_ALLOWED"]);
    expect(shown.body.detail).toContain("hidden");
    expect(shown.body.rule).toBeTruthy();
    const notMine = await api("POST", `/v1/games/${id}/undo`, { key: other });
    expect([notMine.status, notMine.body.code]).toEqual([422, "UNDO_NOT_ALLOWED"]);
    expect((await api("GET", `/v1/games/${id}`)).body.version).toBe(1);
  });

  it("takes back a decision that revealed nothing, leaving the game as it was", async () => {
    // A fixed seed: with a random one, a game now and then ended before any seat was asked to fight.
    const { alice, bob, id } = await seededStartedGame("star-battle", {}, "stream-undo: a battle is offered");
    // Play until a seat is asked whether to fight: declining reveals nothing and rolls no die.
    let game = (await api("GET", `/v1/games/${id}`)).body;
    for (let i = 0; i < 200 && game.status === "active" && game.pending[0].prompt !== "battle"; i++) {
      await playMoves(id, [alice, bob], 1);
      game = (await api("GET", `/v1/games/${id}`)).body;
    }
    expect(game.pending[0].prompt).toBe("battle");
    const key = keyToMove(game, [alice, bob])!;
    const before = (await api("GET", `/v1/games/${id}`, { key })).body;
    const decline = before.pending[0].choices.find((c: any) => c.type === "declineBattle");
    const played = await api("POST", `/v1/games/${id}/actions`, { key, body: { action: decline } });
    expect(played.status).toBe(200);
    const undone = await api("POST", `/v1/games/${id}/undo`, { key });
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect(undone.body.version).toBe(before.version + 2);
    expect(undone.body.events).toEqual([]);
    expect(undone.body.game.version).toBe(before.version + 2);
    expect(undone.body.game.view).toEqual(before.view);
    // The same decision as before, owed anew: a new id, so an answer to the undone one is stale.
    const withoutId = (pending: any[]) => pending.map(({ decisionId, ...p }) => p);
    expect(withoutId(undone.body.game.pending)).toEqual(withoutId(before.pending));
    expect(undone.body.game.pending[0].decisionId).not.toBe(before.pending[0].decisionId);
    const late = await api("POST", `/v1/games/${id}/actions`, { key, body: { action: decline, decisionId: before.pending[0].decisionId } });
    expect([late.status, late.body.code]).toEqual([409, "STALE_DECISION"]);
    const entries = (await api("GET", `/v1/games/${id}/events?after=${before.version}`)).body.entries;
    expect(entries.map((e: any) => e.kind)).toEqual(["action", "undo"]);
    // The replay at each version agrees, and the game goes on from the restored position.
    expect((await api("GET", `/v1/games/${id}?at=${before.version + 2}`, { key })).body.view).toEqual(before.view);
    const again = await api("POST", `/v1/games/${id}/actions`, { key, body: { action: decline } });
    expect(again.status).toBe(200);
  });
});
