// The built-in bot: a random legal player. Finite choices are picked uniformly; continuous ones
// are sampled uniformly inside the bounds pending() gives (distance, turn, position, facing),
// every candidate checked by the same validation the rules apply, with a deterministic scan of
// the bounds as a fallback. It keeps its ships on the table when it can, and a few light
// heuristics (line ships astern of their leader, a second fleet set up toward its own edge) keep
// set-up from painting itself into a corner. Everything random comes from the rng handed in.
import type { SeatId } from "../../engine/contract";
import { pickLegal } from "../../engine/kit";
import type { Rng } from "../../engine/rng";
import type {
  BuyFleetAction,
  Design,
  FireAction,
  IronStarsAction,
  MoveBackwardAction,
  MoveShipAction,
  PlaceShipAction,
  PurchaseItem,
  Volley,
} from "./actions";
import { advance, normDeg, type Point } from "./geometry";
import { promptOf } from "./owing";
import { unfiredIn, unmovedIn } from "./per-state";
import { pending } from "./pending";
import { fireBounds, preferredArc } from "./rules/fire";
import { clearMoveIn } from "./rules/boxed-in";
import { checkMoveBackward, checkMoveShip } from "./rules/movement";
import { moveBounds, planBackward, planForward, turnSplits, type MoveBounds } from "./rules/move-plan";
import { checkPlace, checkStrict, placementBounds, placementScan } from "./rules/placement";
import { checkBuy, fleetLimits, recordFromDesign } from "./rules/purchase";
import { netShips } from "./rules/turn";
import { CLASS_IDS, recordProblems, SHIP_CLASSES, type TrackRange } from "./ships";
import type { IronStarsState, Ship } from "./state";
import { liveFleet, otherSeat, shipById } from "./queries";
import { vouch } from "../../engine/listed";
import { DICE, MAX_FLEET_SHIPS, TABLE_HEIGHT, TABLE_WIDTH, type Arc } from "./tables";

const between = (rng: Rng, lo: number, hi: number): number => (hi <= lo ? lo : lo + rng.int(hi - lo + 1));

export function bot(s: IronStarsState, seat: SeatId, rng: Rng): IronStarsAction {
  // The prompt alone (owing.ts): pending() would work out every ship's bounds, which the bot
  // reads only for the ship it picks.
  const prompt = promptOf(s, seat);
  if (!prompt) throw new Error(`${seat} owes no decision`);
  switch (prompt) {
    case "buyFleet":
      return botBuy(s, rng);
    case "placeShip":
      return botPlace(s, seat, rng);
    case "move":
      return botMove(s, seat, rng);
    case "fire":
      // Legal by construction (botFire), so apply need not run checkFire again.
      return vouch(botFire(s, seat, rng), s, seat, "legal");
    case "setNets": {
      const ships = netShips(s, seat);
      return { type: "setNets", deployed: ships.filter(() => rng.int(2) === 0).map((x) => x.id) };
    }
    default:
      return pickLegal(pending(s).find((d) => d.seat === seat)!, seat, rng);
  }
}

// purchase
function randomTrack(
  rng: Rng,
  filled: { armour: boolean; primary: boolean; secondary: boolean; light: boolean },
): Record<string, TrackRange> {
  const hullTo = between(rng, 1, 12);
  const sections = (["armour", "thrust", "primary", "secondary", "light"] as const).filter(
    (x) => x === "thrust" || filled[x as keyof typeof filled],
  );
  const track: Record<string, TrackRange> = {
    hull: { from: 1, to: hullTo },
    armour: null,
    thrust: null,
    primary: null,
    secondary: null,
    light: null,
  };
  let next = hullTo + 1;
  sections.forEach((section, i) => {
    const room = 20 - next + 1 - (sections.length - i - 1);
    const size = i === sections.length - 1 ? 20 - next + 1 : between(rng, 1, Math.max(1, Math.min(room, 6)));
    track[section] = { from: next, to: next + size - 1 };
    next += size;
  });
  return track;
}

/** A random record inside the book's ranges, or null when the budget is too small. */
export function randomDesign(rng: Rng, maxPoints: number, n: number): Design | null {
  if (maxPoints < 5) return null;
  const hull = between(rng, 1, 20);
  const die = () => DICE[rng.int(DICE.length)]!;
  const primary = rng.int(2) === 0 ? { guns: between(rng, 1, 4), die: die(), damage: between(rng, 1, 3) } : null;
  const secondary = rng.int(2) === 0 ? { guns: between(rng, 1, 6), die: die(), damage: between(rng, 1, 2) } : null;
  const light = between(rng, 0, 6);
  const armour = between(rng, 0, 3);
  const mines = between(rng, 0, 2);
  const q = mines > 0 && hull > 1 ? [between(rng, 1, hull)] : [];
  const design: Design = {
    name: `Bot design ${n}`,
    type: "Design",
    points: between(rng, 5, Math.min(60, maxPoints)),
    hull,
    armour,
    thrust: between(rng, 2, 10),
    primary,
    secondary,
    light,
    torpedoes: rng.int(2) === 0 ? { guns: between(rng, 1, 4), die: die(), damage: between(rng, 1, 3) } : null,
    track: randomTrack(rng, {
      armour: armour > 0,
      primary: primary !== null,
      secondary: secondary !== null,
      light: light > 0,
    }) as Design["track"],
    q,
    equipment: { rockets: 0, fireArrows: 0, mines, lightningProjectors: null, gyroscopicStabilizer: false, keelBombard: false },
  };
  return recordProblems(recordFromDesign(design), false).length === 0 ? design : null;
}

/** A random fleet inside the budget: the bot's purchase, and the opponent's guess at a hidden one (opponent.ts). */
export function botBuy(s: IronStarsState, rng: Rng): BuyFleetAction {
  // The bot keeps to the strict window, inside the legal one, so two bots' fleets always balance.
  const { min, max } = fleetLimits(s.options.points, true);
  for (let attempt = 0; attempt < 50; attempt++) {
    const items: PurchaseItem[] = [];
    let total = 0;
    if (s.options.designs && rng.int(3) === 0) {
      const d = randomDesign(rng, Math.min(60, max - 5), 1);
      if (d) {
        items.push({ design: d });
        total += d.points;
      }
    }
    while (items.length < MAX_FLEET_SHIPS) {
      const slots = MAX_FLEET_SHIPS - items.length;
      const needed = Math.max(0, min - total);
      const fits = CLASS_IDS.filter((id) => SHIP_CLASSES[id]!.points <= max - total && SHIP_CLASSES[id]!.points * slots >= needed);
      if (fits.length === 0 || (total >= min && rng.int(4) === 0)) break;
      const id = rng.pick(fits, "bot: ship class");
      items.push({ class: id });
      total += SHIP_CLASSES[id]!.points;
    }
    const action = { type: "buyFleet" as const, ships: items };
    if (checkBuy(s, action) === null) return action;
  }
  throw new Error("bot could not buy a fleet inside the budget");
}

// placement
function towardEdgeAngle(s: IronStarsState, seat: SeatId): number {
  return s.seats[0] === seat ? 270 : 90;
}

function placeCandidate(s: IronStarsState, seat: SeatId, rng: Rng, shipId: string, momentum: number): PlaceShipAction {
  const b = placementBounds(s, seat);
  const at = (p: Point, facing: number): PlaceShipAction => ({
    type: "placeShip",
    ship: shipId,
    x: Math.max(0, Math.min(TABLE_WIDTH, p.x)),
    y: Math.max(0, Math.min(TABLE_HEIGHT, p.y)),
    facing: normDeg(facing),
    momentum,
  });
  const jitter = (n: number) => between(rng, -n, n);
  if (b.edge) {
    const depth = s.formations ? between(rng, 400, 800) : between(rng, 100, 1200);
    const y = b.edge.edge === "south" ? depth : TABLE_HEIGHT - depth;
    const facing = s.formations ? rng.int(2) * 180 + jitter(6) : rng.int(360);
    return at({ x: between(rng, s.formations ? 2200 : 600, TABLE_WIDTH - (s.formations ? 2200 : 600)), y }, facing);
  }
  if (b.ring) {
    // Toward its own edge, not too far, facing the enemy: a line then forms astern, away from it.
    const angle = towardEdgeAngle(s, seat) + jitter(s.formations ? 8 : 60);
    const p = advance(
      b.ring.centre,
      angle,
      between(rng, b.ring.minDistance, s.formations ? b.ring.minDistance + 100 : b.ring.minDistance + 600),
    );
    return at(p, angle + 180 + jitter(20));
  }
  const f = b.formation;
  if (f && f.kind === "line") {
    const lead = shipById(s, f.behind)!;
    return at(advance(lead.position!, lead.facing + 180 + jitter(8), between(rng, 150, f.within)), lead.facing + jitter(6));
  }
  if (f && f.kind === "flank" && f.lineShips.length > 0) {
    const lead = shipById(s, rng.pick(f.lineShips, "bot: flank of"))!;
    const side = rng.int(2) === 0 ? 90 : -90;
    return at(advance(lead.position!, lead.facing + side + jitter(25), between(rng, 120, f.within)), lead.facing + jitter(20));
  }
  const friends = b.nearFriendly!.ships;
  const friend = rng.pick(friends, "bot: next to");
  return at(advance(friend.position, rng.int(360), between(rng, 120, b.nearFriendly!.within)), rng.int(360));
}

function botPlace(s: IronStarsState, seat: SeatId, rng: Rng): PlaceShipAction {
  const b = placementBounds(s, seat);
  const choice = rng.pick(b.ships, "bot: ship to place");
  const momentum = between(rng, choice.momentum.min, choice.momentum.max);
  for (let i = 0; i < 300; i++) {
    const a = placeCandidate(s, seat, rng, choice.ship, momentum);
    // Strictly legal is legal (checkPlace passes whatever checkStrict passes): apply need not check it again.
    if (checkStrict(s, seat, a) === null) return vouch(a, s, seat, "legal");
  }
  const scanned = placementScan(s, seat, choice.ship, momentum);
  if (scanned) return vouch(scanned, s, seat, "wellFormed");
  // R15: nowhere legal, so anywhere clear within 12" of the own edge.
  for (let i = 0; i < 500; i++) {
    const depth = between(rng, 50, 1200);
    const a: PlaceShipAction = {
      type: "placeShip",
      ship: choice.ship,
      x: between(rng, 100, TABLE_WIDTH - 100),
      y: s.seats[0] === seat ? depth : TABLE_HEIGHT - depth,
      facing: rng.int(360),
      momentum,
    };
    if (checkPlace(s, seat, a) === null) return vouch(a, s, seat, "wellFormed");
  }
  throw new Error(`bot found no legal place for ${choice.ship}`);
}

// movement
/** The turn that would point the ship at `target`, in −180..180, by a floating estimate (the bot only aims). */
export function turnToward(from: Point, facing: number, target: Point): number {
  const bearing = Math.round((Math.atan2(target.y - from.y, target.x - from.x) * 180) / Math.PI);
  const d = normDeg(bearing - facing);
  return d > 180 ? d - 360 : d;
}

export function nearestEnemy(s: IronStarsState, ship: Ship & { position: Point }): Point {
  let best: Point = { x: TABLE_WIDTH / 2, y: TABLE_HEIGHT / 2 };
  let bestD = Infinity;
  for (const e of liveFleet(s, otherSeat(s, ship.side))) {
    const d = (e.position.x - ship.position.x) ** 2 + (e.position.y - ship.position.y) ** 2;
    if (d < bestD) {
      bestD = d;
      best = e.position;
    }
  }
  return best;
}

function moveCandidate(s: IronStarsState, ship: Ship & { position: Point }, b: MoveBounds, rng: Rng): MoveShipAction | MoveBackwardAction {
  const mines = b.mines > 0 && rng.int(6) === 0 ? between(rng, 1, b.mines) : 0;
  if (b.backward && rng.int(8) === 0)
    return { type: "moveBackward", ship: ship.id, distance: between(rng, 1, b.backward.maxDistance), mines };
  const total = between(rng, b.minDistance, b.maxDistance);
  const options = b.mayTurn ? turnSplits(b, total) : [];
  if (options.length === 0 || rng.int(4) === 0) return { type: "moveShip", ship: ship.id, first: total, turn: 0, second: 0, mines };
  const split = rng.pick(options, "bot: where to turn");
  // First leg anywhere from the split point to the end keeps "no farther after than before".
  const first = split.first === 0 || split.second === 0 ? split.first : between(rng, split.first, total);
  const second = total - first;
  let turn: number;
  if (rng.int(2) === 0) {
    const pivot = advance(ship.position, ship.facing, first);
    turn = Math.max(-split.limit, Math.min(split.limit, turnToward(pivot, ship.facing, nearestEnemy(s, ship))));
  } else turn = between(rng, -split.limit, split.limit);
  if (turn === 0) return { type: "moveShip", ship: ship.id, first: total, turn: 0, second: 0, mines };
  return { type: "moveShip", ship: ship.id, first, turn, second, mines };
}

function legalMove(s: IronStarsState, seat: SeatId, a: MoveShipAction | MoveBackwardAction): boolean {
  return (a.type === "moveShip" ? checkMoveShip(s, seat, a) : checkMoveBackward(s, seat, a)) === null;
}

function staysOn(ship: Ship & { position: Point }, a: MoveShipAction | MoveBackwardAction): boolean {
  return !(a.type === "moveShip" ? planForward(ship, a.first, a.turn, a.second) : planBackward(ship, a.distance)).offTable;
}

function botMove(s: IronStarsState, seat: SeatId, rng: Rng): MoveShipAction | MoveBackwardAction {
  const ship = rng.pick(unmovedIn(s, seat), "bot: ship to move");
  const b = moveBounds(s, ship);
  for (let i = 0; i < 60; i++) {
    const a = moveCandidate(s, ship, b, rng);
    if ((i >= 40 || staysOn(ship, a)) && legalMove(s, seat, a)) return vouch(a, s, seat, "legal");
  }
  // The engine's own scan of the bounds; when it finds nothing the ship is boxed in and any move
  // within the bounds is accepted (the engine carries it on until clear).
  const clear = clearMoveIn(s, ship);
  if (clear) return vouch(clear, s, seat, "wellFormed");
  return vouch({ type: "moveShip", ship: ship.id, first: b.minDistance, turn: 0, second: 0, mines: 0 }, s, seat, "wellFormed");
}

// fire
/**
 * A ship still to fire, and volleys read off its firing bounds, so every volley is one checkFire
 * passes (test/games/iron-stars/bot-fire.test.ts checks it over seeded games): targets are enemies
 * on the table in range and in sight (the bounds list no other), one volley per weapon and per
 * light-gun target, no arc claimed, so the rules take the preferred arc — the beam on a diagonal,
 * where a battery bears at least as many guns as fore or aft (tables.ts) and the bounds' most
 * guns (the better arc's) fit — and light guns kept within the guns left and each arc's half.
 */
function botFire(s: IronStarsState, seat: SeatId, rng: Rng): FireAction | { type: "ceaseFire" } {
  if (rng.int(50) === 0) return { type: "ceaseFire" };
  const ship = rng.pick(unfiredIn(s, seat), "bot: ship to fire");
  const fb = fireBounds(s, ship);
  const volleys: Volley[] = [];
  if (rng.int(12) === 0) return { type: "fire", ship: ship.id, volleys };
  for (const w of fb.weapons) {
    if (w.weapon === "light") {
      const used: Record<Arc, number> = { forward: 0, aft: 0, port: 0, starboard: 0 };
      let left = w.guns;
      const order = [...w.targets];
      for (let i = order.length - 1; i > 0; i--) {
        const j = rng.int(i + 1);
        [order[i], order[j]] = [order[j]!, order[i]!];
      }
      for (const t of order) {
        const arc = preferredArc(t.arcs, "light");
        const can = Math.min(left, w.perArc! - used[arc]);
        if (can <= 0) continue;
        const guns = between(rng, 1, can);
        used[arc] += guns;
        left -= guns;
        volleys.push({ weapon: "light", target: t.target, guns });
      }
      continue;
    }
    const expendable = w.weapon === "torpedoes" || w.weapon === "rockets" || w.weapon === "fireArrows";
    if (expendable && rng.int(2) === 0) continue;
    const t = rng.pick(w.targets, `bot: ${w.weapon} target`);
    volleys.push({ weapon: w.weapon, target: t.target, guns: expendable ? between(rng, 1, t.maxGuns) : t.maxGuns });
  }
  return { type: "fire", ship: ship.id, volleys };
}
