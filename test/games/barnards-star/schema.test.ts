// The schemas of what Barnard's Star sends across the API (schema.ts, issue 17). Every scripted
// action and phase end of these tests is parsed under them (helpers.ts); this file reaches the
// resignation, and checks that the schemas are strict and convert to JSON Schema under the names
// the GraphQL and OpenAPI layers use.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { barnardsStar } from "../../../src/games/barnards-star";
import { eventSchema, viewSchema } from "../../../src/games/barnards-star/schema";
import { given, hx } from "./helpers";

const json = <T>(v: T): T => JSON.parse(JSON.stringify(v));

describe("Barnard's Star's events and views parse under its schemas", () => {
  it("BS 20.4 a resignation: SeatResigned and the end, and every final view", () => {
    const r = barnardsStar.resign(given(), "naronian");
    expect(r.events.map((e) => e.type)).toContain("SeatResigned");
    for (const viewer of [null, "naronian", "terran"]) {
      for (const e of r.events)
        expect(eventSchema.safeParse(json(barnardsStar.redact(e, viewer))).error, `${e.type} for ${viewer}`).toBeUndefined();
      expect(viewSchema.safeParse(json(barnardsStar.view(r.state, viewer))).error, `view for ${viewer}`).toBeUndefined();
    }
  });

  it("BS 16.3 a drawn reinforcement's identity is optional in the schema because the Naronian's copy has none", () => {
    const drawn = { type: "ReinforcementDrawn", ship: "R1", label: "bowl:DN-1", kind: "DN", jump: false, cargo: [] };
    expect(barnardsStar.redact(drawn, "naronian")).toEqual({ type: "ReinforcementDrawn", ship: "R1" });
    for (const viewer of [null, "naronian", "terran"]) expect(eventSchema.safeParse(barnardsStar.redact(drawn, viewer)).success).toBe(true);
  });
});

describe("Barnard's Star's schemas are strict and convert to JSON Schema", () => {
  it("a field the schema does not state fails, at the top of the view and deep inside a unit's cargo", () => {
    const s = given({ units: [{ id: "N-TN1", kind: "TN", at: hx(10, 10), cargo: [{ id: "N-Reg1", kind: "Reg" }] }] });
    const view = json(barnardsStar.view(s, "naronian"));
    expect(viewSchema.safeParse(view).success).toBe(true);
    expect(viewSchema.safeParse({ ...view, extra: 1 }).success).toBe(false);
    const transport = view.hexes.flatMap((h) => h.units).find((u) => u.id === "N-TN1")!;
    transport.cargo[0] = { ...transport.cargo[0]!, extra: 1 } as (typeof transport.cargo)[number];
    expect(viewSchema.safeParse(view).success).toBe(false);
    expect(eventSchema.safeParse({ type: "BattleEnded", hex: 3, extra: 1 }).success).toBe(false);
  });

  it("view and events convert together under the type names GraphQL has kept, the unit's cargo as a reference to the unit", () => {
    const doc = z.toJSONSchema(z.object({ view: viewSchema, event: eventSchema }));
    const defs = doc.$defs ?? {};
    for (const name of [
      "BarnardsStarView",
      "BarnardsStarUnit",
      "BarnardsStarHex",
      "BarnardsStarBattle",
      "BarnardsStarShipFired",
      "BarnardsStarSupportResult",
      "Outcome",
    ])
      expect(Object.keys(defs)).toContain(name);
    expect(JSON.stringify(defs.BarnardsStarUnit)).toContain('"$ref":"#/$defs/BarnardsStarUnit"');
    const eventNames = (eventSchema.options as { shape: { type: { value: string } } }[]).map((o) => `BarnardsStar${o.shape.type.value}`);
    expect(eventNames.filter((n) => !(n in defs))).toEqual([]);
  });
});
