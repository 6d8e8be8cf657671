// The inbox: your turn (most urgent deadline first), then games waiting on others, then open
// games you can join; paged by cursor, tagged for conditional reads, the same in GraphQL.
import { describe, expect, it } from "vitest";
import { api, gql, registerPlayer } from "./helpers";

describe("inbox", () => {
  it("puts the games where a decision is yours first, the most urgent deadline first, then waiting, then open games", async () => {
    const alice = await registerPlayer("Alice");
    const bob = await registerPlayer("Bob");
    const carol = await registerPlayer("Carol");
    const started = async (timeControl?: { decisionHours: number; vacationDays: number }) => {
      const id = (
        await api("POST", "/v1/games", { key: alice.apiKey, body: { kind: "star-battle", ...(timeControl ? { timeControl } : {}) } })
      ).body.id as string;
      expect((await api("POST", `/v1/games/${id}/join`, { key: bob.apiKey, body: {} })).status).toBe(200);
      return id;
    };
    const slow = await started({ decisionHours: 48, vacationDays: 0 });
    const untimed = await started();
    const fast = await started({ decisionHours: 10, vacationDays: 0 });
    const aliceOpen = (await api("POST", "/v1/games", { key: alice.apiKey, body: { kind: "star-battle" } })).body.id as string;
    const carolOpen = (await api("POST", "/v1/games", { key: carol.apiKey, body: { kind: "star-battle" } })).body.id as string;
    const carolPrivate = (await api("POST", "/v1/games", { key: carol.apiKey, body: { kind: "star-battle", visibility: "private" } })).body
      .id as string;

    let yourTurnSeen = 0;
    for (const p of [alice, bob]) {
      const owes = async (id: string) => {
        const g = (await api("GET", `/v1/games/${id}`, { key: p.apiKey })).body;
        return g.pending.some((x: any) => x.seat === g.you.seat);
      };
      const mine = [fast, slow, untimed];
      const expectedTurn: string[] = [];
      for (const id of mine) if (await owes(id)) expectedTurn.push(id);
      const expectedWaiting = mine.filter((id) => !expectedTurn.includes(id));
      const known = new Set([...mine, aliceOpen, carolOpen, carolPrivate]);
      const inbox = await api("GET", "/v1/me/inbox", { key: p.apiKey });
      expect(inbox.status).toBe(200);
      const items = inbox.body.items.filter((i: any) => known.has(i.game.id));
      const ids = (section: string) => items.filter((i: any) => i.section === section).map((i: any) => i.game.id);
      // Ordered by deadline: fast (10 h), slow (48 h), then the game without one.
      expect(ids("yourTurn")).toEqual(expectedTurn);
      yourTurnSeen += expectedTurn.length;
      for (const i of items.filter((x: any) => x.section === "yourTurn")) expect(i.deadline === null).toBe(i.game.id === untimed);
      if (p === alice) expect(ids("waiting").sort()).toEqual([...expectedWaiting, aliceOpen].sort());
      else expect(ids("waiting").sort()).toEqual(expectedWaiting.sort());
      expect(ids("open")).toEqual(p === alice ? [carolOpen] : [carolOpen, aliceOpen]);
      // Sections come in order: every yourTurn before every waiting before every open.
      const order = inbox.body.items.map((i: any) => ["yourTurn", "waiting", "open"].indexOf(i.section));
      expect(order).toEqual([...order].sort((a: number, b: number) => a - b));
      expect(JSON.stringify(inbox.body)).not.toContain(carolPrivate);
    }
    expect(yourTurnSeen).toBeGreaterThanOrEqual(2);
  });

  it("pages by cursor to the same list, answers 304 to a matching If-None-Match, and matches GraphQL", async () => {
    const alice = await registerPlayer("Alice");
    const bob = await registerPlayer("Bob");
    for (let i = 0; i < 3; i++) {
      const id = (await api("POST", "/v1/games", { key: alice.apiKey, body: { kind: "star-battle" } })).body.id;
      await api("POST", `/v1/games/${id}/join`, { key: bob.apiKey, body: {} });
    }
    const whole = await api("GET", "/v1/me/inbox?limit=200", { key: alice.apiKey });
    const paged: string[] = [];
    let cursor: string | null = null;
    do {
      const page: any = await api("GET", `/v1/me/inbox?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`, {
        key: alice.apiKey,
      });
      expect(page.status).toBe(200);
      paged.push(...page.body.items.map((i: any) => i.game.id));
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(paged).toEqual(whole.body.items.map((i: any) => i.game.id));
    expect((await api("GET", "/v1/me/inbox?cursor=garbage", { key: alice.apiKey })).body.code).toBe("INVALID_CURSOR");
    expect((await api("GET", "/v1/me/inbox")).status).toBe(401);

    const etag = whole.headers.get("etag");
    expect(etag).toBeTruthy();
    expect((await api("GET", "/v1/me/inbox?limit=200", { key: alice.apiKey, headers: { "if-none-match": etag! } })).status).toBe(304);

    const q = await gql("query { inbox(first: 200) { edges { node { section deadline muted game { id } } } } }", {}, alice.apiKey);
    expect(q.body.errors).toBeUndefined();
    expect(q.body.data.inbox.edges.map((e: any) => ({ section: e.node.section, id: e.node.game.id }))).toEqual(
      whole.body.items.map((i: any) => ({ section: i.section, id: i.game.id })),
    );
  });
});
