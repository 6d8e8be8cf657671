// Assuming formations (DS 6.8), their minimums (DS 6.3–6.6), broken formations and back-ups
// (DS 6.11 result B, DS 7.5). Each side builds its declaration in small steps — open a group
// under a counter, add ships, stack back-ups, close — held secret until both are ready (DS 11.2).
import type { Side } from "../map";
import { SIDES } from "../seats";
import type { DoubleStarState, Draft, Group, HexCombat } from "../state";
import { byId, shipById, spaceShipsAt } from "../queries";
import { FORMATION_EFFECTS, meetsMinimum, type Formation, type FormationShip } from "../tables";
import { emit } from "../../../engine/kit";
import type { Ctx } from "../events";
import { loseCounter } from "./losses";
import { inForce } from "./units";
import { attackOf, defenseOf } from "../queries";

/** Task forces of `side` in the battle hex with at least one formation counter. */
export function draftingTaskForces(s: DoubleStarState, c: HexCombat, side: Side): string[] {
  return s.taskForces
    .filter((tf) => tf.side === side && tf.formations.length > 0)
    .filter((tf) => {
      const cs = shipById(s, tf.id);
      return cs !== null && cs.loc.kind === "space" && cs.loc.hex === c.hex;
    })
    .map((tf) => tf.id);
}

/** Counters of a task force not yet used in the draft. */
export function freeCounters(s: DoubleStarState, draft: Draft, taskForce: string): Formation[] {
  const left = [...(s.taskForces.find((t) => t.id === taskForce)?.formations ?? [])];
  for (const g of draft.groups) {
    if (g.taskForce !== taskForce) continue;
    for (const f of g.counters) {
      const i = left.indexOf(f);
      if (i >= 0) left.splice(i, 1);
    }
  }
  return left;
}

/** Ships of a task force in the battle hex not yet in a group of the draft. */
export function unassignedShips(s: DoubleStarState, c: HexCombat, draft: Draft, taskForce: string): string[] {
  const used = new Set(draft.groups.flatMap((g) => g.ships));
  return spaceShipsAt(s, c.hex)
    .filter((x) => (x.id === taskForce || x.taskForce === taskForce) && !used.has(x.id))
    .sort(byId)
    .map((x) => x.id);
}

export function openGroup(draft: Draft): Group | null {
  return draft.open ? (draft.groups.find((g) => g.id === draft.open) ?? null) : null;
}

/** The label that names a draft group to its owner only (the conformance leak check looks for it). */
export function draftLabel(c: HexCombat, g: Group): string {
  return `formation-draft:${g.side}:combat${c.id}:${g.id}:${g.counters.join("+")}:${g.ships.join("+")}:${g.screened.join("+")}`;
}

function changed(ctx: Ctx, c: HexCombat, side: Side, detail: string, g: Group | null): void {
  emit(ctx, { type: "FormationDraftChanged", side, combat: c.id, detail, ...(g ? { label: draftLabel(c, g) } : {}) });
}

export function formGroup(ctx: Ctx, c: HexCombat, side: Side, taskForce: string, formation: Formation): void {
  const draft = c.drafts[side]!;
  draft.opened++;
  const g: Group = {
    id: `G${c.id}${side === "islamic" ? "i" : "c"}${draft.opened}`,
    side,
    taskForce,
    counters: [formation],
    ships: [],
    screened: [],
    formedRound: 1,
  };
  draft.groups.push(g);
  draft.open = g.id;
  changed(ctx, c, side, `opened ${g.id} of ${taskForce} as ${formation}`, g);
}

export function addToGroup(ctx: Ctx, c: HexCombat, side: Side, ship: string, screened: boolean): void {
  const g = openGroup(c.drafts[side]!)!;
  g.ships.push(ship);
  if (screened) g.screened.push(ship);
  changed(ctx, c, side, `${ship} into ${g.id}${screened ? " (screened)" : ""}`, g);
}

export function addBackup(ctx: Ctx, c: HexCombat, side: Side, formation: Formation): void {
  const g = openGroup(c.drafts[side]!)!;
  g.counters.push(formation);
  changed(ctx, c, side, `${formation} beneath ${g.id}`, g);
}

export function closeGroup(ctx: Ctx, c: HexCombat, side: Side): void {
  const draft = c.drafts[side]!;
  const g = openGroup(draft);
  draft.open = null;
  // An empty group gives its counters back to the task force.
  if (g && g.ships.length === 0) draft.groups = draft.groups.filter((x) => x.id !== g.id);
  changed(ctx, c, side, g ? `closed ${g.id}` : "closed", null);
}

export function formationsReady(ctx: Ctx, c: HexCombat, side: Side): void {
  closeGroup(ctx, c, side);
  c.drafts[side]!.ready = true;
  changed(ctx, c, side, "ready", null);
}

function shipsOf(s: DoubleStarState, g: Group): FormationShip[] {
  return g.ships.map((id) => {
    const ship = shipById(s, id)!;
    return { attack: attackOf(ship), defense: defenseOf(s, ship), screened: g.screened.includes(id) };
  });
}

/**
 * A group settles on the first of its counters it can meet the minimum for; counters above it are
 * set aside (returned to the task force unused when declared, lost in battle). Screens are kept
 * only under wedge and cylinder. Returns false when no counter is left: the ships are scattered.
 */
function settle(ctx: Ctx, g: Group, lose: boolean): boolean {
  while (g.counters.length > 0) {
    const f = g.counters[0]!;
    if (!FORMATION_EFFECTS[f].screens) g.screened = [];
    if (meetsMinimum(f, shipsOf(ctx.s, g))) return true;
    g.counters.shift();
    if (lose) loseCounter(ctx, g.taskForce, f, "belowMinimum", g.id);
  }
  return false;
}

/** Both sides are ready: the declarations are opened and checked against the minimums (DS 6.8). */
export function revealFormations(ctx: Ctx, c: HexCombat): void {
  const groups: Group[] = [];
  for (const side of SIDES) {
    const draft = c.drafts[side];
    if (!draft) continue;
    for (const g of draft.groups) {
      g.formedRound = 1;
      if (settle(ctx, g, false)) groups.push(g);
    }
  }
  c.groups = groups;
  c.drafts = { islamic: null, chinese: null };
  const inGroups = new Set(groups.flatMap((g) => g.ships));
  const scattered = spaceShipsAt(ctx.s, c.hex)
    .filter((x) => !inGroups.has(x.id))
    .sort(byId)
    .map((x) => x.id);
  emit(ctx, { type: "FormationsRevealed", combat: c.id, groups: structuredClone(groups), scattered });
}

function scatterGroup(ctx: Ctx, c: HexCombat, g: Group): void {
  c.groups = c.groups.filter((x) => x.id !== g.id);
  emit(ctx, { type: "GroupScattered", side: g.side, group: g.id, ships: [...g.ships] });
}

/**
 * DS 6.6: a globe that fires at a formation without the three-ship margin becomes scattered. It
 * keeps its counters (nothing was lost in battle); its ships fire on their own this round.
 */
export function scatterShortGlobe(ctx: Ctx, c: HexCombat, g: Group): void {
  scatterGroup(ctx, c, g);
}

/** Result B (DS 6.11): the formation in force is lost; a back-up is assumed, else all scatter. */
export function breakGroup(ctx: Ctx, c: HexCombat, g: Group): void {
  const f = inForce(g);
  if (!f || !c.groups.includes(g)) return;
  g.counters.shift();
  loseCounter(ctx, g.taskForce, f, "broken", g.id);
  // A broken wedge scatters all its ships (DS 6.4); its back-ups stay with the task force.
  if (f === "wedge") return scatterGroup(ctx, c, g);
  reform(ctx, c, g);
}

function reform(ctx: Ctx, c: HexCombat, g: Group): void {
  if (!settle(ctx, g, false)) return scatterGroup(ctx, c, g);
  g.formedRound = c.round + 1;
  emit(ctx, { type: "FormationAssumed", side: g.side, group: g.id, formation: inForce(g)! });
}

/** After losses: a formation whose ships fall below its minimum loses its counter (DS 7.5). */
export function checkMinimums(ctx: Ctx, c: HexCombat): void {
  for (const g of [...c.groups]) {
    const f = inForce(g);
    if (!f) {
      scatterGroup(ctx, c, g);
      continue;
    }
    if (meetsMinimum(f, shipsOf(ctx.s, g))) continue;
    g.counters.shift();
    loseCounter(ctx, g.taskForce, f, "belowMinimum", g.id);
    reform(ctx, c, g);
  }
}
