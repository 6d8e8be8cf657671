// The built-in opponent's plan toward each side's victory (opponent-plan.ts, issue 21): at the
// decisions that decide the game the opponent plays the plan's choice (`standard`) or weighs it
// beside the phase's way out (`strong`). Each choice names the rule it serves.
import { describe, expect, it } from "vitest";
import type { CandidateAsk } from "../../../src/engine/contract";
import { opponentAction } from "../../../src/engine/opponent/levels";
import { barnardsStar } from "../../../src/games/barnards-star";
import type { BarnardsStarAction } from "../../../src/games/barnards-star/actions";
import { combatTerrain, GRID } from "../../../src/games/barnards-star/map";
import { hexDistance, MIDDLE } from "../../../src/games/barnards-star/opponent-plan";
import { pending } from "../../../src/games/barnards-star/pending";
import type { BarnardsStarState } from "../../../src/games/barnards-star/state";
import { endPhase, given, type GivenUnit, hx, play } from "./helpers";

const standard = (s: BarnardsStarState, seat: string, seed = "plan") =>
  opponentAction(barnardsStar, s, seat, "standard", seed) as BarnardsStarAction;

const ask = (sampled: number): CandidateAsk => ({ sampled, root: true, thorough: false, work: () => {} });
const weighed = (s: BarnardsStarState, seat: string, sampled: number) =>
  barnardsStar.opponent!.weigh!(s, seat, pending(s).find((d) => d.seat === seat)!.choices!, ask(sampled));

const BEACON = hx(20, 20);
const jumpBattalion: GivenUnit = {
  id: "N-TN1",
  kind: "TN",
  jump: true,
  at: { at: "orbit" },
  cargo: [1, 2, 3, 4, 5].map((i) => ({ id: `N-JTr${i}`, kind: "JTr" as const })),
};

describe("the opponent's plan (BS 16.4: the Naronian takes the beacons, the Terran wipes out the Naronian troops)", () => {
  it("BS 16.1 the Naronian buys jump troop battalions first, while his points and the mix allow", () => {
    let state = given({ phase: "setup", turn: 0, fillers: false, units: [{ id: "T-B1", kind: "B", at: BEACON }] });
    state = { ...state, forceConfirmed: false, naronianArrived: false };
    expect(standard(state, "naronian")).toEqual({ type: "buy", item: "jumpBattalion" });
  });

  it("BS 10.3 a jump battalion in orbit drops its first troop on a beacon (jump troops may land on enemy units), the rest beside it", () => {
    let s = given({
      phase: "interaction",
      player: "naronian",
      fillers: false,
      units: [jumpBattalion, { id: "T-B1", kind: "B", at: BEACON }, { id: "T-Reg1", kind: "Reg", at: hx(8, 8) }],
    });
    const first = standard(s, "naronian");
    expect(first).toEqual({ type: "dropJumpTroop", unit: "N-JTr1", hex: BEACON });
    s = play(s, "naronian", first).state;
    const next = standard(s, "naronian");
    expect(next.type).toBe("dropJumpTroop");
    expect(hexDistance((next as { hex: number }).hex, BEACON)).toBe(0);
  });

  it("BS 7.0 the Terran marches a troop on the nearest Naronian troop as far as it can; with nothing to gain the phase ends", () => {
    const from = hx(17, 20);
    const enemy = hx(17, 10);
    const s = given({
      phase: "movement",
      player: "terran",
      fillers: false,
      units: [
        { id: "T-Reg1", kind: "Reg", at: from },
        { id: "T-B1", kind: "B", at: hx(30, 24) },
        { id: "N-Reg1", kind: "Reg", at: enemy },
      ],
    });
    const march = standard(s, "terran") as Extract<BarnardsStarAction, { type: "moveUnit" }>;
    expect(march.type).toBe("moveUnit");
    expect(march.unit).toBe("T-Reg1");
    const best = Math.min(
      ...pending(s)[0]!
        .choices!.filter((c) => c.type === "moveUnit")
        .map((c) => hexDistance((c as { to: number }).to, enemy)),
    );
    expect(hexDistance(march.to, enemy)).toBe(best);
    expect(best).toBeLessThan(hexDistance(from, enemy));
    const moved = play(s, "terran", march).state;
    expect(standard(moved, "terran")).toEqual({ type: "endMovement" });
  });

  it("BS 16.2 the Terran sets a beacon as near the middle as the spacing allows, then guards the beacon fewest of a kind guard", () => {
    const first = given({
      phase: "setup",
      turn: 0,
      fillers: false,
      units: [
        { id: "T-B1", kind: "B", at: { at: "unplaced" } },
        { id: "T-Reg1", kind: "Reg", at: { at: "unplaced" } },
      ],
    });
    const beacon = standard(first, "terran") as Extract<BarnardsStarAction, { type: "placeUnit" }>;
    expect(beacon.unit).toBe("T-B1");
    const hexes = pending(first)[0]!.choices!.map((c) => (c as { hex: number }).hex);
    const middle = MIDDLE;
    expect(GRID.edgeDistance[middle]).toBeGreaterThanOrEqual(12); // the middle of the 34 × 28 map
    expect(hexDistance(beacon.hex, middle)).toBe(Math.min(...hexes.map((h) => hexDistance(h, middle))));
    const guards = given({
      phase: "setup",
      turn: 0,
      fillers: false,
      units: [
        { id: "T-B1", kind: "B", at: hx(12, 12) },
        { id: "T-B2", kind: "B", at: hx(20, 12) },
        { id: "T-Reg1", kind: "Reg", at: hx(12, 12) },
        { id: "T-Reg2", kind: "Reg", at: { at: "unplaced" } },
      ],
    });
    expect(standard(guards, "terran")).toEqual({ type: "placeUnit", unit: "T-Reg2", hex: hx(20, 12) });
  });

  it("BS 6.1 transports, which only defend (BS 6.2), go to the screen before the line is closed", () => {
    const s = endPhase(
      given({
        phase: "dispatch",
        player: "terran",
        turn: 3,
        units: [
          { id: "N-BB1", kind: "BB", at: { at: "orbit" } },
          { id: "N-TN1", kind: "TN", at: { at: "orbit" } },
          { id: "T-DD1", kind: "DD", at: { at: "orbit" } },
        ],
      }),
    ).state;
    expect(pending(s)[0]).toMatchObject({ seat: "naronian", prompt: "formLine" });
    expect(standard(s, "naronian")).toEqual({ type: "screenShip", ship: "N-TN1" });
  });

  it("BS 12.0 / 16.4 in the combat phase the Naronian attacks the hex of a beacon first", () => {
    const s = given({
      phase: "combat",
      player: "naronian",
      fillers: false,
      units: [
        { id: "N-JTr1", kind: "JTr", at: hx(12, 12) },
        { id: "T-Reg2", kind: "Reg", at: hx(12, 12) },
        { id: "N-JTr2", kind: "JTr", at: BEACON },
        { id: "T-B1", kind: "B", at: BEACON },
        { id: "T-Reg1", kind: "Reg", at: hx(8, 8) },
      ],
    });
    expect(standard(s, "naronian")).toEqual({ type: "attack", hex: BEACON });
  });

  it("strong weighs the plan's choice beside the phase's way out; standard the plan's alone; where the plan has no view, every choice", () => {
    const s = given({
      phase: "movement",
      player: "terran",
      fillers: false,
      units: [
        { id: "T-Reg1", kind: "Reg", at: hx(17, 20) },
        { id: "T-B1", kind: "B", at: hx(30, 24) },
        { id: "N-Reg1", kind: "Reg", at: hx(17, 10) },
      ],
    });
    const two = weighed(s, "terran", 2);
    expect(two.map((c) => c.type)).toEqual(["moveUnit", "endMovement"]);
    expect(weighed(s, "terran", 1)).toEqual([two[0]]);
    // Teleports (BS 9.0) are left to the search: the plan names nothing there.
    const teleporting = given({
      phase: "transportation",
      player: "terran",
      units: [
        { id: "T-TP1", kind: "TP", at: hx(10, 10) },
        { id: "T-Reg1", kind: "Reg", at: hx(10, 10) },
        { id: "T-TP2", kind: "TP", at: hx(20, 12) },
      ],
    });
    expect(pending(teleporting)[0]!.choices!.some((c) => c.type === "teleport")).toBe(true);
    expect(weighed(teleporting, "terran", 2)).toEqual([]);
  });
});

// The Naronian's other lines (opponent-lines.ts, bench/README.md 6l, 6o): `strong` plays `commit`,
// which is `hold` through the Game Turn Record Track's 20 turns.
describe("the Naronian's commit line (strong): a fleet that bombards where it pays, one battalion out of the batteries' reach, then the rest", () => {
  const thorough = (sampled: number): CandidateAsk => ({ sampled, root: true, thorough: true, work: () => {} });
  const fleet: GivenUnit[] = [
    { id: "N-BB1", kind: "BB", at: { at: "orbit" } },
    { id: "N-BB2", kind: "BB", at: { at: "orbit" } },
    { id: "N-BC1", kind: "BC", at: { at: "orbit" } },
    { id: "N-BC2", kind: "BC", at: { at: "orbit" } },
    { id: "N-BC3", kind: "BC", at: { at: "orbit" } },
  ];
  const LAVA = hx(15, 15);
  const CLEAR = hx(12, 14);

  it("BS 16.1 at strong the Naronian buys battleships first; at standard jump battalions", () => {
    let state = given({ phase: "setup", turn: 0, fillers: false, units: [{ id: "T-B1", kind: "B", at: BEACON }] });
    state = { ...state, forceConfirmed: false, naronianArrived: false };
    const choices = pending(state).find((d) => d.seat === "naronian")!.choices!;
    expect(barnardsStar.opponent!.weigh!(state, "naronian", choices, thorough(2))).toEqual([{ type: "buy", item: "BB" }]);
    expect(weighed(state, "naronian", 2)).toEqual([{ type: "buy", item: "jumpBattalion" }]);
  });

  it("BS 13.0 / T5 the fleet bombards the beacon whose terrain doubles support (lava) before one on clear ground, at either level once the force is a fleet", () => {
    expect(combatTerrain(LAVA)).toBe("lava");
    expect(combatTerrain(CLEAR)).toBe("clear");
    const s = given({
      phase: "combat",
      player: "naronian",
      fillers: false,
      units: [
        ...fleet.map((u) => ({ ...u, at: { at: "approach" as const, hex: hx(14, 14) } })),
        { id: "T-B1", kind: "B", at: CLEAR },
        { id: "T-B2", kind: "B", at: LAVA },
        { id: "T-Reg1", kind: "Reg", at: hx(8, 8) },
      ],
    });
    const choices = pending(s).find((d) => d.seat === "naronian")!.choices!;
    expect(choices.filter((c) => c.type === "bombard").length).toBe(2);
    expect(weighed(s, "naronian", 1)).toEqual([{ type: "bombard", hex: LAVA }]);
  });

  it("BS 10.5 / 11.0 the fleet flies close approach within its range of 3 of the beacon, one ship a hex (a battery fires at one hex a phase)", () => {
    let s = given({
      phase: "interaction",
      player: "naronian",
      fillers: false,
      units: [
        ...fleet,
        { id: "T-B1", kind: "B", at: BEACON },
        { id: "T-PD1", kind: "PD", at: BEACON },
        { id: "T-Reg1", kind: "Reg", at: BEACON },
        // A Naronian troop alive somewhere, or the Terran would have won (BS 16.4).
        { id: "N-Reg1", kind: "Reg", at: hx(6, 6) },
      ],
    });
    const hexes: number[] = [];
    for (let i = 0; i < fleet.length; i++) {
      const [c] = weighed(s, "naronian", 1) as [BarnardsStarAction];
      expect(c.type).toBe("closeApproach");
      const hex = (c as { hex: number }).hex;
      expect(hexDistance(hex, BEACON)).toBeLessThanOrEqual(3);
      hexes.push(hex);
      s = play(s, "naronian", c).state;
    }
    expect(new Set(hexes).size).toBe(fleet.length);
  });

  it("BS 13.0 / 11.0 the fleet stays in orbit where its bombardment would fall below the 48 column (a guarded beacon on a mountain halves it, T5)", () => {
    const MOUNTAIN = hx(12, 8);
    expect(combatTerrain(MOUNTAIN)).toBe("mountain");
    const s = given({
      phase: "interaction",
      player: "naronian",
      fillers: false,
      units: [
        ...fleet,
        { id: "T-B1", kind: "B", at: MOUNTAIN },
        { id: "T-PD1", kind: "PD", at: MOUNTAIN },
        { id: "T-Reg1", kind: "Reg", at: MOUNTAIN },
        { id: "N-Reg1", kind: "Reg", at: hx(6, 20) },
      ],
    });
    expect(pending(s)[0]!.choices!.some((c) => c.type === "closeApproach")).toBe(true);
    expect(weighed(s, "naronian", 1)).toEqual([{ type: "stayInOrbit", ship: "N-BB1" }]);
  });

  it("BS 10.3 / 11.0 on turn 1 one battalion drops where no battery or beacon reaches; the next transport stays in orbit", () => {
    const second: GivenUnit = {
      ...jumpBattalion,
      id: "N-TN2",
      cargo: [6, 7, 8, 9, 10].map((i) => ({ id: `N-JTr${i}`, kind: "JTr" as const })),
    };
    let s = given({
      phase: "interaction",
      player: "naronian",
      turn: 1,
      fillers: false,
      units: [
        jumpBattalion,
        second,
        { id: "T-B1", kind: "B", at: BEACON },
        { id: "T-PD1", kind: "PD", at: BEACON },
        // A Terran troop alive somewhere, or the first troop down would win (BS 16.4).
        { id: "T-Reg1", kind: "Reg", at: BEACON },
        ...fleet,
      ],
    });
    for (let i = 0; i < 5; i++) {
      const [c] = weighed(s, "naronian", 1) as [BarnardsStarAction];
      expect(c.type).toBe("dropJumpTroop");
      expect(hexDistance((c as { hex: number }).hex, BEACON)).toBeGreaterThan(5);
      s = play(s, "naronian", c).state;
    }
    // The emptied transport, then the second battalion's, stay in orbit: its troops count there (BS 16.4).
    expect(weighed(s, "naronian", 1)).toEqual([{ type: "stayInOrbit", ship: "N-TN1" }]);
    s = play(s, "naronian", { type: "stayInOrbit", ship: "N-TN1" }).state;
    expect(weighed(s, "naronian", 1)).toEqual([{ type: "stayInOrbit", ship: "N-TN2" }]);
  });

  it("BS 16.4 past the Game Turn Record Track's 20 turns the battalions still aboard drop too, out of the batteries' reach; on turn 20 they stay", () => {
    const down: GivenUnit = { id: "N-JTr9", kind: "JTr", at: hx(4, 4) };
    const onTurn = (turn: number) =>
      given({
        phase: "interaction",
        player: "naronian",
        turn,
        fillers: false,
        units: [
          jumpBattalion,
          down,
          { id: "T-B1", kind: "B", at: BEACON },
          { id: "T-PD1", kind: "PD", at: BEACON },
          { id: "T-Reg1", kind: "Reg", at: BEACON },
          ...fleet,
        ],
      });
    // Turn 20: a battalion is already down, so the transport keeps its troops in orbit (hold).
    expect(weighed(onTurn(20), "naronian", 1)).toEqual([{ type: "stayInOrbit", ship: "N-TN1" }]);
    // Turn 21: every troop aboard drops, each where no battery or beacon reaches (BS 11.0).
    let s = onTurn(21);
    for (let i = 0; i < 5; i++) {
      const [c] = weighed(s, "naronian", 1) as [BarnardsStarAction];
      expect(c.type).toBe("dropJumpTroop");
      expect(hexDistance((c as { hex: number }).hex, BEACON)).toBeGreaterThan(5);
      s = play(s, "naronian", c).state;
    }
  });
});
