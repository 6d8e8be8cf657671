// Copy-on-write for the ships (own.ts): apply and resign change a copy that shares every ship
// until a rule writes one, and once they return the copy is a finished state, never written again
// (fire-inputs.ts keeps answers only for finished states).
import { describe, expect, it } from "vitest";
import { gameSeed, Rng } from "../../../src/engine/rng";
import { ironStars } from "../../../src/games/iron-stars";
import { optionsSchema } from "../../../src/games/iron-stars/options";
import { beingChanged, copyState, editShipAt } from "../../../src/games/iron-stars/own";
import { owingSeats } from "../../../src/games/iron-stars/owing";
import type { IronStarsState } from "../../../src/games/iron-stars/state";

/** A seeded bot game's first state in play (ships on the table). */
function inPlay(): IronStarsState {
  const seed = gameSeed("own-test", []);
  let s = ironStars.setup(optionsSchema.parse({}) as never, new Rng(seed, "setup")) as IronStarsState;
  for (let v = 1; s.phase !== "play"; v++) {
    const seat = owingSeats(s)[0]!;
    const r = ironStars.apply(s, seat, ironStars.bot(s, seat, new Rng(seed, `bot:${v}`)), new Rng(seed, `action:${v}`));
    if (!r.ok) throw new Error(r.code);
    s = r.state as IronStarsState;
  }
  return s;
}

describe("IS 10.4 copy-on-write of the ships (own.ts)", () => {
  it("hands back finished states from apply and from resign", () => {
    const s = inPlay();
    const seat = owingSeats(s)[0]!;
    const r = ironStars.apply(s, seat, ironStars.bot(s, seat, new Rng("own-test", "bot")), new Rng("own-test", "action"));
    expect(r.ok && beingChanged(r.state as IronStarsState)).toBe(false);
    const resigned = ironStars.resign(s, seat);
    expect(beingChanged(resigned.state as IronStarsState)).toBe(false);
    expect((resigned.state as IronStarsState).phase).toBe("over");
  });

  it("copies a ship at the copy's first write only, and leaves the state it came from as it was", () => {
    const s = inPlay();
    const before = JSON.stringify(s);
    const next = copyState(s);
    expect(beingChanged(next)).toBe(true);
    const ship = editShipAt(next, 0);
    expect(ship).not.toBe(s.ships[0]);
    expect(editShipAt(next, 0)).toBe(ship);
    ship.facing = (ship.facing + 90) % 360;
    expect(next.ships[1]).toBe(s.ships[1]);
    expect(JSON.stringify(s)).toBe(before);
  });

  it("lets a copy left unfinished go at the next copy: a later write to it goes in place", () => {
    const s = inPlay();
    const abandoned = copyState(s);
    const next = copyState(s);
    expect(beingChanged(abandoned)).toBe(false);
    expect(beingChanged(next)).toBe(true);
    // The abandoned copy still shares s's ships; written in place, as a state no copy made.
    expect(editShipAt(abandoned, 0)).toBe(s.ships[0]);
  });
});
