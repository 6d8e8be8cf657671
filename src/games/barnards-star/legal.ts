// The choices of each decision, as complete postable actions. Where a decision is large it is
// listed per unit (each unit's reachable hexes) or per next item (the next ship to act in the
// space–planet interaction phase, the next jump troop to drop), never as combinations.
import type { SeatId } from "../../engine/contract";
import type { BarnardsStarAction } from "./actions";
import { COUNTERS, isWarshipKind, type Side } from "./counters";
import { approachChoice, dropChoice, landChoice, moveChoice } from "./listed";
import { GRID } from "./map";
import type { Prompt } from "./owing";
import { counterMoveCandidates, counterMoveHexes, lossPool, retreatHexes } from "./rules/battle";
import { bombardTargets, checkEndCombat, contestedHexes, mayDecline } from "./rules/combat";
import type { Ctx } from "./events";
import { defenseChoices } from "./rules/defense";
import { checkEndInteraction, dropHexes, jumpCargo, landedTransport, loadableUnits } from "./rules/interaction";
import { overrunChoices, reachHexes, zocMarks } from "./rules/movement";
import { buyChoices, placementChoices } from "./rules/setup-phase";
import { dispatchChoices, firers, validTargets } from "./rules/space";
import { teleportChoices } from "./rules/teleport";
import type { BarnardsStarState, BattleStep } from "./state";
import { canStillMove, mapIndex, remainingMp, shipsInOrbit, supportCandidates, unitList } from "./queries";

/** Module-local alias: hot loops read it without going through the import binding. */
const CV = COUNTERS;
const G = GRID;

const ALL_HEXES: readonly number[] = Array.from({ length: G.count }, (_, i) => i);

/** A read-only context for the battle helpers that take one. */
const view = (s: BarnardsStarState): Ctx => ({ s, events: [], rng: null });

export function choicesFor(s: BarnardsStarState, seat: SeatId, prompt: Prompt): BarnardsStarAction[] {
  const side = seat as Side;
  switch (prompt) {
    case "forceSelection":
      return buyChoices(s);
    case "placement":
      return placementChoices(s);
    case "dispatch":
      return [...dispatchChoices(s), { type: "endDispatch" }];
    case "formLine": {
      const line = shipsInOrbit(s, side).filter((u) => u.area === "line");
      const out: BarnardsStarAction[] = line.length > 1 ? line.map((u) => ({ type: "screenShip" as const, ship: u.id })) : [];
      out.push({ type: "closeLine" });
      return out;
    }
    case "spaceFire":
      return spaceFireChoices(s, side);
    case "movement":
      return movementChoices(s, side);
    case "transportation":
      return [...teleportChoices(s), { type: "endTransportation" }];
    case "interaction":
      return interactionChoices(s, side);
    case "jumpDrop": {
      const next = jumpCargo(s, s.dropping!.ship)[0]!;
      return dropHexes(s).map((hex) => dropChoice(next.id, hex));
    }
    case "defenseFire":
      return [...defenseChoices(s), { type: "endDefenseFire" }];
    case "combat":
      return combatChoices(s);
    case "support": {
      const b = s.battle!;
      const out: BarnardsStarAction[] = supportCandidates(s, b, side).map((u) => ({ type: "addSupport" as const, unit: u.id }));
      if (mayDecline(b, side)) out.push({ type: "declineSupport" });
      return out;
    }
    case "press":
      return [
        { type: "pressAssault", press: true },
        { type: "pressAssault", press: false },
      ];
    case "losses": {
      const step = s.battle!.queue[0] as Extract<BattleStep, { t: "lose" }>;
      return lossPool(view(s), s.battle!, step).map((u) => ({ type: "eliminateUnit" as const, unit: u.id }));
    }
    case "retreat": {
      const step = s.battle!.queue[0] as Extract<BattleStep, { t: "retreat" }>;
      const out: BarnardsStarAction[] = retreatHexes(view(s), s.battle!, side).map((hex) => ({ type: "retreat" as const, hex }));
      if (!step.forced) out.push({ type: "holdGround" });
      return out;
    }
    case "counterattack":
      return [
        { type: "counterattack", accept: true },
        { type: "counterattack", accept: false },
      ];
    case "counterMoves": {
      const b = s.battle!;
      const step = b.queue[0] as Extract<BattleStep, { t: "counterMoves" }>;
      const out: BarnardsStarAction[] = [];
      for (const u of counterMoveCandidates(view(s), b, step.moved)) {
        for (const hex of counterMoveHexes(view(s), b, u)) out.push({ type: "supportMove", unit: u.id, hex });
      }
      out.push({ type: "endSupportMoves" });
      return out;
    }
  }
}

function spaceFireChoices(s: BarnardsStarState, side: Side): BarnardsStarAction[] {
  const sp = s.space!;
  const out: BarnardsStarAction[] = [];
  if (sp.allocations.length === 0) for (const u of shipsInOrbit(s, side)) out.push({ type: "withdrawShip", ship: u.id });
  const shooters = firers(s, side);
  if (shooters.length === 0) {
    out.push({ type: "holdFire" });
    return out;
  }
  const allocated = new Set(sp.allocations.map((x) => x.ship));
  const targets = validTargets(s, side);
  for (const f of shooters) {
    if (allocated.has(f.id)) continue;
    for (const t of targets) out.push({ type: "allocateFire", ship: f.id, target: t.id });
  }
  return out;
}

function movementChoices(s: BarnardsStarState, side: Side): BarnardsStarAction[] {
  const index = mapIndex(s);
  const zoc = zocMarks(s, side);
  const out: BarnardsStarAction[] = [];
  for (const u of unitList(s)) {
    if (!canStillMove(u, side)) continue;
    for (const hex of reachHexes((u.where as { hex: number }).hex, remainingMp(u), zoc)) out.push(moveChoice(u.id, hex));
  }
  out.push(...overrunChoices(s, side, index));
  out.push({ type: "endMovement" });
  return out;
}

function interactionChoices(s: BarnardsStarState, side: Side): BarnardsStarAction[] {
  const out: BarnardsStarAction[] = [];
  const next = unitList(s).find((u) => u.side === side && CV[u.kind].ship && u.where.at === "orbit" && !u.decided);
  if (next) {
    if (next.kind === "TN") {
      const enemy = new Uint8Array(G.count);
      for (const u of unitList(s)) if (u.side !== side && u.where.at === "map") enemy[u.where.hex] = 1;
      for (const hex of ALL_HEXES) if (!enemy[hex]) out.push(landChoice(next.id, hex));
      const jumper = jumpCargo(s, next.id)[0];
      if (jumper) for (const hex of dropHexes(s, next.id)) out.push(dropChoice(jumper.id, hex));
    } else if (isWarshipKind(next.kind)) {
      for (const hex of ALL_HEXES) out.push(approachChoice(next.id, hex));
    }
    out.push({ type: "stayInOrbit", ship: next.id });
  }
  for (const u of unitList(s)) {
    if (!landedTransport(s, u.id, side)) continue;
    for (const c of loadableUnits(s, u)) out.push({ type: "loadUnit", ship: u.id, unit: c.id });
    out.push({ type: "liftOff", ship: u.id });
  }
  if (!checkEndInteraction(s, side)) out.push({ type: "endInteraction" });
  return out;
}

function combatChoices(s: BarnardsStarState): BarnardsStarAction[] {
  const index = mapIndex(s);
  const out: BarnardsStarAction[] = contestedHexes(s, index).map((hex) => ({ type: "attack" as const, hex }));
  for (const hex of bombardTargets(s, index)) out.push({ type: "bombard", hex });
  if (!checkEndCombat(s)) out.push({ type: "endCombat" });
  return out;
}
