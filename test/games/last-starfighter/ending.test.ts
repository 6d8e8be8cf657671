import { describe, expect, it } from "vitest";
import { Rng } from "../../../src/engine/rng";
import { lastStarfighter } from "../../../src/games/last-starfighter";
import { optionsSchema } from "../../../src/games/last-starfighter/options";
import { secrets } from "../../../src/games/last-starfighter/secrets";
import type { LastStarfighterState } from "../../../src/games/last-starfighter/state";
import { cw, given, play, refusal, refuse, ScriptedRng, straight } from "./helpers";

describe("LS 10.5 Resignation", () => {
  it("LS 10.5 the other seat wins by forfeit", () => {
    const { state, events } = lastStarfighter.resign(given({ phase: "heading" }), "pilot2");
    expect(lastStarfighter.outcome(state)).toEqual({ winners: ["pilot1"], kind: "forfeit", reason: "The Second pilot resigned." });
    expect(events.map((e) => e.type)).toEqual(["PilotResigned", "DuelEnded"]);
  });

  it("LS 10.5 a pilot may resign before the ships are chosen, and against the drone", () => {
    const s = lastStarfighter.setup(optionsSchema.parse({ opponent: "drone" }), new ScriptedRng([]));
    expect(lastStarfighter.outcome(lastStarfighter.resign(s, "pilot1").state)!.winners).toEqual(["drone"]);
  });

  it("LS 10.5 / 10.2 a hidden order still held when a pilot resigns is dropped unseen", () => {
    const s = play(given({ phase: "heading" }), "pilot1", cw(2)).state;
    const { state, events } = lastStarfighter.resign(s, "pilot2");
    expect(secrets(state, "pilot2")).toEqual([]);
    expect(JSON.stringify(events)).not.toMatch(/clockwise/);
    expect(JSON.stringify(state.orders)).not.toMatch(/clockwise/);
  });

  it("LS 10.5 resigning after the end changes nothing", () => {
    const over = lastStarfighter.resign(given({ phase: "heading" }), "pilot2").state;
    const again = lastStarfighter.resign(over, "pilot1");
    expect(again.state).toEqual(over);
    expect(again.events).toEqual([]);
  });
});

describe("LS 10.4 Turn Limit", () => {
  it("LS 10.4 a duel undecided at the end of the last turn is a draw", () => {
    let s = given({ phase: "heading", turn: 5, wheel: [3, 7], options: { turnLimit: 5 } });
    s = play(s, "pilot1", straight).state;
    const { state } = play(s, "pilot2", straight);
    expect(lastStarfighter.outcome(state)).toMatchObject({ winners: [], kind: "draw" });
    expect(lastStarfighter.outcome(state)!.reason).toMatch(/turn limit of 5/);
  });

  it("LS 10.4 random play with a short limit always ends by it at the latest", () => {
    for (let n = 0; n < 20; n++) {
      const seed = `limit-${n}`;
      let s = lastStarfighter.setup(optionsSchema.parse({ turnLimit: 5 }), new Rng(seed, "setup"));
      for (let step = 1; !lastStarfighter.outcome(s); step++) {
        const seat = lastStarfighter.pending(s)[0]!.seat;
        const result = lastStarfighter.apply(
          s,
          seat,
          lastStarfighter.bot(s, seat, new Rng(seed, `bot:${step}`)),
          new Rng(seed, `action:${step}`),
        );
        if (!result.ok) throw new Error(result.code);
        s = result.state;
      }
      expect(s.turn).toBeLessThanOrEqual(5);
    }
  });
});

describe("LS 10.1 Who Decides", () => {
  it("LS 4.5 nothing is accepted once the duel is over", () => {
    const over = lastStarfighter.resign(given({ phase: "heading" }), "pilot2").state;
    expect(refuse(over, "pilot1", straight)).toBe("GAME_OVER");
  });

  it("LS 10.1 apply never throws: malformed input and unknown seats are refused", () => {
    const s = given({ phase: "heading" });
    expect(refuse(s, "pilot1", { type: "setHeading", direction: "clockwise", clicks: 99 })).toBe("INVALID_ACTION");
    expect(refuse(s, "pilot1", { type: "warp" })).toBe("INVALID_ACTION");
    expect(refuse(s, "pilot1", null)).toBe("INVALID_ACTION");
    expect(refuse(s, "pilot3", straight)).toBe("UNKNOWN_SEAT");
  });

  it("LS 10.1 an action that answers another question says what is asked", () => {
    const v = refusal(given({ phase: "heading" }), "pilot1", { type: "aimTurret", sector: 1 });
    expect(v).toMatchObject({ code: "WRONG_ACTION", rule: "LS 4.2 Movement Phase (steps 2–6)" });
    expect(v.message).toMatch(/setHeading/);
  });

  it("LS 10.1 codes are UPPER_SNAKE and rules cite an LS section", () => {
    const v = refusal(given({ phase: "heading", ships: { pilot1: { stabilizer: 1 } } }), "pilot1", cw(3));
    expect(v.code).toMatch(/^[A-Z][A-Z_]+$/);
    expect(v.rule).toMatch(/^LS \d+(\.\d+)? /);
  });
});

describe("LS 10 invariants (assert)", () => {
  const broken: [string, (s: LastStarfighterState) => void][] = [
    ["protection above the card", (s) => (s.ships.pilot1!.protection = 11)],
    ["a targeting computer past 13", (s) => (s.ships.pilot1!.targeting = 14)],
    ["a dead pilot while life support is OK", (s) => (s.ships.pilot2!.pilotDead = true)],
    ["damaged weapons out of order", (s) => (s.ships.pilot1!.damagedWeapons = ["aft", "forward1"])],
    ["an order of the wrong kind", (s) => (s.orders.pilot1!.order = { type: "aimTurret", sector: 2 })],
    ["a lost ship in a running duel", (s) => (s.ships.pilot2!.protection = 0)],
    ["a wheel off the dial", (s) => (s.wheel = { viewPort: 9, view: 1 })],
    [
      "nose to nose remembered away from 1/1",
      (s) => {
        s.noseToNose = true;
        s.wheel = { viewPort: 2, view: 1 };
      },
    ],
    [
      "a sealed order that does not match its hash",
      (s) => {
        s.options.sealedOrders = true;
        s.orders.pilot1 = { owes: true, hash: "0".repeat(64), order: straight as never, nonce: "x".repeat(16) };
      },
    ],
    ["nobody owing anything", (s) => (s.orders.pilot1!.owes = s.orders.pilot2!.owes = false)],
  ];

  it("LS 10 a sound state passes", () => {
    expect(() => lastStarfighter.assert(given({ phase: "heading" }))).not.toThrow();
  });

  it.each(broken)("LS 10 assert catches %s", (_, breakIt) => {
    const s = given({ phase: "heading" });
    breakIt(s);
    expect(() => lastStarfighter.assert(s)).toThrow(/invariant/);
  });
});
