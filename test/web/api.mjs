// Setting games up over the public API for the browser tests: players, a game, and play by the
// built-in bot's suggestions up to the decision a test wants to make through the page.
import assert from "node:assert/strict";

export function apiClient(base) {
  const call = async (method, path, key, body) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { ...(key ? { authorization: `Bearer ${key}` } : {}), "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = await res.json();
    assert.ok(res.ok, `${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
    return json;
  };
  const api = {
    player: (name) => call("POST", "/v1/players", null, { name }),
    kinds: async () => (await call("GET", "/v1/kinds")).kinds,
    game: (key, id) => call("GET", `/v1/games/${id}`, key),
    post: (key, path, body) => call("POST", path, key, body),
    /** Two players; the first creates a game of `kind`, the second joins. */
    async twoPlayerGame(kind, body = {}) {
      const players = [await api.player("Alice"), await api.player("Bob")];
      const game = await call("POST", "/v1/games", players[0].apiKey, { kind, ...body });
      await call("POST", `/v1/games/${game.id}/join`, players[1].apiKey, {});
      return { id: game.id, players };
    },
    /** The player who owes a decision now, with the game as that player sees it. */
    async owing(id, players) {
      for (const p of players) {
        const g = await api.game(p.apiKey, id);
        const mine = g.pending.find((x) => x.seat === g.you?.seat);
        if (mine) return { player: p, game: g, mine };
      }
      return null;
    },
    /** Plays the bot's suggestions until `until(mine, game)` holds for whoever owes (at most `max` moves). */
    async advance(id, players, until, max = 400) {
      for (let i = 0; i < max; i++) {
        const o = await api.owing(id, players);
        assert.ok(o, "somebody owes a decision");
        if (until(o.mine, o.game)) return o;
        const s = await call("POST", `/v1/games/${id}/suggest`, o.player.apiKey, {});
        await call("POST", `/v1/games/${id}/actions`, o.player.apiKey, { action: s.action ?? s, expectedVersion: o.game.version });
      }
      assert.fail("the decision wanted never came");
    },
  };
  return api;
}

/** Opens the game page in `page` as `player` (its key put where the lobby keeps it). */
export async function openAs(page, player, id) {
  await page.goto("/");
  await page.evaluate((p) => localStorage.setItem("starpost.player", JSON.stringify(p)), player);
  await page.goto(`/game?id=${id}`);
  await page.waitForSelector("body[data-ready=true]");
}
