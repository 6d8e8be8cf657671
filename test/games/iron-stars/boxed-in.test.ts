// IS 5.6 boxed in (R14), the families of moves an earlier sampled check left out (issue 16): under
// the basic rules a pivot may be the last thing a ship does, and that pivot alone may clear it.
import { describe, expect, it } from "vitest";
import type { Point } from "../../../src/games/iron-stars/geometry";
import { Rng } from "../../../src/engine/rng";
import { ironStars } from "../../../src/games/iron-stars";
import { optionsSchema } from "../../../src/games/iron-stars/options";
import { boxedIn, clearMove } from "../../../src/games/iron-stars/rules/boxed-in";
import { unmoved } from "../../../src/games/iron-stars/rules/movement";
import type { Ship } from "../../../src/games/iron-stars/state";
import { battle, events, play, refusal, ship } from "./helpers";

// A Tsargrad (a medium counter, 1" × 1½") with no thrust left and momentum 2: it must move exactly
// 2" ahead. Two Volgas stand just inside either end of the counter where that move leaves it, and
// just outside the same counter turned 90° there.
const pinned = (nets = false) =>
  battle(
    [
      { id: "t", cls: "tsargrad", side: "britain", at: [30, 30], facing: 0, momentum: 2, damage: { thrust: 6 }, nets },
      { id: "east", cls: "volga", side: "russia", at: [32.9, 30], facing: 90 },
      { id: "west", cls: "volga", side: "russia", at: [31.1, 30], facing: 90 },
    ],
    { active: "britain", options: { torpedoNets: true } },
  );
const live = (s: ReturnType<typeof pinned>) => ship(s, "t") as Ship & { position: Point };

describe("IS 5.6 Boxed in: a pivot as the last thing done counts", () => {
  it("IS 5.6 every straight move ends on a counter but a 90° pivot at the end clears it: the ship is not boxed in, the move onto the counter is refused and the pivot taken as posted", {
    timeout: 30_000,
  }, () => {
    const s = pinned();
    expect(clearMove(s, live(s))).not.toBeNull();
    expect(refusal(s, "britain", { type: "moveShip", ship: "t", first: 200 })).toMatchObject({
      code: "ENDS_ON_COUNTER",
      rule: "IS 5.6 Counters Never Finish on One Another",
    });
    // Pivoting halfway, where a sampled check looked, ends on a counter however far it turns.
    for (const turn of [90, 45, -45, -90])
      expect(refusal(s, "britain", { type: "moveShip", ship: "t", first: 100, turn, second: 100 }).code).toBe("ENDS_ON_COUNTER");
    const { state, events: ev } = play(s, "britain", { type: "moveShip", ship: "t", first: 200, turn: 90, second: 0 });
    expect(events(ev, "ShipMoved")[0]).toMatchObject({ ship: "t", distance: 200, to: { x: 3200, y: 3000 }, facingAfter: 90 });
    expect(ship(state, "t")).toMatchObject({ position: { x: 3200, y: 3000 }, facing: 90, momentum: 1 });
  });

  it("IS 5.6 R14 with nets deployed it may not turn (IS 6.16), so the same ship is boxed in: its move is carried on past the Volga until its counter is clear", () => {
    const s = pinned(true);
    expect(clearMove(s, live(s))).toBeNull();
    const { state, events: ev } = play(s, "britain", { type: "moveShip", ship: "t", first: 200 });
    const moved = events(ev, "ShipMoved")[0]!;
    // Clear of the east Volga (32.65" to 33.15") only once the counter's stern (¾" astern of the
    // centre) reaches its east edge: 3.90" in all, where the Tsargrad's most was 2".
    expect(moved).toMatchObject({ distance: 390, to: { x: 3390, y: 3000 }, facingAfter: 0 });
    expect(ship(state, "t")).toMatchObject({ position: { x: 3390, y: 3000 }, momentum: 2 });
  });
});

// boxedIn answers from two straight moves when either finishes clear and asks the exact scan only
// otherwise: it must say "boxed in" exactly when the scan finds no move.
describe("IS 5.6 R14 boxed in: the quick answer agrees with the exact scan", () => {
  it("IS 5.6 R14 the pinned Tsargrad: not boxed in with a pivot open, boxed in with nets deployed", () => {
    const open = pinned();
    expect(boxedIn(open, live(open))).toBe(false);
    const netted = pinned(true);
    expect(boxedIn(netted, live(netted))).toBe(true);
  });

  it("IS 5.6 R14 every ship still to move, at every movement step of two seeded random games", { timeout: 120_000 }, () => {
    let asked = 0;
    for (const seed of ["boxed-a", "boxed-b"]) {
      let state = ironStars.setup(optionsSchema.parse({}), new Rng(seed, "setup"));
      for (let v = 0; !ironStars.outcome(state) && v < 5_000; v++) {
        const d = ironStars.pending(state)[0]!;
        if (d.prompt === "move")
          for (const x of unmoved(state, d.seat)) {
            expect(boxedIn(state, x)).toBe(clearMove(state, x) === null);
            asked++;
          }
        const r = ironStars.apply(state, d.seat, ironStars.bot(state, d.seat, new Rng(seed, `bot:${v}`)), new Rng(seed, `action:${v}`));
        if (!r.ok) throw new Error(`bot refused: ${r.code}`);
        state = r.state;
      }
    }
    expect(asked).toBeGreaterThan(100);
  });
});
