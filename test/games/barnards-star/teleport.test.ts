import { describe, expect, it } from "vitest";
import { pending } from "../../../src/games/barnards-star/pending";
import { at, endPhase, given, hexOf, hx, ofType, play, refusal, refuse, type GivenUnit } from "./helpers";

const A = hx(17, 20);
const B = hx(10, 20);
const C = hx(24, 10);
const transport = (units: GivenUnit[]) => given({ phase: "transportation", player: "terran", units });
const stations: GivenUnit[] = [
  { id: "T-TP1", kind: "TP", at: A },
  { id: "T-TP2", kind: "TP", at: B },
  { id: "T-B1", kind: "B", at: C },
];

describe("BS 9.0 Transportation Movement", () => {
  it("BS 9.0 a unit stacked with a transportation point is teleported to another station anywhere on the map", () => {
    const s = transport([...stations, { id: "T-Reg1", kind: "Reg", at: A }]);
    expect(pending(s)[0]!.choices).toEqual(
      expect.arrayContaining([
        { type: "teleport", unit: "T-Reg1", to: "T-TP2" },
        { type: "teleport", unit: "T-Reg1", to: "T-B1" },
        { type: "endTransportation" },
      ]),
    );
    const { state, events } = play(s, "terran", { type: "teleport", unit: "T-Reg1", to: "T-B1" });
    expect(ofType(events, "UnitTeleported")[0]).toMatchObject({ unit: "T-Reg1", from: "T-TP1", to: "T-B1", fromHex: A, toHex: C });
    expect(hexOf(state, "T-Reg1")).toBe(C);
  });

  it("BS 9.0 one unit in and one out of each station per turn", () => {
    let s = transport([
      ...stations,
      { id: "T-Reg1", kind: "Reg", at: A },
      { id: "T-Reg2", kind: "Reg", at: A },
      { id: "T-Reg3", kind: "Reg", at: B },
    ]);
    s = play(s, "terran", { type: "teleport", unit: "T-Reg1", to: "T-TP2" }).state;
    expect(refusal(s, "terran", { type: "teleport", unit: "T-Reg2", to: "T-B1" })).toMatchObject({
      code: "NO_DEPARTURE_STATION",
      rule: "BS 9.0 Transportation Movement",
    });
    expect(refuse(s, "terran", { type: "teleport", unit: "T-Reg3", to: "T-TP2" })).toBe("NO_ARRIVAL_STATION");
    // T-TP2 has had its arrival but not its departure: the regular already there leaves through it.
    s = play(s, "terran", { type: "teleport", unit: "T-Reg3", to: "T-B1" }).state;
    expect(hexOf(s, "T-Reg3")).toBe(C);
  });

  it("BS 9.0 the counts start again in the next Terran turn", () => {
    const s = transport([...stations, { id: "T-Reg1", kind: "Reg", at: A, patch: {} }]);
    s.units["T-TP1"]!.teleportOut = 1;
    const before = given({ phase: "combat", player: "naronian", units: [...stations, { id: "T-Reg1", kind: "Reg", at: A }] });
    before.units["T-TP1"]!.teleportOut = 1;
    before.units["T-TP2"]!.teleportIn = 1;
    const next = endPhase(before).state;
    expect(next.player).toBe("terran");
    expect([at(next, "T-TP1").teleportOut, at(next, "T-TP2").teleportIn]).toEqual([0, 0]);
    expect(refuse(s, "terran", { type: "teleport", unit: "T-Reg1", to: "T-B1" })).toBe("NO_DEPARTURE_STATION");
  });

  it("BS 9.0 neither a neutralized unit nor a neutralized station teleports", () => {
    const s = transport([...stations, { id: "T-Reg1", kind: "Reg", at: A, neutralized: true }, { id: "T-Reg2", kind: "Reg", at: B }]);
    expect(refuse(s, "terran", { type: "teleport", unit: "T-Reg1", to: "T-B1" })).toBe("NEUTRALIZED_CANNOT_TELEPORT");
    s.units["T-B1"]!.neutralized = true;
    expect(refuse(s, "terran", { type: "teleport", unit: "T-Reg2", to: "T-B1" })).toBe("NO_ARRIVAL_STATION");
    s.units["T-TP2"]!.neutralized = true;
    expect(refuse(s, "terran", { type: "teleport", unit: "T-Reg2", to: "T-TP1" })).toBe("NO_DEPARTURE_STATION");
  });

  it("BS 9.0 no teleport out of or into an enemy zone of control", () => {
    const s = transport([
      ...stations,
      { id: "T-Reg1", kind: "Reg", at: A },
      { id: "N-Reg1", kind: "Reg", at: A },
      { id: "T-Reg2", kind: "Reg", at: B },
      { id: "N-Reg2", kind: "Reg", at: C },
    ]);
    expect(refuse(s, "terran", { type: "teleport", unit: "T-Reg1", to: "T-TP2" })).toBe("TELEPORT_FROM_ENEMY_ZOC");
    expect(refuse(s, "terran", { type: "teleport", unit: "T-Reg2", to: "T-B1" })).toBe("NO_ARRIVAL_STATION");
    s.units["N-Reg2"]!.neutralized = true;
    expect(hexOf(play(s, "terran", { type: "teleport", unit: "T-Reg2", to: "T-B1" }).state, "T-Reg2")).toBe(C);
  });

  it("BS 9.0 only units with a movement allowance are teleported; a transportation point teleports another, never itself", () => {
    let s = transport([
      ...stations,
      { id: "T-PD1", kind: "PD", at: A },
      { id: "T-TP3", kind: "TP", at: A },
      { id: "T-Reg1", kind: "Reg", at: B },
    ]);
    expect(refuse(s, "terran", { type: "teleport", unit: "T-PD1", to: "T-B1" })).toBe("CANNOT_TELEPORT");
    const alone = transport([
      { id: "T-TP1", kind: "TP", at: A },
      { id: "T-TP2", kind: "TP", at: B },
    ]);
    expect(refuse(alone, "terran", { type: "teleport", unit: "T-TP1", to: "T-TP2" })).toBe("NO_DEPARTURE_STATION");
    s = play(s, "terran", { type: "teleport", unit: "T-TP3", to: "T-B1" }).state;
    expect(at(s, "T-TP3")).toMatchObject({ where: { at: "map", hex: C }, teleported: true });
  });

  it("BS 9.0 a transportation point teleported this phase teleports nobody", () => {
    let s = transport([
      { id: "T-TP1", kind: "TP", at: A },
      { id: "T-TP3", kind: "TP", at: A },
      { id: "T-B1", kind: "B", at: C },
      { id: "T-Reg1", kind: "Reg", at: B },
      { id: "T-TP2", kind: "TP", at: B },
    ]);
    s = play(s, "terran", { type: "teleport", unit: "T-TP3", to: "T-TP2" }).state;
    expect(hexOf(s, "T-TP3")).toBe(B);
    // T-Reg1 stands with T-TP2 (arrival used, departure free) and T-TP3 (teleported): it may leave by T-TP2 only.
    const r = play(s, "terran", { type: "teleport", unit: "T-Reg1", to: "T-B1" });
    expect(ofType(r.events, "UnitTeleported")[0]).toMatchObject({ from: "T-TP2" });
    expect(pending(s)[0]!.choices!.some((c) => c.type === "teleport" && c.to === "T-TP3")).toBe(false);
  });

  it("BS 4.0 the Terran transportation phase comes after his movement and before his neutralization removal", () => {
    const moving = given({
      phase: "movement",
      player: "terran",
      units: [...stations, { id: "T-Reg1", kind: "Reg", at: A, neutralized: true }, { id: "T-Reg2", kind: "Reg", at: A }],
    });
    const { state } = play(moving, "terran", { type: "endMovement" });
    expect(state.phase).toBe("transportation");
    expect(at(state, "T-Reg1").neutralized).toBe(true);
    const after = play(state, "terran", { type: "endTransportation" });
    expect(ofType(after.events, "NeutralizationRemoved")[0]).toMatchObject({ side: "terran", units: ["T-Reg1"] });
  });
});
