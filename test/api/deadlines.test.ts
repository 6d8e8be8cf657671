// Time controls with the room's clock under the test's control: a warning before the deadline,
// the vacation bank drawn a day at a time, then the timeout policy (bot move or forfeit).
import { runDurableObjectAlarm } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { advance, api, drain, received, registerPlayer, stubOf, subscribe } from "./helpers";

const HOUR = 3_600_000;

async function timedGame(onTimeout: "bot" | "forfeit", vacationDays: number) {
  const alice = await registerPlayer("Alice");
  const bob = await registerPlayer("Bob");
  await subscribe(alice.apiKey, { url: `https://hooks.example.com/plain/${alice.id}`, events: ["deadline.warning", "game.over"] });
  await subscribe(bob.apiKey, { url: `https://hooks.example.com/plain/${bob.id}`, events: ["deadline.warning", "game.over"] });
  const id = (
    await api("POST", "/v1/games", {
      key: alice.apiKey,
      body: { kind: "star-battle", timeControl: { decisionHours: 24, warningHours: 6, vacationDays, onTimeout } },
    })
  ).body.id;
  const game = (await api("POST", `/v1/games/${id}/join`, { key: bob.apiKey, body: {} })).body.game;
  const seat = game.pending[0].seat as string;
  const owner = game.seats.find((s: any) => s.seat === seat).player.id === alice.id ? alice : bob;
  return { id, game, seat, owner, other: owner === alice ? bob : alice };
}

async function tick(id: string, ms: number) {
  await advance(id, ms);
  await runDurableObjectAlarm(stubOf(id));
  await drain(id);
}

describe("deadlines", () => {
  it("shows each seat's deadline, warns before it, draws vacation, then lets the bot play", async () => {
    const { id, game, seat, owner } = await timedGame("bot", 1);
    expect(game.timeControl).toMatchObject({ decisionHours: 24, warningHours: 6, vacationDays: 1, onTimeout: "bot" });
    const clock = game.timeControl.seats.find((s: any) => s.seat === seat);
    expect(Date.parse(clock.deadline) - Date.parse(game.updatedAt)).toBe(24 * HOUR);

    await tick(id, 17 * HOUR); // 7 h left: no warning yet
    expect((await received(`/plain/${owner.id}`)).filter((r) => JSON.parse(r.body).type === "deadline.warning")).toHaveLength(0);
    await tick(id, 2 * HOUR); // 5 h left: warned
    const warnings = (await received(`/plain/${owner.id}`)).map((r) => JSON.parse(r.body)).filter((p) => p.type === "deadline.warning");
    expect(warnings).toHaveLength(1);
    expect(warnings[0].data).toMatchObject({
      gameId: id,
      seat,
      deadline: clock.deadline,
      vacationLeftHours: 24,
      vacationLeftMs: 24 * HOUR,
    });

    await tick(id, 6 * HOUR); // the deadline passes: a vacation day is drawn instead
    let now = (await api("GET", `/v1/games/${id}`)).body;
    expect(now.version).toBe(0);
    const moved = now.timeControl.seats.find((s: any) => s.seat === seat);
    expect(Date.parse(moved.deadline) - Date.parse(clock.deadline)).toBe(24 * HOUR);
    expect(moved.vacationLeftHours).toBe(0);

    await tick(id, 25 * HOUR); // the bank is empty: the bot plays the move
    now = (await api("GET", `/v1/games/${id}`)).body;
    expect(now.version).toBeGreaterThanOrEqual(1);
    const entry = (await api("GET", `/v1/games/${id}/events`)).body.entries[0];
    expect(entry).toMatchObject({ version: 1, seat, kind: "action", auto: "timeout" });
  });

  it("forfeits a seat whose time runs out under the forfeit policy", async () => {
    const { id, seat, other } = await timedGame("forfeit", 0);
    await tick(id, 25 * HOUR);
    const game = (await api("GET", `/v1/games/${id}`)).body;
    expect(game.status).toBe("finished");
    const otherSeat = game.seats.find((s: any) => s.player.id === other.id).seat;
    expect(game.outcome.winners).toEqual([otherSeat]);
    const entry = (await api("GET", `/v1/games/${id}/events`)).body.entries[0];
    expect(entry).toMatchObject({ seat, kind: "resign", auto: "timeout" });
    const over = (await received(`/plain/${other.id}`)).map((r) => JSON.parse(r.body)).filter((p) => p.type === "game.over");
    expect(over).toHaveLength(1);
  });

  it("resets the deadline when the decision passes to the other seat", async () => {
    const { id, owner, seat } = await timedGame("forfeit", 0);
    await advance(id, 20 * HOUR);
    const suggestion = (await api("POST", `/v1/games/${id}/suggest`, { key: owner.apiKey })).body.action;
    const after = (await api("POST", `/v1/games/${id}/actions`, { key: owner.apiKey, body: { action: suggestion } })).body.game;
    const next = after.pending[0].seat;
    const clocks = Object.fromEntries(after.timeControl.seats.map((s: any) => [s.seat, s.deadline]));
    if (next !== seat) expect(clocks[seat]).toBeNull();
    expect(Date.parse(clocks[next]) - Date.parse(after.updatedAt)).toBe(24 * HOUR);
  });

  it("refuses malformed time controls", async () => {
    const p = await registerPlayer("P");
    for (const timeControl of [{ decisionHours: 0 }, { decisionHours: 24, onTimeout: "nap" }, { decisionHours: 24, vacationDays: -1 }]) {
      const r = await api("POST", "/v1/games", { key: p.apiKey, body: { kind: "star-battle", timeControl } });
      expect([r.status, r.body.code]).toEqual([400, "MALFORMED_REQUEST"]);
    }
  });
});

describe("deadlines with sealed orders", () => {
  it("forfeits a seat whose sealed order only it can reveal, even under the bot policy", async () => {
    const alice = await registerPlayer("Sealer");
    const bob = await registerPlayer("Other");
    const id = (
      await api("POST", "/v1/games", {
        key: alice.apiKey,
        body: { kind: "last-starfighter", options: { sealedOrders: true }, timeControl: { decisionHours: 1, onTimeout: "bot" } },
      })
    ).body.id;
    await api("POST", `/v1/games/${id}/join`, { key: bob.apiKey, body: {} });
    const keyOf = (game: any, seat: string) =>
      game.seats.find((s: any) => s.seat === seat).player.id === alice.id ? alice.apiKey : bob.apiKey;
    let sealer: string | null = null;
    for (let i = 0; i < 40 && !sealer; i++) {
      const game = (await api("GET", `/v1/games/${id}`)).body;
      const commit = game.pending.find((p: any) => p.prompt === "commitOrders");
      const seat = commit ? commit.seat : game.pending[0].seat;
      const key = keyOf(game, seat);
      if (commit) {
        // Commit to an order with a nonce only this player knows: no bot can reveal it.
        const hash = "0".repeat(64);
        const r = await api("POST", `/v1/games/${id}/actions`, { key, body: { action: { type: "commitOrders", hash } } });
        expect(r.status, JSON.stringify(r.body)).toBe(200);
        sealer = seat;
      } else {
        const s = await api("POST", `/v1/games/${id}/suggest`, { key });
        await api("POST", `/v1/games/${id}/actions`, { key, body: { action: s.body.action } });
      }
    }
    expect(sealer).not.toBeNull();
    for (let i = 0; i < 10; i++) {
      const game = (await api("GET", `/v1/games/${id}`)).body;
      if (game.status === "finished") break;
      await advance(id, 2 * HOUR);
      await runDurableObjectAlarm(stubOf(id));
    }
    const over = (await api("GET", `/v1/games/${id}`)).body;
    expect(over.status).toBe("finished");
    expect(over.outcome.winners).not.toContain(sealer);
    const entries = (await api("GET", `/v1/games/${id}/events?limit=500`)).body.entries;
    expect(entries.at(-1)).toMatchObject({ seat: sealer, kind: "resign", auto: "timeout" });
  });
});
