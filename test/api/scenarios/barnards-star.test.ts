// Barnard's Star rules that random play seldom or never reaches, driven over HTTP into the
// situation (fixtures found offline by test/coverage/find.ts, replayed by ./replay.ts) and checked
// by their effect. Each title names its rule id: the rule-coverage report reads them.
import { describe, expect, it } from "vitest";
import { api } from "../helpers";
import naronianVictory from "./fixtures/barnards-star.naronian-victory.json";
import { replay, resignsByForfeit, type Fixture } from "./replay";

const KIND = "barnards-star";
const TROOPS = ["JTr", "Reg"];

/** Every unit of `side` that is a troop, anywhere in a view (map, orbit, cargo, Sol, the turn track). */
function troopsOf(view: unknown, side: string): any[] {
  if (Array.isArray(view)) return view.flatMap((v) => troopsOf(v, side));
  if (typeof view !== "object" || view === null) return [];
  const unit = view as Record<string, unknown>;
  const here = unit.side === side && TROOPS.includes(unit.kind as string) && typeof unit.id === "string" ? [unit] : [];
  return [...here, ...Object.values(unit).flatMap((v) => troopsOf(v, side))];
}

describe("Barnard's Star scenarios over HTTP", () => {
  it("BS 16.4 the Naronian wins when every Terran jump troop and regular is eliminated while Naronian troops hold the planet", {
    timeout: 600_000,
  }, async () => {
    // A Terran bowl with no transports, so no Terran troop is left aboard at Sol or in transit.
    expect(naronianVictory.options).toMatchObject({ terranBowl: { TN: 0, jumpTN: 0 } });
    const { id, keys, game, events } = await replay(naronianVictory as Fixture);
    expect(game.status).toBe("finished");
    expect(game.outcome.winners).toEqual(["naronian"]);
    expect(["decisive", "marginal"]).toContain(game.outcome.kind);
    expect(game.outcome.reason).toContain("every Terran jump troop and regular is eliminated while Naronian troops hold the planet");
    expect(events).toContainEqual(expect.objectContaining({ type: "UnitEliminated", side: "terran" }));
    expect(events.at(-1)).toEqual({ type: "GameEnded", outcome: game.outcome });
    // What the rule reads, as the Terran sees it: no Terran troop anywhere, Naronian troops on the map.
    const end = await api("GET", `/v1/games/${id}`, { key: keys.terran! });
    const onMap = end.body.view.hexes.flatMap((h: any) => h.units);
    expect(onMap.filter((u: any) => u.side === "naronian" && TROOPS.includes(u.kind)).length).toBeGreaterThan(0);
    const { eliminated, ...rest } = end.body.view;
    expect(troopsOf(rest, "terran")).toEqual([]);
    expect(troopsOf(eliminated, "terran").length).toBeGreaterThan(0);
  });

  it("BS 20.4 a side that resigns loses by forfeit, and the feed records it", async () => {
    await resignsByForfeit(KIND, (side) => ({ type: "SeatResigned", side }));
  });
});
