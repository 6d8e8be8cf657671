// Victory and the end of the game (DS 10, DS 11.3–11.5).
import { describe, expect, it } from "vitest";
import { doubleStar } from "../../../src/games/double-star";
import type { DoubleStarState } from "../../../src/games/double-star/state";
import { choices, deepSpace, given, hexOf, ofType, play, promptOf, refuse, ship, site, step } from "./helpers";

const far = (d: number) => step(step(step(deepSpace(), d), d), d);

/** Plays the interim phase's production stages through with no orders. */
function noOrders(p: ReturnType<typeof play>): ReturnType<typeof play> {
  let out = p;
  for (let seat = doubleStar.pending(out.state)[0]; seat && seat.prompt === "production"; seat = doubleStar.pending(out.state)[0]) {
    const next = play(out.state, seat.seat, { type: "productionDone" });
    out = { ...next, events: [...out.events, ...next.events] };
  }
  return out;
}

describe("DS 10.1 Sneak Attack", () => {
  it("DS 10.1 a Chinese base set down on a large world of An-Nur wins at once", () => {
    const s = given();
    const tr = ship(s, "chinese", "transport", { orbit: "al-mughni" }, { cargo: "base" });
    ship(s, "islamic", "destroyer", { hex: far(3) });
    const t = play(s, "chinese", { type: "selectUnit", unit: tr.id }).state;
    const p = play(t, "chinese", { type: "landUnit", unit: tr.id, body: "al-mughni", site: "N" });
    expect(doubleStar.outcome(p.state)).toEqual({
      winners: ["chinese"],
      kind: "decisive",
      reason: "The Chinese established a base on a world of An-Nur.",
    });
    expect(doubleStar.pending(p.state)).toEqual([]);
    expect(refuse(p.state, "chinese", { type: "endMovement" })).toBe("GAME_OVER");
  });

  it("DS 10.1 a base on a small body of An-Nur does not win", () => {
    const s = given();
    const tr = ship(s, "chinese", "transport", { orbit: "al-hafiz" }, { cargo: "base" });
    const t = play(s, "chinese", { type: "selectUnit", unit: tr.id }).state;
    const p = play(t, "chinese", { type: "landUnit", unit: tr.id, body: "al-hafiz", site: "N" });
    expect(doubleStar.outcome(p.state)).toBeNull();
  });

  it("DS 10.1 the game ends 12 turns after the crossing and the Islamic side wins", () => {
    const s = given({ phasing: "islamic", turn: 15 });
    s.crossedOnTurn = 3;
    ship(s, "islamic", "destroyer", { hex: far(3) });
    ship(s, "chinese", "destroyer", { hex: far(0) });
    const p = play(s, "islamic", { type: "endMovement" });
    expect(doubleStar.outcome(p.state)).toMatchObject({ winners: ["islamic"], kind: "decisive" });
    expect(doubleStar.view(p.state, null).turnRecord.lastTurn).toBe(15);
  });

  it("DS 10.1 without a crossing the game lasts at most 48 turns", () => {
    const s = given({ phasing: "islamic", turn: 48 });
    ship(s, "islamic", "destroyer", { hex: far(3) });
    const p = play(s, "islamic", { type: "endMovement" });
    expect(doubleStar.outcome(p.state)!.winners).toEqual(["islamic"]);
  });
});

describe("DS 10.2 Armageddon", () => {
  function armageddon(): DoubleStarState {
    const s = given({ options: { scenario: "armageddon" }, phasing: "islamic" });
    site(s, "chien", "N", { population: 150, industry: 1 });
    site(s, "al-razzak", "N", { population: 500, industry: 1 });
    ship(s, "islamic", "battleship", { orbit: "chien" });
    return s;
  }

  it("DS 10.2 tactical victory: the enemy below 200 million while keeping 400 million", () => {
    const s = armageddon();
    site(s, "chien", "E1", { population: 50 });
    const t = play(s, "islamic", { type: "endMovement" }).state;
    // Battleship on the population: a 1 takes 5 (200 → 195).
    const p = play(t, "islamic", { type: "strike", ship: t.ships[0]!.id, body: "chien", site: "E1" }, [1]);
    expect(doubleStar.outcome(p.state)).toMatchObject({ winners: ["islamic"], kind: "tactical" });
  });

  it("DS 10.2 strategic victory: also every enemy industry destroyed, keeping one's own", () => {
    const s = armageddon();
    site(s, "chien", "N", { population: 150, industry: 1 });
    const t = play(s, "islamic", { type: "endMovement" }).state;
    const p = play(t, "islamic", { type: "strike", ship: t.ships[0]!.id, body: "chien", site: "N" }, [5]);
    expect(doubleStar.outcome(p.state)).toMatchObject({ winners: ["islamic"], kind: "strategic" });
  });

  it("DS 10.2 with no limit the safety limit ends it in stalemate (DS 11.3)", () => {
    const s = given({ options: { scenario: "armageddon", turnLimit: 5 }, phasing: "chinese", turn: 5 });
    ship(s, "chinese", "destroyer", { hex: far(0) });
    const p = play(s, "chinese", { type: "endMovement" });
    expect(doubleStar.outcome(p.state)).toMatchObject({ winners: [], kind: "stalemate" });
    expect(doubleStar.outcome(p.state)!.reason).toContain("safety limit");
  });
});

describe("DS 11.5 Stalemate by Agreement", () => {
  it("DS 11.5 in Armageddon a side may offer a stalemate once a turn; the other must answer; acceptance ends the game", () => {
    const s = given({ options: { scenario: "armageddon" }, phasing: "islamic" });
    ship(s, "islamic", "destroyer", { hex: far(3) });
    expect(choices(s, "islamic")).toContainEqual({ type: "offerStalemate" });
    const offered = play(s, "islamic", { type: "offerStalemate" }).state;
    expect(doubleStar.pending(offered).map((d) => [d.seat, d.prompt])).toEqual([["chinese", "stalemate"]]);
    expect(refuse(offered, "islamic", { type: "endMovement" })).toBe("NOT_YOUR_DECISION");
    const no = play(offered, "chinese", { type: "answerStalemate", accept: false }).state;
    expect(promptOf(no, "islamic")).toBe("movement");
    expect(choices(no, "islamic")).not.toContainEqual({ type: "offerStalemate" });
    const yes = play(offered, "chinese", { type: "answerStalemate", accept: true });
    expect(doubleStar.outcome(yes.state)).toMatchObject({ winners: [], kind: "stalemate" });
  });

  it("DS 11.5 other scenarios allow no agreed stalemate unless the option says so", () => {
    const s = given({ phasing: "islamic" });
    ship(s, "islamic", "destroyer", { hex: far(3) });
    expect(refuse(s, "islamic", { type: "offerStalemate" })).toBe("CANNOT_OFFER");
    const opt = given({ phasing: "islamic", options: { agreedStalemateAnyScenario: true } });
    ship(opt, "islamic", "destroyer", { hex: far(3) });
    expect(choices(opt, "islamic")).toContainEqual({ type: "offerStalemate" });
  });
});

describe("DS 10.3 Raid", () => {
  function raid(turn: number, turnLimit = 100): DoubleStarState {
    const s = given({ options: { scenario: "raid", turnLimit }, phasing: "islamic", turn });
    site(s, "chien", "N", { population: 100, industry: 2 });
    site(s, "al-razzak", "N", { population: 100, industry: 2 });
    s.targets = {
      islamic: { world: "chien", label: "raid-target:islamic:chien" },
      chinese: { world: "al-razzak", label: "raid-target:chinese:al-razzak" },
    };
    ship(s, "islamic", "destroyer", { hex: far(3) });
    return s;
  }

  it("DS 10.3 at the end, the side whose raid hit its designated world while the other's did not wins; the targets are revealed", () => {
    const s = raid(36);
    s.industryLost.chinese = { chien: 1 };
    const p = noOrders(play(s, "islamic", { type: "endMovement" }));
    expect(doubleStar.outcome(p.state)).toMatchObject({ winners: ["islamic"], kind: "decisive" });
    expect(ofType(p.events, "TargetsRevealed")[0]).toMatchObject({
      targets: [
        { side: "islamic", world: "chien" },
        { side: "chinese", world: "al-razzak" },
      ],
    });
    expect(doubleStar.view(p.state, "chinese").revealedTargets).toHaveLength(2);
    expect(doubleStar.secrets(p.state, "chinese")).toEqual([]);
  });

  it("DS 10.3 industry lost elsewhere does not count; neither raid hitting is a stalemate", () => {
    const s = raid(36);
    s.industryLost.chinese = { "ta-yu": 1 };
    const p = noOrders(play(s, "islamic", { type: "endMovement" }));
    expect(doubleStar.outcome(p.state)).toMatchObject({ winners: [], kind: "stalemate" });
  });

  it("DS 10.3 when both raids have hit, the game ends in stalemate at once", () => {
    const s = raid(3);
    s.industryLost.islamic = { "al-razzak": 1 };
    ship(s, "islamic", "battleship", { orbit: "chien" });
    const t = play(s, "islamic", { type: "endMovement" }).state;
    const bb = t.ships.find((x) => x.kind === "battleship")!.id;
    const p = play(t, "islamic", { type: "strike", ship: bb, body: "chien", site: "N" }, [5]);
    expect(doubleStar.outcome(p.state)).toMatchObject({ winners: [], kind: "stalemate" });
    expect(p.state.turn).toBe(3);
  });
});

describe("DS 11.4 Resignation", () => {
  it("DS 11.4 a side that resigns loses by forfeit, and a raid's secret targets are revealed with the end", () => {
    const s = given({ options: { scenario: "raid" } });
    s.targets = {
      islamic: { world: "chien", label: "raid-target:islamic:chien" },
      chinese: { world: "al-razzak", label: "raid-target:chinese:al-razzak" },
    };
    const r = doubleStar.resign(s, "chinese");
    expect(doubleStar.outcome(r.state)).toMatchObject({ winners: ["islamic"], kind: "forfeit" });
    expect(r.events.map((e) => e.type)).toEqual(["SideResigned", "TargetsRevealed", "GameEnded"]);
    expect(doubleStar.resign(r.state, "islamic").events).toEqual([]);
    void hexOf;
  });
});
