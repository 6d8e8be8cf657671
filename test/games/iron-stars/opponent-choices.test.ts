// The built-in opponent's own candidates for Iron Stars' decisions given as bounds
// (src/games/iron-stars/opponent-fire.ts, opponent-moves.ts): fire at the targets it can hurt,
// and moves the rules allow, scored by the fire they bring to bear.
import { describe, expect, it } from "vitest";
import type { CandidateAsk } from "../../../src/engine/contract";
import { searchAction } from "../../../src/engine/opponent/search";
import { SearchRng } from "../../../src/engine/opponent/search-rng";
import { ironStars } from "../../../src/games/iron-stars";
import type { FireAction, MoveShipAction } from "../../../src/games/iron-stars/actions";
import { distance } from "../../../src/games/iron-stars/geometry";
import { bestFire } from "../../../src/games/iron-stars/opponent-fire";
import { planForward } from "../../../src/games/iron-stars/rules/move-plan";
import { checkMoveShip } from "../../../src/games/iron-stars/rules/movement";
import type { IronStarsState, Ship } from "../../../src/games/iron-stars/state";
import { battle, ship } from "./helpers";

const candidates = ironStars.opponent!.candidates!;
const ask = (root = true, thorough = false): CandidateAsk => ({ sampled: 6, root, thorough, work: () => {} });

/** A Petrograd (4 light guns, d4) with a British destroyer and the Gauntlet both ahead of it. */
function petrogradFires(): IronStarsState {
  return battle(
    [
      { id: "petrograd", cls: "petrograd", side: "russia", at: [30, 20], facing: 0 },
      { id: "alpha-1", cls: "alpha", side: "britain", at: [34, 20], facing: 90, fired: true },
      { id: "gauntlet", cls: "gauntlet", side: "britain", at: [44, 20.5], facing: 90, fired: true },
    ],
    { step: "reactiveCombat" },
  );
}

describe("the opponent's Iron Stars candidates", () => {
  it("IS 6.6 light guns go on the destroyer they can hurt, never on the Gauntlet whose armour 3 a d4 cannot beat", () => {
    const fire = bestFire(petrogradFires(), "russia", true)!;
    expect(fire.volleys.some((v) => v.target === "gauntlet" && v.weapon === "light")).toBe(false);
    const light = fire.volleys.filter((v) => v.weapon === "light");
    expect(light.length).toBeGreaterThan(0);
    expect(light.every((v) => v.target === "alpha-1")).toBe(true);
    // IS 6.5: at most half of them into the one arc both targets lie in.
    expect(light.reduce((n, v) => n + v.guns, 0)).toBe(2);
  });

  it("IS 6.11 a ship the hits still pending will destroy draws no fire while another target is in reach", () => {
    const s = petrogradFires();
    s.ships.push({ ...ship(s, "alpha-1"), id: "alpha-2", name: "alpha-2", position: { x: 3500, y: 2150 } });
    s.hits = [{ target: "alpha-1", firer: "tsargrad", weapon: "primary", die: 20, roll: 1, section: "hull" }];
    const fire = bestFire(s, "russia", true)!;
    expect(fire.volleys.length).toBeGreaterThan(0);
    expect(fire.volleys.some((v) => v.target === "alpha-1")).toBe(false);
    expect(fire.volleys.some((v) => v.target === "alpha-2")).toBe(true);
  });

  it("IS 6.13 with torpedoes in reach the search weighs firing them now against holding them, and plays one of the two", () => {
    const s = petrogradFires();
    const listed = candidates(s, "russia", new SearchRng("t"), ask()) as FireAction[];
    expect(listed).toHaveLength(2);
    expect(listed[0]!.volleys.some((v) => v.weapon === "torpedoes")).toBe(true);
    expect(listed[1]!.volleys.some((v) => v.weapon === "torpedoes")).toBe(false);
    const chosen = searchAction(ironStars, s, "russia", "seed", ironStars.opponent!.budgets!.standard!);
    expect(listed.map((a) => JSON.stringify(a))).toContain(JSON.stringify(chosen));
  });

  /** Two Russian cruisers to move, the British squadron 20" off. */
  function russiaMoves(): IronStarsState {
    return battle(
      [
        { id: "tsargrad", cls: "tsargrad", side: "russia", at: [20, 24], facing: 0, momentum: 4 },
        { id: "petrograd", cls: "petrograd", side: "russia", at: [20, 30], facing: 0, momentum: 4 },
        { id: "gauntlet", cls: "gauntlet", side: "britain", at: [50, 24], facing: 180, moved: true },
        { id: "alpha-1", cls: "alpha", side: "britain", at: [50, 30], facing: 180, moved: true },
      ],
      { step: "reactiveMovement" },
    );
  }

  it("IS 5.1 every move weighed is one the rules allow for the first ship to move, ends on the table, and the same seed gives the same moves", () => {
    const s = russiaMoves();
    const moves = candidates(s, "russia", new SearchRng("m"), ask()) as MoveShipAction[];
    expect(moves.length).toBeGreaterThanOrEqual(3);
    const tsargrad = ship(s, "tsargrad") as Ship & { position: { x: number; y: number } };
    for (const m of moves.slice(0, 3)) {
      expect(m.ship).toBe("tsargrad");
      expect(checkMoveShip(s, "russia", m)).toBeNull();
      expect(planForward(tsargrad, m.first, m.turn, m.second).offTable).toBe(false);
    }
    expect(candidates(s, "russia", new SearchRng("m"), ask())).toEqual(moves);
  });

  it("IS 6.2 out of reach of every gun, the best-scored move closes on the enemy", () => {
    const s = russiaMoves();
    const tsargrad = ship(s, "tsargrad") as Ship & { position: { x: number; y: number } };
    const [best] = candidates(s, "russia", new SearchRng("m"), ask()) as MoveShipAction[];
    const end = planForward(tsargrad, best!.first, best!.turn, best!.second).path.to;
    const gauntlet = ship(s, "gauntlet").position!;
    expect(distance(end, gauntlet)).toBeLessThan(distance(tsargrad.position, gauntlet));
  });

  it("IS 5.1 deeper in the search's tree a move is left to the random bot's samples", () => {
    expect(candidates(russiaMoves(), "russia", new SearchRng("m"), ask(false))).toEqual([]);
  });

  it("IS 5.1 a thorough level weighs more ends at its root, each one the rules allow", () => {
    const s = russiaMoves();
    const plain = candidates(s, "russia", new SearchRng("m"), ask()) as MoveShipAction[];
    const thorough = candidates(s, "russia", new SearchRng("m"), ask(true, true)) as MoveShipAction[];
    expect(thorough.length).toBeGreaterThan(plain.length);
    // The best-scored ends are the same: the thorough level only looks at more of them.
    expect(thorough.slice(0, 3)).toEqual(plain.slice(0, 3));
    for (const m of thorough) expect(checkMoveShip(s, "russia", m)).toBeNull();
  });

  it("IS 5.1 deeper in a thorough level's tree the same state is offered the same scored ends, drawn from nothing", () => {
    const s = russiaMoves();
    const deeper = candidates(s, "russia", new SearchRng("one"), ask(false, true)) as MoveShipAction[];
    expect(deeper).toHaveLength(2);
    expect(candidates(s, "russia", new SearchRng("another"), ask(false, true))).toEqual(deeper);
    for (const m of deeper) {
      expect(m.ship).toBe("tsargrad");
      expect(checkMoveShip(s, "russia", m)).toBeNull();
    }
  });

  it("IS 5.1 a thorough level's rollout moves the ship to its best-scored end; a plain level's moves at random", () => {
    const s = russiaMoves();
    const rollout = ironStars.opponent!.rollout!;
    const thorough = { thorough: true, work: () => {} };
    const [best] = candidates(s, "russia", new SearchRng("x"), ask(false, true));
    expect(rollout(s, "russia", new SearchRng("one"), thorough)).toEqual(best);
    expect(rollout(s, "russia", new SearchRng("two"), thorough)).toEqual(best);
    const plain = { thorough: false, work: () => {} };
    const drawn = new Set(["a", "b", "c", "d"].map((seed) => JSON.stringify(rollout(s, "russia", new SearchRng(seed), plain))));
    expect(drawn.size).toBeGreaterThan(1);
  });

  it("IS 6.2 a thorough search's choice is a pure function of the position and its seed, and one of its root's candidates", () => {
    const s = russiaMoves();
    const budget = { ...ironStars.opponent!.budgets!.strong!, iterations: 24 };
    const chosen = searchAction(ironStars, s, "russia", "seed", budget);
    expect(searchAction(ironStars, s, "russia", "seed", budget)).toEqual(chosen);
    const listed = candidates(s, "russia", new SearchRng("seed"), ask(true, true));
    expect(listed.map((a) => JSON.stringify(a))).toContain(JSON.stringify(chosen));
  });
});
