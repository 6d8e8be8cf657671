// A socket held for a whole long game, from the outside: a WebSocket watcher per seat and a
// spectator's stay open while a Double Star Raid of several hundred moves is played over REST
// (listed choices, picked at random). Each gets every version exactly once and in order, then
// `end` and the close; each socket carries exactly the feed its reader gets over REST, so a
// seat's socket never shows the other side's secret raid target (DS 10.3).
import { describe, expect, it } from "vitest";
import { api, seededStartedGame } from "./helpers";
import { feedOf, oneToN, playListedMove, seededChooser, Watcher } from "./live-clients";

/** Enough game-turns for a Raid of random moves to run some hundreds of actions (DS 11.3's limit ends it). */
const OPTIONS = { scenario: "raid", turnLimit: 10 };
/** A bound on the actions played; a game still on then is resigned (it did not happen with this seed). */
const MAX_ACTIONS = 1000;

describe("a WebSocket held open for a whole long game", () => {
  it("each seat and a spectator get every version once, in order, exactly as their REST feed, then `end`", {
    timeout: 180_000,
  }, async () => {
    const { alice, bob, id } = await seededStartedGame("double-star", OPTIONS, "live38-long-game");
    const players = [alice, bob];
    const readers = [alice.apiKey, bob.apiKey, undefined];
    const watchers = await Promise.all(readers.map((key) => Watcher.open(id, key)));
    const pick = seededChooser(38);
    let version = 0;
    for (let n = 0; n < MAX_ACTIONS; n++) {
      const played = await playListedMove(id, players, pick);
      if (played === null) break;
      expect(played).toBe(version + 1);
      version = played;
    }
    let game = (await api("GET", `/v1/games/${id}`)).body;
    if (game.status === "active") {
      version = (await api("POST", `/v1/games/${id}/resign`, { key: alice.apiKey })).body.version;
      game = (await api("GET", `/v1/games/${id}`)).body;
    }
    expect(game.status).toBe("finished");
    expect(game.version).toBe(version);
    expect(version).toBeGreaterThanOrEqual(400);

    for (const [i, watcher] of watchers.entries()) {
      await watcher.until("end", 1, 20_000);
      expect(await watcher.closedByServer()).toBe(true);
      const got = watcher.entries();
      expect(got.map((e) => e.version)).toEqual(oneToN(version));
      // Frame by frame, what this reader may see: the same entries as its own feed over REST.
      expect(got).toEqual(await feedOf(id, readers[i]));
      expect(watcher.frames.filter((f) => f.type !== "entry").map((f) => f.type)).toEqual(["end"]);
    }
    // The comparison means something: the two sides' feeds differ (each sees its own raid target).
    const [asAlice, asBob, asSpectator] = watchers.map((w) => JSON.stringify(w.entries()));
    expect(asAlice).not.toBe(asBob);
    expect(asAlice).not.toBe(asSpectator);
    console.log(`live38 long game: ${version} versions, ${watchers.map((w) => w.frames.length).join("/")} frames`);
  });
});
