// Double Star rules that random play seldom or never reaches, driven over HTTP into the situation
// (fixtures found offline by test/coverage/find.ts, replayed by ./replay.ts) and checked by their
// effect. Each title names its rule id: the rule-coverage report (npm run coverage:rules) reads them.
import { describe, expect, it } from "vitest";
import { api } from "../helpers";
import surfaceStrike from "./fixtures/double-star.surface-strike.json";
import { replay, resignsByForfeit, type Fixture } from "./replay";

const KIND = "double-star";

/** The view field that counts an item destroyed on a surface site. */
const FIELD: Record<string, string> = { population: "population", industry: "industry", base: "bases", planetaryDefense: "planetaryDefenses", powerPlant: "powerPlants" };

const siteIn = (view: any, body: string, site: string) => view.bodies.find((b: any) => b.id === body).surface.find((x: any) => x.site === site);

describe("Double Star scenarios over HTTP", () => {
  it("DS 6.14 a surface strike destroys what stands on the struck site, and the chart shows it", { timeout: 300_000 }, async () => {
    const { id, keys, events } = await replay(surfaceStrike as Fixture);
    const struck = events.find((e) => e.type === "SurfaceStruck");
    expect(struck, JSON.stringify(events)).toBeDefined();
    expect(events).toContainEqual(expect.objectContaining({ type: "StrikeDeclared", ship: struck.ship, body: struck.body, site: struck.site }));
    const destroyed = events.find((e) => e.type === "CounterDestroyed" && e.by === struck.ship);
    expect(destroyed).toMatchObject({ body: struck.body, site: struck.site });
    expect(destroyed.count).toBeGreaterThan(0);
    const field = FIELD[destroyed.item]!;
    expect(field, destroyed.item).toBeDefined();
    const key = Object.values(keys)[0]!;
    const before = await api("GET", `/v1/games/${id}?at=${surfaceStrike.version - 1}`, { key });
    const after = await api("GET", `/v1/games/${id}`, { key });
    expect(siteIn(before.body.view, struck.body, struck.site)[field] - siteIn(after.body.view, struck.body, struck.site)[field]).toBe(destroyed.count);
  });

  it("DS 11.4 a side that resigns loses by forfeit, and the feed records it", async () => {
    await resignsByForfeit(KIND, (side) => ({ type: "SideResigned", side }));
  });
});
