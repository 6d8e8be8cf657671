// The Last Starfighter rules that random play seldom or never reaches, driven over HTTP into the
// situation (fixtures found offline by test/coverage/find.ts, replayed by ./replay.ts) and checked by
// their effect. Each title names its rule id: the rule-coverage report (npm run coverage:rules) reads them.
import { describe, expect, it } from "vitest";
import flyBy from "./fixtures/last-starfighter.fly-by.json";
import { feed, replay, resignsByForfeit, type Fixture } from "./replay";

const KIND = "last-starfighter";
const noseToNose = (wheels: any[]) => wheels.every((w) => w.viewPort === 1 && w.view === 1);

describe("The Last Starfighter scenarios over HTTP", () => {
  it("LS 5.3 nose to nose two moves running is a fly-by: no shots, and the wheels are set to 5/5", { timeout: 300_000 }, async () => {
    const { id, keys, events } = await replay(flyBy as Fixture);
    const moves = (await feed(id, Object.values(keys)[0]!)).flatMap((entry) => entry.events.filter((e: any) => e.type === "ShipsMoved"));
    expect(moves.length).toBeGreaterThanOrEqual(2);
    expect(noseToNose(moves.at(-2).afterMove)).toBe(true);
    expect(noseToNose(moves.at(-1).afterMove)).toBe(true);
    const flew = events.find((e) => e.type === "FlewBy");
    expect(flew, JSON.stringify(events)).toBeDefined();
    expect(flew.wheels.every((w: any) => w.viewPort === 5 && w.view === 5)).toBe(true);
    expect(events).toContainEqual({ type: "FiringSkipped", reason: "flyBy" });
    expect(events.filter((e) => e.type === "ShotFired")).toEqual([]);
  });

  it("LS 10.5 a player who resigns loses by forfeit, and the feed records it", async () => {
    await resignsByForfeit(KIND, (seat) => ({ type: "PilotResigned", seat }));
  });
});
