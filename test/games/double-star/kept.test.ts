// Choice lists kept between states (kept.ts) against the same lists worked out afresh. A kept list
// is handed to a later state only while what it was made from is the same (the sites array, the
// bodies, who has landed where); these tests change one of those in a state that shares the rest
// and compare the listing with one computed from scratch, so a list handed on stale fails.
import { describe, expect, it } from "vitest";
import { Rng } from "../../../src/engine/rng";
import { awaitingSeats, start, step } from "../../../src/engine/runner";
import { doubleStar } from "../../../src/games/double-star";
import { bodyData, pathData } from "../../../src/games/double-star/map";
import type { DoubleStarAction } from "../../../src/games/double-star/actions";
import { choicesFor } from "../../../src/games/double-star/legal";
import type { Side, SiteId } from "../../../src/games/double-star/map";
import { pending } from "../../../src/games/double-star/pending";
import { landedSides } from "../../../src/games/double-star/queries";
import { eachBuyLocation } from "../../../src/games/double-star/rules/setup-phase";
import { given, hexOf, play, ship, site } from "./helpers";
import { INSTALLATIONS, SHIP_KINDS } from "../../../src/games/double-star/ships";
import type { DoubleStarState } from "../../../src/games/double-star/state";

const game = doubleStar;
const options = game.optionsSchema.parse({});

/** The state's decision for `seat`, listed afresh: a JSON copy shares no array with any earlier state, so nothing kept applies. */
function fresh(s: DoubleStarState, seat: Side): unknown {
  const d = pending(s).find((x) => x.seat === seat)!;
  return JSON.parse(JSON.stringify(choicesFor(structuredClone(s), seat, d.prompt as never)));
}

function listed(s: DoubleStarState, seat: Side): unknown {
  return JSON.parse(JSON.stringify(pending(s).find((x) => x.seat === seat)!.choices));
}

/** The buys of a forces prompt from the rules alone (eachBuyLocation, every item in the prompt's order). */
function buysFromRules(s: DoubleStarState, side: Side): DoubleStarAction[] {
  const out: DoubleStarAction[] = [];
  const landed = landedSides(s);
  for (const item of [...SHIP_KINDS, ...INSTALLATIONS])
    eachBuyLocation(s, side, item, landed, (body, site) => out.push({ type: "buy", item, body, site }));
  return out;
}

/** Seeded random play from set-up, every state handed to `visit` with the seat that acts. */
function eachState(seed: string, visit: (s: DoubleStarState, seat: Side) => void, most = 3000): void {
  let s = start(game, options, seed).state as DoubleStarState;
  for (let v = 1; v <= most; v++) {
    const seat = awaitingSeats(game, s)[0] as Side | undefined;
    if (seat === undefined) return;
    visit(s, seat);
    const r = step(game, s, { version: v, seat, kind: "action", action: game.bot(s, seat, new Rng(seed, `bot:${v}:${seat}`)) }, seed);
    if (!r.ok) throw new Error(r.code);
    s = r.state as DoubleStarState;
  }
}

/** The first state of seeded random play whose decision is `prompt`. */
function firstAt(seed: string, prompt: string): { s: DoubleStarState; seat: Side } {
  let found: { s: DoubleStarState; seat: Side } | null = null;
  eachState(seed, (s, seat) => {
    if (!found && pending(s).some((d) => d.seat === seat && d.prompt === prompt)) found = { s, seat };
  });
  if (!found) throw new Error(`no ${prompt} prompt`);
  return found;
}

describe("choice lists kept between states", () => {
  it("DS 8.1, DS 4.13: every state of seeded random games lists what a fresh listing lists", () => {
    let kept = 0;
    for (const seed of ["kept-1", "kept-2"])
      eachState(seed, (s, seat) => {
        const d = pending(s).find((x) => x.seat === seat);
        if (!d) throw new Error("no decision");
        if (d.prompt === "buyForces" || d.prompt === "movement") kept++;
        expect(listed(s, seat), `${seed} ${d.prompt}`).toEqual(fresh(s, seat));
      });
    expect(kept).toBeGreaterThan(100);
    // ~2 s alone; a JSON copy of every state of two games is slow on a loaded machine.
  }, 60_000);

  it("DS 8.1 a landing on an empty land hex takes it out of the installations offered, the sites array unchanged", () => {
    const { s, seat } = firstAt("kept-landing", "buyForces");
    const enemy: Side = seat === "islamic" ? "chinese" : "islamic";
    const before = pending(s).find((d) => d.seat === seat)?.choices ?? [];
    // An empty land hex of the side's own where it could set a base down, and an enemy ship there:
    // a state that shares the sites (and bodies) with the one just listed, only the landing differs.
    const spot = before.find((a) => a.type === "buy" && a.item === "base" && a.site !== null) as { body: string; site: SiteId } | undefined;
    expect(spot, "a base may be bought on an empty hex").toBeDefined();
    const lander = { ...s.ships[0]!, id: "S999", side: enemy, loc: { kind: "surface" as const, body: spot!.body, site: spot!.site } };
    const t: DoubleStarState = { ...s, ships: [...s.ships, lander] };
    expect(t.sites).toBe(s.sites);
    const after = pending(t).find((d) => d.seat === seat)?.choices ?? [];
    expect(after.some((a) => a.type === "buy" && a.body === spot!.body && a.site === spot!.site && a.item === "base")).toBe(false);
    expect(after.filter((a) => a.type === "buy")).toEqual(buysFromRules(t, seat));
    expect(listed(t, seat)).toEqual(fresh(t, seat));
  });

  it("DS 8.1 a world taken off the map takes its places out, the sites array unchanged", () => {
    const { s, seat } = firstAt("kept-bodies", "buyForces");
    pending(s);
    const gone = s.bodies.find((b) => b.hex >= 0 && buysFromRules(s, seat).some((a) => a.type === "buy" && a.body === b.id))!;
    const t: DoubleStarState = { ...s, bodies: s.bodies.map((b) => (b === gone ? { ...b, hex: -1 } : b)) };
    expect(t.sites).toBe(s.sites);
    const after = pending(t).find((d) => d.seat === seat)?.choices ?? [];
    expect(after.some((a) => a.type === "buy" && a.body === gone.id)).toBe(false);
    expect(listed(t, seat)).toEqual(fresh(t, seat));
  });

  it("DS 4.2, DS 4.4 a world that has moved on its orbit is landed on where it is now, not where it was", () => {
    // A destroyer in Chien's hex with a friendly base below, then the same state with only the
    // bodies changed (Chien half its path away, out of reach), then the first state's bodies again.
    const s = given();
    site(s, "chien", "E1", { bases: 1 });
    const dd = ship(s, "chinese", "destroyer", { hex: hexOf(s, "chien") });
    const sel = play(s, "chinese", { type: "selectUnit", unit: dd.id }).state;
    const home = bodyData("chien").home as { kind: "path"; path: string };
    const away = given({ worlds: { chien: Math.floor(pathData(home.path).hexes.length / 2) } });
    const moved: DoubleStarState = { ...sel, bodies: away.bodies };
    const back: DoubleStarState = { ...sel };
    const lands = (t: DoubleStarState) => (pending(t)[0]?.choices ?? []).filter((a) => a.type === "landUnit");
    expect(lands(sel)).toEqual([{ type: "landUnit", unit: dd.id, body: "chien", site: "E1" }]);
    expect(hexOf(moved, "chien")).not.toBe(hexOf(sel, "chien"));
    expect(lands(moved)).toEqual([]);
    expect(lands(back)).toEqual(lands(sel));
  });
});
