// The Chinese plan of the Sneak Attack (DS 10.1), as the built-in opponent's knowledge: the only
// Chinese victory is a base set down on a large world of An-Nur, and bases cannot be produced once
// the game runs (README D5), so the plan starts at set-up: buy bases and a transport landed on each
// (DS 8.1, DS 4.5), load the base, fly the loaded transport at the nearest large world of An-Nur with
// an empty land hex, and land there (DS 4.2: a ship carrying a base lands on any empty land hex,
// which sets the base down and wins at once). It also places An-Nur's large worlds, which the Chinese
// put on their paths (DS 9.1), where the path comes nearest Az-Zarr. A random search cannot find
// this: the landing pays off tens of turns (hundreds of decisions) after the purchase.
//
// Everything read here is on the board both sides see (no raid target, no formation draft), so
// the plan's step is the same in every state the seat cannot tell apart.
import { axialDistance } from "../../hex";
import type { DoubleStarAction } from "./actions";
import { BODY_IDS, bodyData, distanceFromStar, landSites, MAP, type Side } from "./map";
import { bodyState, landedAt, shipById, shipHex, siteOf } from "./queries";
import { movableUnits } from "./rules/movement";
import { MAX_TRANSPORTS } from "./ships";
import type { DoubleStarState, Ship } from "./state";
import { defenceStep } from "./opponent-defence";
import { fleetBuy, siegeStep } from "./opponent-siege";
import { waitStep } from "./opponent-wait";

/** Bases the plan buys and carries at once: a second and third carrier where the first is caught. */
export const CARRIERS = 3;

const hexDistance = (a: number, b: number): number =>
  axialDistance({ q: MAP.grid.q[a]!, r: MAP.grid.r[a]! }, { q: MAP.grid.q[b]!, r: MAP.grid.r[b]! });

/** Whether the plan applies: the Sneak Attack, the Chinese seat. */
export function planFor(s: DoubleStarState, seat: string): seat is "chinese" {
  return s.scenario === "sneakAttack" && seat === "chinese" && s.phase !== "over";
}

/** An-Nur's large worlds with a land hex a carrier may land on (no owner, nobody landed): their hexes. */
export function landingWorlds(s: DoubleStarState): { body: string; hex: number }[] {
  const out: { body: string; hex: number }[] = [];
  for (const b of BODY_TARGETS) {
    const hex = bodyState(s, b).hex;
    if (hex < 0) continue;
    if (landSites(b).some((site) => siteOf(s, b, site)!.owner === null && landedAt(s, b, site).length === 0)) out.push({ body: b, hex });
  }
  return out;
}

/** The large worlds of An-Nur: where a Chinese base wins (DS 10.1). */
const BODY_TARGETS = BODY_IDS.filter((b) => bodyData(b).star === "an-nur" && bodyData(b).disc === "large");

/** Hexes from `hex` to the nearest world a carrier could set its base down on (30 when none). */
export function toLanding(s: DoubleStarState, hex: number, worlds = landingWorlds(s)): number {
  let best = 30;
  for (const w of worlds) best = Math.min(best, hexDistance(hex, w.hex));
  return best;
}

/** Chinese ships carrying a base, and transports landed on a movable Chinese base (carriers to be). */
export function carriers(s: DoubleStarState): { loaded: Ship[]; ready: number } {
  const loaded = s.ships.filter((x) => x.side === "chinese" && x.cargo === "base");
  let ready = 0;
  for (const st of s.sites) if (st.owner === "chinese" && st.basesMovable > 0) ready += st.basesMovable;
  return { loaded, ready };
}

const enemyAt = (s: DoubleStarState, hex: number, side: Side): boolean =>
  s.ships.some((x) => x.side !== side && x.loc.kind === "space" && x.loc.hex === hex);

/**
 * The plan's next step among the listed `choices`, or null where it has none (the search decides).
 * With `siege` (the thorough level's line), while every land hex of An-Nur's large worlds is held,
 * the fleet besieges one of them (opponent-siege.ts) until a hex is struck empty. Where the Chinese
 * cannot land (no base left, or every hex held and no siege), the movement waits (opponent-wait.ts).
 */
export function planStep(
  s: DoubleStarState,
  seat: string,
  prompt: string,
  choices: readonly DoubleStarAction[],
  siege = false,
): DoubleStarAction | null {
  if (!planFor(s, seat)) return null;
  const closed = landingWorlds(s).length === 0;
  const besiege = siege && chineseCanWin(s) && closed;
  // No base to carry, or nowhere to set one down and no siege to open a hex: the Chinese cannot
  // land, so their movement only decides how long the game runs (opponent-wait.ts).
  const waiting = !chineseCanWin(s) || (closed && !siege);
  if (waiting && (prompt === "movement" || prompt === "moveUnit")) return waitStep(s, prompt, choices);
  switch (prompt) {
    case "placeWorld":
      return nearestAzZarr(choices);
    case "buyForces":
      return buyStep(s, choices) ?? (siege ? fleetBuy(s, choices) : null);
    case "movement":
      return movementStep(s, choices) ?? (besiege ? siegeStep(s, prompt, choices) : null);
    case "moveUnit":
      return carrierMove(s, choices) ?? (besiege ? siegeStep(s, prompt, choices) : null);
    case "strikes":
      return besiege ? siegeStep(s, prompt, choices) : null;
    default:
      return null;
  }
}

/** An-Nur's large worlds go where their paths come nearest Az-Zarr (DS 9.1: the Chinese place them). */
function nearestAzZarr(choices: readonly DoubleStarAction[]): DoubleStarAction | null {
  let best: DoubleStarAction | null = null;
  let bestD = Infinity;
  for (const c of choices) {
    if (c.type !== "placeWorld" || bodyData(c.world).star !== "an-nur" || bodyData(c.world).disc !== "large") continue;
    const d = distanceFromStar(c.hex, "az-zarr");
    if (d < bestD) [best, bestD] = [c, d];
  }
  return best;
}

/** Set-up: bases first, on the world nearest An-Nur; then a transport landed on each new base. */
function buyStep(s: DoubleStarState, choices: readonly DoubleStarAction[]): DoubleStarAction | null {
  const bases = s.sites.filter((st) => st.owner === "chinese" && st.basesMovable > 0);
  const transportAt = (body: string, site: string) =>
    s.ships.some(
      (x) => x.side === "chinese" && x.kind === "transport" && x.loc.kind === "surface" && x.loc.body === body && x.loc.site === site,
    );
  const bought = s.ships.filter((x) => x.side === "chinese" && x.kind === "transport").length;
  // A transport for a base that has none landed on it.
  for (const st of bases) {
    if (transportAt(st.body, st.site) || bought >= MAX_TRANSPORTS) continue;
    const c = choices.find((x) => x.type === "buy" && x.item === "transport" && x.body === st.body && x.site === st.site);
    if (c) return c;
  }
  if (bases.length >= CARRIERS) return null;
  let best: DoubleStarAction | null = null;
  let bestD = Infinity;
  for (const c of choices) {
    if (c.type !== "buy" || c.item !== "base" || c.site === null) continue;
    // A base on a planetoid may have to hold up population; a world's never does.
    if (bodyData(c.body).disc !== "large") continue;
    if (bases.some((st) => st.body === c.body && st.site === c.site)) continue;
    const d = distanceFromStar(bodyState(s, c.body).hex, "an-nur");
    if (d < bestD) [best, bestD] = [c, d];
  }
  return best;
}

/** Movement: load a waiting base, take carriers out of task forces, then move each carrier; the rest is the search's. */
function movementStep(s: DoubleStarState, choices: readonly DoubleStarAction[]): DoubleStarAction | null {
  const load = choices.find((c) => c.type === "loadCargo" && c.cargo === "base");
  if (load) return load;
  // A task force with other ships keeps station in space (README D3): a carrier flies alone.
  const leave = choices.find((c) => c.type === "leaveTaskForce" && shipById(s, c.ship)?.cargo === "base");
  if (leave) return leave;
  const movable = new Set(movableUnits(s, "chinese"));
  for (const c of choices) {
    if (c.type !== "selectUnit" || !movable.has(c.unit)) continue;
    if (shipById(s, c.unit)?.cargo === "base") return c;
  }
  return null;
}

/** A carrier's move: land on An-Nur's large world if it can (a win), else close on the nearest one. */
function carrierMove(s: DoubleStarState, choices: readonly DoubleStarAction[]): DoubleStarAction | null {
  const ship = s.moving ? shipById(s, s.moving) : null;
  if (ship?.cargo !== "base") return null;
  const land = choices.find((c) => c.type === "landUnit" && bodyData(c.body).star === "an-nur" && bodyData(c.body).disc === "large");
  if (land) return land;
  const worlds = landingWorlds(s);
  if (!worlds.length) return null;
  const from = shipHex(s, ship);
  let best: DoubleStarAction | null = null;
  let bestScore = toLanding(s, from, worlds) + (enemyAt(s, from, "chinese") ? 3 : 0);
  for (const c of choices) {
    if (c.type !== "moveUnit") continue;
    // An enemy in the hex means a battle a transport loses: worth three hexes of detour.
    const score = toLanding(s, c.hex, worlds) + (enemyAt(s, c.hex, "chinese") ? 3 : 0) + facingCost(c.hex, c.facing, worlds);
    if (score < bestScore) [best, bestScore] = [c, score];
  }
  return best;
}

/** A little for facing away from the nearest target world: the next move starts along the facing (DS 4.1). */
function facingCost(hex: number, facing: number, worlds: { hex: number }[]): number {
  const ahead = MAP.grid.neighbours[hex * 6 + facing];
  if (ahead === undefined || ahead < 0) return 0.5;
  let now = 30;
  let next = 30;
  for (const w of worlds) {
    now = Math.min(now, hexDistance(hex, w.hex));
    next = Math.min(next, hexDistance(ahead, w.hex));
  }
  return next < now ? 0 : next === now ? 0.25 : 0.5;
}

/** Whether the Chinese can still win: a base aboard, or one still movable (none can be produced, README D5). */
export function chineseCanWin(s: DoubleStarState): boolean {
  const { loaded, ready } = carriers(s);
  return loaded.length > 0 || ready > 0;
}

/**
 * What the opponent weighs (OpponentKnowledge.weigh) in the Sneak Attack: the Chinese plan's step
 * or the Islamic defence's (opponent-defence.ts) where it has one, the only choice weighed (and what
 * a rollout plays, so the search's rollouts carry the base on and cover An-Nur too); for the
 * Islamic side, while the Chinese cannot win (no base to carry, or no empty land hex to set it down
 * on), the movement phase is passed (DS 10.1: time wins it); other movement choices without the
 * ones that change nothing (`matters`). Elsewhere every listed choice. `siege`: the Chinese plan's
 * siege of a fully held world (the thorough level's, opponent-siege.ts).
 */
export function planFocus(
  s: DoubleStarState,
  seat: string,
  prompt: string,
  listed: readonly DoubleStarAction[],
  siege = false,
): DoubleStarAction[] {
  if (s.scenario !== "sneakAttack" || s.phase === "over") return [];
  const step = seat === "chinese" ? planStep(s, seat, prompt, listed, siege) : defenceStep(s, seat, prompt, listed);
  if (step) return [step];
  if (prompt !== "movement") return [];
  // With no base left to carry, or no empty land hex on An-Nur's large worlds to set one down on
  // (the defence's population covers them), the Chinese cannot win this turn: time is Islamic.
  if (seat === "islamic" && (!chineseCanWin(s) || landingWorlds(s).length === 0)) {
    const end = listed.find((c) => c.type === "endMovement");
    return end ? [end] : [];
  }
  return listed.filter(matters);
}

/**
 * The movement choices worth a search: units to move, cargo, the end of the phase. Joining and
 * leaving task forces and shifting power plants on a surface change nothing a rollout can score
 * and can be repeated without end within one phase (a searched side did, for 5,000 entries).
 */
function matters(c: DoubleStarAction): boolean {
  return c.type !== "joinTaskForce" && c.type !== "leaveTaskForce" && c.type !== "relocate" && c.type !== "offerStalemate";
}
