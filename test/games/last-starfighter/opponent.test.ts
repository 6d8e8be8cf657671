// The built-in opponent's knowledge of a duel (src/games/last-starfighter/opponent.ts): it draws the
// other pilot's hidden order anew and never reads it, sealed orders included, and scores a cut-off
// rollout by what is left of both ships.
import { describe, expect, it } from "vitest";
import { knownOf } from "../../../src/engine/listed";
import { opponentAction } from "../../../src/engine/opponent/levels";
import { SearchRng } from "../../../src/engine/opponent/search-rng";
import { Rng } from "../../../src/engine/rng";
import { pendingOf } from "../../../src/engine/runner";
import { lastStarfighter } from "../../../src/games/last-starfighter";
import type { Orders } from "../../../src/games/last-starfighter/actions";
import { sealHash } from "../../../src/games/last-starfighter/sealed";
import { ccw, cw, fire, given, play, straight } from "./helpers";

const { determinize, evaluate } = lastStarfighter.opponent!;
const SECRET = "a-nonce-only-pilot2-knows";
const commit = (orders: Orders, nonce: string) => ({ type: "commitOrders", hash: sealHash(orders, nonce) }) as const;
const SMALL = { iterations: 30, rolloutSteps: 8 };

describe("LS 10.2 the opponent draws the other pilot's secret order", () => {
  it("LS 10.2 a held order is drawn among the orders the other ship could give, whatever it really was", () => {
    const a = play(given({ phase: "heading", wheel: [2, 2] }), "pilot2", cw(2)).state;
    const b = play(given({ phase: "heading", wheel: [2, 2] }), "pilot2", ccw(1)).state;
    const drawn = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const fromA = determinize(a, "pilot1", new SearchRng(`d${i}`));
      expect(fromA).toEqual(determinize(b, "pilot1", new SearchRng(`d${i}`)));
      expect(lastStarfighter.view(fromA, "pilot1")).toEqual(lastStarfighter.view(a, "pilot1"));
      drawn.add(JSON.stringify(fromA.orders.pilot2!.order));
    }
    expect(drawn.size).toBeGreaterThan(5); // up to 13 headings
    expect(determinize(a, "pilot2", new SearchRng("own")).orders.pilot2!.order).toEqual(cw(2)); // its own order stays
  });
});

describe("LS 10.2 the drawn state is listed (opponent.ts determinize)", () => {
  // The search's first step plays one of the seat's listed orders (legal.ts's shared objects) on the
  // drawn state: known legal there only if the draw was listed, else parsed and checked again.
  it("LS 10.2 every order the seat is shown is known legal in the drawn state", () => {
    const s = play(given({ phase: "heading", wheel: [2, 2] }), "pilot2", cw(2)).state;
    const drawn = determinize(s, "pilot1", new SearchRng("listed"));
    const shown = pendingOf(lastStarfighter, s).find((d) => d.seat === "pilot1")!.choices!;
    expect(shown.length).toBeGreaterThan(5);
    for (const order of shown) expect(knownOf(order, drawn, "pilot1")).toBe("legal");
  });
});

describe("LS 10.3 the opponent and sealed orders", () => {
  const sealed = () => given({ phase: "heading", wheel: [2, 2], options: { sealedOrders: true } });

  it("LS 10.3 a commitment under a nonce only its pilot knows is not opened: the opponent draws an order and can still search", () => {
    const s = play(sealed(), "pilot2", commit(ccw(2), SECRET)).state;
    const drawn = determinize(s, "pilot1", new SearchRng("x"));
    const slot = drawn.orders.pilot2!;
    expect(slot.order).toBeNull();
    expect(slot.hash).not.toBe(s.orders.pilot2!.hash); // no one can find the order behind that hash
    lastStarfighter.assert(drawn);
    // The draw does not depend on the order behind the hash.
    const other = play(sealed(), "pilot2", commit(straight, SECRET)).state;
    expect(determinize(other, "pilot1", new SearchRng("x")).orders.pilot2!.hash).toBe(slot.hash);
    // The search plays on through both reveals without the secret nonce.
    const action = opponentAction(lastStarfighter, s, "pilot1", "standard", "seed", SMALL);
    expect(action.type).toBe("commitOrders");
    expect(lastStarfighter.apply(s, "pilot1", action, new Rng("t", "t")).ok).toBe(true);
  }, 60_000); // a fixed-budget search: seconds on a busy machine

  it("LS 10.3 a revealed order whose nonce is still hidden is drawn anew, with a commitment that matches the draw", () => {
    let s = play(sealed(), "pilot1", commit(cw(1), SECRET)).state;
    s = play(s, "pilot2", commit(ccw(2), SECRET)).state;
    s = play(s, "pilot2", { type: "revealOrders", orders: ccw(2), nonce: SECRET }).state;
    const drawn = determinize(s, "pilot1", new SearchRng("y"));
    expect(lastStarfighter.view(drawn, "pilot1").orders[1]!.ordered).toBe(true);
    expect(drawn.orders.pilot1).toEqual(s.orders.pilot1); // its own commitment is untouched
    lastStarfighter.assert(drawn);
  });

  it("LS 10.3 a commitment sealed with the built-in bot's public nonce is opened, as anyone could", () => {
    const s = sealed();
    const c = lastStarfighter.bot(s, "pilot2", new Rng("b", "bot:1"));
    const next = lastStarfighter.apply(s, "pilot2", c, new Rng("b", "t"));
    if (!next.ok) throw new Error(next.code);
    expect(determinize(next.state, "pilot1", new SearchRng("z"))).toEqual(next.state);
  });
});

describe("LS 2.6 the opponent's evaluation of a cut-off rollout", () => {
  it("LS 2.6 / 7.7 even ships are ½; protection lost or a failing life support counts against the ship", () => {
    const even = given({ phase: "heading" });
    expect(evaluate!(even, "pilot1")).toBeCloseTo(0.5);
    const hurt = given({ phase: "heading", ships: { pilot2: { protection: 3 } } });
    expect(evaluate!(hurt, "pilot1")).toBeGreaterThan(0.5);
    expect(evaluate!(hurt, "pilot2")).toBeLessThan(0.5);
    expect(evaluate!(hurt, "pilot1") + evaluate!(hurt, "pilot2")).toBeCloseTo(1);
    const gasping = given({ phase: "heading", ships: { pilot1: { lifeSupport: 2, lifeSupportHitOnTurn: 1 } } });
    expect(evaluate!(gasping, "pilot1")).toBeLessThan(0.5);
  });
});

describe("what `strong` weighs among the listed choices (opponent-weigh.ts)", () => {
  const weigh = lastStarfighter.opponent!.weigh!;
  const ask = (thorough: boolean, root = true) => ({ sampled: 6, root, thorough, work: () => {} });
  const listed = (s: ReturnType<typeof given>, seat: string) => lastStarfighter.pending(s).find((d) => d.seat === seat)!.choices!;

  it("LS 6.1 / 6.2 / R7 firing costs nothing: every bearing laser fires, for either pilot", () => {
    // Nose to nose (1/1): three forward lasers bear, eight subsets listed.
    const s = given({ phase: "fire", wheel: [1, 1] });
    const choices = listed(s, "pilot1");
    expect(choices).toHaveLength(8);
    expect(weigh(s, "pilot1", choices, ask(true))).toEqual([fire("forward1", "forward2", "forward3")]);
    expect(weigh(s, "pilot2", listed(s, "pilot2"), ask(true))).toEqual([fire("forward1", "forward2", "forward3")]);
    // `standard` (not thorough) still weighs every subset.
    expect(weigh(s, "pilot1", choices, ask(false))).toEqual(choices);
  });

  it("LS 5.4 out of range, a pilot not behind fights on; one behind weighs the draw too", () => {
    const even = given({ phase: "reengage" });
    const both = listed(even, "pilot1");
    expect(both).toHaveLength(2);
    expect(weigh(even, "pilot1", both, ask(true))).toEqual([{ type: "decideReengage", reengage: true }]);
    const behind = given({ phase: "reengage", ships: { pilot1: { protection: 4 } } });
    expect(weigh(behind, "pilot1", both, ask(true))).toEqual(both);
    expect(weigh(behind, "pilot2", both, ask(true))).toEqual([{ type: "decideReengage", reengage: true }]);
    const gasping = given({ phase: "reengage", ships: { pilot2: { lifeSupport: 1, lifeSupportHitOnTurn: 1 } } });
    expect(weigh(gasping, "pilot2", both, ask(true))).toEqual(both);
    expect(weigh(even, "pilot1", both, ask(false))).toEqual(both);
  });

  it("LS 5.4 a refusal needs only one pilot: inside the tree (off the root) either pilot weighs the draw too", () => {
    const even = given({ phase: "reengage" });
    const both = listed(even, "pilot1");
    // At the root the searching pilot, not behind, fights on; in the tree neither is assumed to.
    expect(weigh(even, "pilot1", both, ask(true, true))).toEqual([{ type: "decideReengage", reengage: true }]);
    expect(weigh(even, "pilot1", both, ask(true, false))).toEqual(both);
    expect(weigh(even, "pilot2", listed(even, "pilot2"), ask(true, false))).toEqual(listed(even, "pilot2"));
    // The fire decision is weighed the same wherever the search meets it (LS 6.1).
    const fire3 = given({ phase: "fire", wheel: [1, 1] });
    expect(weigh(fire3, "pilot2", listed(fire3, "pilot2"), ask(true, false))).toEqual([fire("forward1", "forward2", "forward3")]);
  });

  it("LS 4.1 / 5.1 turret aims and headings are all weighed", () => {
    const turret = given({ phase: "turret" });
    expect(weigh(turret, "pilot1", listed(turret, "pilot1"), ask(true))).toHaveLength(8);
    const heading = given({ phase: "heading" });
    expect(weigh(heading, "pilot1", listed(heading, "pilot1"), ask(true))).toHaveLength(13);
  });
});
