// The schemas of what Double Star sends across the API (schema.ts, issue 17). Every scripted
// action of these tests is parsed under them by play() (helpers.ts); this file reaches the events
// no other scripted test produces, and checks that the schemas are strict and convert to JSON
// Schema under the names the GraphQL and OpenAPI layers use.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { GameEvent } from "../../../src/engine/contract";
import { doubleStar } from "../../../src/games/double-star";
import { boundsSchema, eventSchema, viewSchema } from "../../../src/games/double-star/schema";
import { deepSpace, given, ofType, play, ship, step } from "./helpers";

const json = <T>(v: T): T => JSON.parse(JSON.stringify(v));

function expectParsed(events: GameEvent[]): void {
  for (const viewer of [null, "islamic", "chinese"])
    for (const e of events) {
      const seen = doubleStar.redact(e, viewer);
      if (seen) expect(eventSchema.safeParse(json(seen)).error, `${e.type} for ${viewer}`).toBeUndefined();
    }
}

describe("Double Star's events parse under the event schema", () => {
  it("README D2 a selected unit held where it is: UnitHeld", () => {
    const s = given();
    const dd = ship(s, "chinese", "destroyer", { hex: deepSpace() });
    const selected = play(s, "chinese", { type: "selectUnit", unit: dd.id }).state;
    const held = play(selected, "chinese", { type: "holdUnit", unit: dd.id });
    expect(ofType(held.events, "UnitHeld")).toEqual([{ type: "UnitHeld", side: "chinese", unit: dd.id }]);
    expectParsed(held.events);
  });

  it("README D17 production whose side has no industry left when it is due is lost: ProductionLost", () => {
    const s = given({ phasing: "islamic", turn: 1 });
    ship(s, "islamic", "destroyer", { hex: step(step(step(deepSpace(), 3), 3), 3) });
    ship(s, "chinese", "destroyer", { hex: step(step(step(deepSpace(), 0), 0), 0) });
    s.schedule = [{ id: "P90", side: "chinese", item: "robotFighter", arrives: 1, body: "chien", site: "N", emergency: false }];
    const p = play(s, "islamic", { type: "endMovement" });
    expect(ofType(p.events, "ProductionLost")).toEqual([
      { type: "ProductionLost", side: "chinese", order: "P90", item: "robotFighter", reason: "no industry left to deliver it" },
    ]);
    expectParsed(p.events);
  });

  it("DS 11.4 a resignation in a raid: SideResigned, the revealed targets and the end, and every final view", () => {
    const s = given({ options: { scenario: "raid" } });
    s.targets = {
      islamic: { world: "chien", label: "raid-target:islamic:chien" },
      chinese: { world: "al-razzak", label: "raid-target:chinese:al-razzak" },
    };
    const r = doubleStar.resign(s, "chinese");
    expect(r.events.map((e) => e.type)).toEqual(["SideResigned", "TargetsRevealed", "GameEnded"]);
    expectParsed(r.events);
    for (const viewer of [null, "islamic", "chinese"])
      expect(viewSchema.safeParse(json(doubleStar.view(r.state, viewer))).error).toBeUndefined();
  });

  it("DS 10.3 the raid target's world and label are optional in the schema because another side's copy has none", () => {
    const e = { type: "TargetDesignated", side: "islamic", world: "chien", label: "raid-target:islamic:chien" } as GameEvent;
    expect(doubleStar.redact(e, "chinese")).toEqual({ type: "TargetDesignated", side: "islamic" });
    expectParsed([e]);
  });
});

describe("Double Star's schemas are strict and convert to JSON Schema", () => {
  it("a field the schema does not state fails, at the top of the view and deep inside it", () => {
    const s = given();
    ship(s, "chinese", "destroyer", { hex: deepSpace() });
    const view = json(doubleStar.view(s, "chinese"));
    expect(viewSchema.safeParse(view).success).toBe(true);
    expect(viewSchema.safeParse({ ...view, extra: 1 }).success).toBe(false);
    expect(viewSchema.safeParse({ ...view, ships: [{ ...view.ships[0], extra: 1 }] }).success).toBe(false);
    expect(eventSchema.safeParse({ type: "UnitHeld", side: "chinese", unit: "S1", extra: 1 }).success).toBe(false);
    expect(eventSchema.safeParse({ type: "NoSuchEvent" }).success).toBe(false);
  });

  it("view, events and bounds convert together under the type names GraphQL has kept", () => {
    const doc = z.toJSONSchema(z.object({ view: viewSchema, event: eventSchema, bounds: boundsSchema }));
    const names = Object.keys(doc.$defs ?? {});
    for (const name of [
      "DoubleStarView",
      "DoubleStarSurfaceHex",
      "DoubleStarSideStatus",
      "DoubleStarCombat",
      "DoubleStarShotResolved",
      "DoubleStarGameEnded",
      "Outcome",
      "DoubleStarBounds",
      "DoubleStarArrivalBounds",
    ])
      expect(names).toContain(name);
    const eventNames = (eventSchema.options as { shape: { type: { value: string } } }[]).map((o) => `DoubleStar${o.shape.type.value}`);
    expect(eventNames.filter((n) => !names.includes(n))).toEqual([]);
  });
});
