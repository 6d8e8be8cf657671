// Web Push from the outside, over HTTP only: two strangers subscribe their "browsers", play a game
// to its end, and every push they get decrypts and verifies; each was told of its turns and of
// the end. Only the room's own alarms deliver (no test hooks into the room).
import { describe, expect, it } from "vitest";
import { api, registerPlayer } from "./helpers";
import { newBrowser, openedPushes } from "./push-browser";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("push, outside in", () => {
  it("two players, a game to the end: every push decrypted and verified, turns and the end told", { timeout: 120_000 }, async () => {
    const key = (await api("GET", "/v1/push/vapid-public-key")).body.publicKey as string;
    const players = [await registerPlayer("Ann"), await registerPlayer("Ben")];
    const browsers = [];
    for (const p of players) {
      const b = await newBrowser(`https://push.example.com/outside/${p.id}`);
      expect((await api("POST", "/v1/me/push-subscriptions", { key: p.apiKey, body: b.subscription })).status).toBe(201);
      browsers.push(b);
    }
    const id = (await api("POST", "/v1/games", { key: players[0]!.apiKey, body: { kind: "last-starfighter" } })).body.id as string;
    await api("POST", `/v1/games/${id}/join`, { key: players[1]!.apiKey, body: {} });
    const turns = [0, 0];
    let over = false;
    for (let step = 0; step < 400 && !over; step++) {
      let acted = false;
      for (const [i, p] of players.entries()) {
        const g = (await api("GET", `/v1/games/${id}`, { key: p.apiKey })).body;
        if (g.status === "finished") over = true;
        const mine = g.pending.find((x: any) => x.seat === g.you.seat);
        if (over || !mine) continue;
        turns[i]!++;
        const action = mine.choices?.[0] ?? (await api("POST", `/v1/games/${id}/suggest`, { key: p.apiKey })).body.action;
        const r = await api("POST", `/v1/games/${id}/actions`, { key: p.apiKey, body: { action, decisionId: mine.decisionId } });
        expect([200, 409]).toContain(r.status);
        acted = true;
        break;
      }
      if (!acted && !over) await sleep(20);
    }
    if (!over) {
      expect((await api("POST", `/v1/games/${id}/resign`, { key: players[0]!.apiKey, body: {} })).status).toBe(200);
    }
    // The alarms deliver on their own: wait for both game-over pushes.
    let opened: Awaited<ReturnType<typeof openedPushes>>[] = [];
    for (let wait = 0; wait < 200; wait++) {
      opened = await Promise.all(browsers.map((b) => openedPushes(b, key)));
      if (opened.every((o) => o.some((p) => p.payload.type === "game.over"))) break;
      await sleep(100);
    }
    const counts = opened.map((o) => ({
      turns: o.filter((p) => p.payload.type === "decision.required").length,
      over: o.filter((p) => p.payload.type === "game.over").length,
    }));
    console.log(`[push] outside-in: ${JSON.stringify({ turnsPlayed: turns, pushes: counts, finishedByPlay: over })}`);
    for (const [i, o] of opened.entries()) {
      expect(counts[i]!.over).toBe(1);
      // Every decision a player answered had been pushed to them (and the one still open at the end, if any).
      expect(counts[i]!.turns).toBeGreaterThanOrEqual(turns[i]!);
      for (const p of o) expect(p.payload.gameId).toBe(id);
    }
  });
});
