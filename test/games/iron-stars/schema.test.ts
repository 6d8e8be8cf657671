import { describe, expect, it } from "vitest";
import { Rng } from "../../../src/engine/rng";
import { ironStars } from "../../../src/games/iron-stars";
import { optionsSchema } from "../../../src/games/iron-stars/options";
import { boundsSchema, eventSchema, viewSchema } from "../../../src/games/iron-stars/schema";
import { play } from "./helpers";

describe("IS 10.1 what crosses the API is stated once in schema.ts", () => {
  const start = () => ironStars.setup(optionsSchema.parse({ scenario: "pickUp", points: 60, terrain: true }), new Rng("schema", "setup"));
  const buy = { type: "buyFleet" as const, ships: ["nike", "volga", "alpha", "alpha"].map((c) => ({ class: c })) };

  it("IS 10.3 a hidden purchase parses for the buyer (the listing) and for the other side and spectators (no listing)", () => {
    const { state, events } = play(start(), "fleet1", buy);
    for (const viewer of ["fleet1", "fleet2", null]) {
      expect(viewSchema.safeParse(JSON.parse(JSON.stringify(ironStars.view(state, viewer)))).success).toBe(true);
      for (const e of events) expect(eventSchema.safeParse(ironStars.redact(e, viewer)).success).toBe(true);
    }
    expect(ironStars.redact(events[0]!, "fleet2")).toEqual({ type: "FleetBought", seat: "fleet1", hidden: true });
    for (const d of ironStars.pending(state)) if (d.bounds) expect(boundsSchema.safeParse(d.bounds).success).toBe(true);
  });

  it("IS 1.3 the schemas are strict: a view field or event field they do not state is refused", () => {
    const v = JSON.parse(JSON.stringify(ironStars.view(start(), null)));
    expect(v.terrain.length).toBe(6);
    expect(viewSchema.safeParse(v).success).toBe(true);
    expect(viewSchema.safeParse({ ...v, fog: true }).success).toBe(false);
    expect(viewSchema.safeParse({ ...v, terrain: [{ ...v.terrain[0], height: 3 }] }).success).toBe(false);
    expect(eventSchema.safeParse({ type: "TurnBegan", turn: 1 }).success).toBe(true);
    expect(eventSchema.safeParse({ type: "TurnBegan", turn: 1, extra: 0 }).success).toBe(false);
    expect(eventSchema.safeParse({ type: "TurnWobbled", turn: 1 }).success).toBe(false);
  });

  it("IS 10.1 the module hands the conformance suite its schemas", () => {
    expect(ironStars.schemas).toEqual({ view: viewSchema, event: eventSchema, bounds: boundsSchema });
  });
});
