// Export and deletion from the outside, over HTTP only (issue 22): a person with games of three
// kinds exports everything; neither the other player's Star Battle hand nor his sealed Last
// Starfighter order (its nonce) is anywhere in it. Then the person deletes the account: the old
// key gets 401, the open game is gone, the sealed duel is forfeited as a timeout would do it,
// and the other player's Star Battle goes on, the deleted seat played by the timeout policy's bot.
import { describe, expect, it } from "vitest";
import { strings } from "../../src/engine/secrets";
import { sealHash } from "../../src/games/last-starfighter/sealed";
import { api, registerPlayer } from "./helpers";

type Player = { id: string; name: string; apiKey: string };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function game(p: Player, body: Record<string, unknown>): Promise<string> {
  const r = await api("POST", "/v1/games", { key: p.apiKey, body });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.id;
}

describe("a person's data, from the outside", () => {
  it("exports without another seat's hidden information, then deletes; the other player's game goes on by its timeout policy", {
    timeout: 180_000,
  }, async () => {
    const alice = await registerPlayer("Alice");
    const bob = await registerPlayer("Bob");
    const sb = await game(alice, { kind: "star-battle", timeControl: { decisionHours: 48, onTimeout: "bot" } });
    const ls = await game(alice, { kind: "last-starfighter", options: { sealedOrders: true }, timeControl: { decisionHours: 48 } });
    const bs = await game(alice, { kind: "barnards-star" });
    for (const id of [sb, ls]) expect((await api("POST", `/v1/games/${id}/join`, { key: bob.apiKey, body: {} })).status).toBe(200);

    // The duel up to Bob's sealed order revealed before Alice's: his order and nonce are hidden from her until she reveals.
    const nonces = new Map<string, string>();
    let bobRevealed = "";
    for (let round = 0; round < 12 && !bobRevealed; round++) {
      for (const p of [alice, bob]) {
        const view = (await api("GET", `/v1/games/${ls}`, { key: p.apiKey })).body;
        const mine = view.pending.find((d: any) => d.seat === view.you.seat);
        if (!mine) continue;
        let action: unknown;
        if (mine.prompt === "commitOrders") {
          const nonce = `${p.name}-nonce-${crypto.randomUUID()}`;
          const orders = mine.bounds.orders[0];
          nonces.set(p.id, JSON.stringify({ orders, nonce }));
          action = { type: "commitOrders", hash: sealHash(orders, nonce) };
        } else if (mine.prompt === "revealOrders") {
          if (p !== bob) continue;
          action = { type: "revealOrders", ...JSON.parse(nonces.get(p.id)!) };
          bobRevealed = JSON.parse(nonces.get(p.id)!).nonce;
        } else action = mine.choices[0];
        const r = await api("POST", `/v1/games/${ls}/actions`, { key: p.apiKey, body: { action } });
        expect(r.status, JSON.stringify(r.body)).toBe(200);
      }
    }
    expect(bobRevealed).not.toBe("");
    const bobsHand: string[] = (await api("GET", `/v1/games/${sb}`, { key: bob.apiKey })).body.view.hand;
    expect(bobsHand.length).toBeGreaterThan(0);

    const pages: any[] = [];
    let cursor: string | null = null;
    do {
      const r: { status: number; body: any } = await api(
        "GET",
        `/v1/me/export?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
        {
          key: alice.apiKey,
        },
      );
      expect(r.status).toBe(200);
      pages.push(r.body);
      cursor = r.body.nextCursor;
    } while (cursor);
    const exported = pages.flatMap((p) => p.games);
    expect(exported.map((g: any) => g.game.kind).sort()).toEqual(["barnards-star", "last-starfighter", "star-battle"]);
    const seen = strings(pages);
    expect(bobsHand.filter((card) => seen.has(card))).toEqual([]);
    expect(JSON.stringify(pages)).not.toContain(bobRevealed);
    for (const g of exported.filter((g: any) => g.game.status === "active")) {
      const feed = (await api("GET", `/v1/games/${g.game.id}/events?limit=500`, { key: alice.apiKey })).body.entries;
      expect(g.record.log).toEqual(feed);
    }

    const deleted = await api("DELETE", "/v1/me", { key: alice.apiKey, body: { confirm: alice.id } });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(Object.fromEntries(deleted.body.games.map((g: any) => [g.id, g.outcome]))).toEqual({
      [sb]: "botPlays",
      [ls]: "forfeited",
      [bs]: "cancelled",
    });
    expect((await api("GET", "/v1/me", { key: alice.apiKey })).status).toBe(401);
    expect((await api("GET", `/v1/games/${bs}`)).status).toBe(404);
    const duel = (await api("GET", `/v1/games/${ls}`, { key: bob.apiKey })).body;
    expect(duel.status).toBe("finished");
    expect(duel.outcome.winners).toEqual([duel.you.seat]);

    // Bob plays on; the deleted seat's decisions are made by the bot as they come (the room's own alarm).
    const start = (await api("GET", `/v1/games/${sb}`)).body.version;
    for (let i = 0; i < 60; i++) {
      const view = (await api("GET", `/v1/games/${sb}`, { key: bob.apiKey })).body;
      if (view.status !== "active") break;
      const mine = view.pending.find((d: any) => d.seat === view.you.seat);
      const entries = (await api("GET", `/v1/games/${sb}/events?after=${start}&limit=500`)).body.entries;
      if (entries.some((e: any) => e.seat === "lord1") && entries.some((e: any) => e.seat === "lord2")) break;
      if (mine) {
        const action = mine.choices?.[0] ?? (await api("POST", `/v1/games/${sb}/suggest`, { key: bob.apiKey })).body.action;
        expect((await api("POST", `/v1/games/${sb}/actions`, { key: bob.apiKey, body: { action } })).status).toBe(200);
      } else await sleep(250);
    }
    const entries = (await api("GET", `/v1/games/${sb}/events?after=${start}&limit=500`)).body.entries;
    const byDeleted = entries.filter((e: any) => e.seat === "lord1");
    expect(byDeleted.length).toBeGreaterThan(0);
    expect(byDeleted.every((e: any) => e.auto === "timeout")).toBe(true);
    const record = (await api("GET", `/v1/games/${sb}/export`)).body;
    expect(record.seats[0].name).toBe("deleted player");
    expect(JSON.stringify(record)).not.toContain(alice.id);
  });
});
