// Iron Stars rules that random play seldom or never reaches, driven over HTTP into the situation
// (fixtures found offline by test/coverage/find.ts, replayed by ./replay.ts) and checked by their
// effect. Each title names its rule id: the rule-coverage report (npm run coverage:rules) reads them.
import { describe, expect, it } from "vitest";
import { api } from "../helpers";
import minimumMove from "./fixtures/iron-stars.minimum-move.json";
import { replay, resignsByForfeit, type Fixture } from "./replay";

const KIND = "iron-stars";
const INCH = 100;

describe("Iron Stars scenarios over HTTP", () => {
  it("IS 5.3 a ship whose momentum exceeds its thrust must move at least the difference: shorter is refused, that far is taken", { timeout: 300_000 }, async () => {
    const { id, keys } = await replay(minimumMove as Fixture);
    // Each seat reads its own decision's bounds.
    const pending = [];
    for (const key of Object.values(keys)) pending.push(...(await api("GET", `/v1/games/${id}`, { key })).body.pending.filter((p: any) => p.bounds));
    const decision = pending.find((p: any) => p.prompt === "move" && p.bounds.ships.some((b: any) => b.minDistance > 0));
    expect(decision, JSON.stringify(pending)).toBeDefined();
    const bounds = decision.bounds.ships.find((b: any) => b.minDistance > 0);
    expect(bounds.minDistance).toBe((bounds.momentum - bounds.thrust) * INCH);
    const key = keys[decision.seat]!;
    const move = (first: number) => api("POST", `/v1/games/${id}/actions`, { key, body: { action: { type: "moveShip", ship: bounds.ship, first } } });
    const short = await move(bounds.minDistance - 1);
    expect(short.status, JSON.stringify(short.body)).toBe(422);
    expect(short.body).toMatchObject({ code: "MOVE_TOO_SHORT", rule: "IS 5.3 Minimum Move" });
    // At least the minimum is taken (a little farther where the minimum would end on a counter, IS 5.6).
    let taken: any = null;
    for (let first = bounds.minDistance; first <= bounds.maxDistance && !taken; first += INCH / 2) {
      const r = await move(first);
      if (r.status === 200) taken = r.body;
      else expect(r.body.code, JSON.stringify(r.body)).toBe("ENDS_ON_COUNTER");
    }
    expect(taken.game.version).toBe(minimumMove.version + 1);
    const moved = taken.events.find((e: any) => e.type === "ShipMoved");
    expect(moved).toMatchObject({ ship: bounds.ship });
    expect(moved.distance).toBeGreaterThanOrEqual(bounds.minDistance);
  });

  it("IS 10.4 a player who resigns loses by forfeit, and the feed records it", async () => {
    await resignsByForfeit(KIND, (seat) => ({ type: "SideResigned", seat }));
  });
});
