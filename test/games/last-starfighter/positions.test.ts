// LS 5.3 / 5.4: positions the wheels are set to (the start, a fly-by's 5/5, a re-engage's 1/1)
// count like positions reached by moving; the option movedPositionsOnly keeps the older reading.
import { describe, expect, it } from "vitest";
import { lastStarfighter } from "../../../src/games/last-starfighter";
import { optionsSchema } from "../../../src/games/last-starfighter/options";
import type { LastStarfighterState } from "../../../src/games/last-starfighter/state";
import { fire, given, play, ScriptedRng, straight, types } from "./helpers";

/** Both pilots aim their turrets at sector 1 and fly straight; returns the state and the heading events. */
function straightOn(s: LastStarfighterState) {
  if (s.phase === "turret") {
    s = play(s, "pilot1", { type: "aimTurret", sector: 1 }).state;
    s = play(s, "pilot2", { type: "aimTurret", sector: 1 }).state;
  }
  s = play(s, "pilot1", straight).state;
  return play(s, "pilot2", straight);
}

/** Ends the fire phase without shooting, if there is one. */
function holdFire(s: LastStarfighterState): LastStarfighterState {
  if (s.phase !== "fire") return s;
  return play(play(s, "pilot1", fire()).state, "pilot2", fire()).state;
}

describe("LS 5.4 Disengaging after a fly-by", () => {
  it("LS 5.4 the 5/5 set after a fly-by is a disengaging position: 5/5, 5/5, 5/5 ends the duel", () => {
    const flyBy = straightOn(given({ phase: "heading", wheel: [1, 1], noseToNose: true }));
    expect(types(flyBy.events)).toEqual(expect.arrayContaining(["FlewBy", "DisengagingPositionReached"]));
    expect(flyBy.state.wheel).toEqual({ viewPort: 5, view: 5 });
    expect(flyBy.state.disengagingStreak).toBe(1);
    // 5/5 flown straight stays 5/5: the second disengaging position; the aft lasers bear.
    const second = straightOn(flyBy.state);
    expect(second.state.disengagingStreak).toBe(2);
    expect(second.state.phase).toBe("fire");
    // The third: out of range, no firing, both are asked whether to re-engage.
    const third = straightOn(holdFire(second.state));
    expect(types(third.events)).toEqual(expect.arrayContaining(["FlewOutOfRange"]));
    expect(third.state.phase).toBe("reengage");
  });

  it("LS 5.4 with movedPositionsOnly the fly-by's 5/5 is not counted and a third 5/5 is needed after it", () => {
    const flyBy = straightOn(given({ options: { movedPositionsOnly: true }, phase: "heading", wheel: [1, 1], noseToNose: true }));
    expect(flyBy.state.disengagingStreak).toBe(0);
    const third = straightOn(holdFire(straightOn(flyBy.state).state));
    expect(third.state.disengagingStreak).toBe(2);
    expect(third.state.phase).toBe("fire");
  });
});

describe("LS 5.3 Fly-Bys after re-engaging", () => {
  it("LS 5.3 the 1/1 set on re-engaging is nose to nose: flying straight on to 1/1 is a fly-by with no shots", () => {
    let s = given({ phase: "reengage", wheel: [5, 5] });
    s = play(s, "pilot1", { type: "decideReengage", reengage: true }).state;
    s = play(s, "pilot2", { type: "decideReengage", reengage: true }).state;
    expect(s.wheel).toEqual({ viewPort: 1, view: 1 });
    expect(s.noseToNose).toBe(true);
    expect(s.disengagingStreak).toBe(0);
    const { state, events } = straightOn(s);
    expect(types(events)).toContain("FlewBy");
    expect(state.lastReport!.noFire).toBe("flyBy");
    expect(state.lastReport!.shots).toEqual([]);
    expect(state.wheel).toEqual({ viewPort: 5, view: 5 });
  });

  it("LS 5.3 with movedPositionsOnly the re-engage's 1/1 starts the count afresh: straight on, the ships may fire", () => {
    let s = given({ options: { movedPositionsOnly: true }, phase: "reengage", wheel: [5, 5] });
    s = play(s, "pilot1", { type: "decideReengage", reengage: true }).state;
    s = play(s, "pilot2", { type: "decideReengage", reengage: true }).state;
    expect(s.noseToNose).toBe(false);
    const { state, events } = straightOn(s);
    expect(types(events)).not.toContain("FlewBy");
    expect(state.phase).toBe("fire");
  });
});

describe("LS 5.4 Disengaging from the start", () => {
  function started(options: Record<string, unknown>, rolls: [number, number]): LastStarfighterState {
    const s = lastStarfighter.setup(optionsSchema.parse(options), new ScriptedRng([6, 1]));
    return play(s, "pilot1", { type: "chooseShip", ship: "gunstar" }, rolls).state;
  }

  it("LS 5.4 / 3.2 a starting position of 5/5 (rolls 4 and 4) is the first disengaging position of a run", () => {
    expect(started({}, [4, 4]).disengagingStreak).toBe(1);
    expect(started({}, [4, 6]).disengagingStreak).toBe(0);
    expect(started({ movedPositionsOnly: true }, [4, 4]).disengagingStreak).toBe(0);
  });
});
