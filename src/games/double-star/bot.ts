// The built-in bot: a random legal player over the choices pending() lists. It is not uniform:
// each choice gets a weight so random games make progress the way players do — they finish their
// set-up, end their movement phases, fly towards the enemy's star, fire rather than hold — so a
// game between two bots meets in battle and ends within a few thousand actions.
import type { SeatId } from "../../engine/contract";
import type { Rng } from "../../engine/rng";
import type { DoubleStarAction } from "./actions";
import { distanceFromStar, distancesFromStar, STARS, type Side } from "./map";
import { pending } from "./pending";
import { enemyOf, isSide } from "./seats";
import type { DoubleStarState } from "./state";
import { shipById, shipHex } from "./queries";

function enemyStar(side: Side) {
  return STARS.find((x) => x.side === enemyOf(side))!.id;
}

/**
 * What the weights of one decision look up again and again, worked out once: the enemy's star and
 * each unit's distance from it (a moveUnit prompt lists ~140 moves of the same unit).
 */
class Lookups {
  readonly star: ReturnType<typeof enemyStar>;
  // Made when a second unit is asked about: most decisions ask about one unit or none.
  private distances: Map<string, number | null> | null = null;
  // A moveUnit prompt asks about one unit ~140 times in a row: the last answer is kept at hand.
  private lastUnit = "";
  private lastDistance: number | null = null;
  constructor(
    private readonly s: DoubleStarState,
    side: Side,
  ) {
    this.star = enemyStar(side);
  }
  /** How far the unit's ship is from the enemy's star; null when there is no such ship. */
  unitDistance(unit: string): number | null {
    if (unit === this.lastUnit) return this.lastDistance;
    let d = this.distances?.get(unit);
    if (d === undefined) {
      const ship = shipById(this.s, unit);
      d = ship ? distanceFromStar(shipHex(this.s, ship), this.star) : null;
      if (this.lastUnit !== "") (this.distances ??= new Map([[this.lastUnit, this.lastDistance]])).set(unit, d);
    }
    this.lastUnit = unit;
    this.lastDistance = d;
    return d;
  }
}

/** The weight of choice `a`, whose type the caller has read (`type`: a.type). */
function weight(at: Lookups, prompt: string, type: DoubleStarAction["type"], a: DoubleStarAction, total: number): number {
  // Switched on the type read once by the caller: a list mixes a dozen shapes of action, so each
  // read of `.type` is a megamorphic lookup (bench/README 5s).
  switch (type) {
    case "offerStalemate":
      return total * 0.03;
    case "finishSetup":
      return total * 0.15;
    case "joinTaskForce":
      return 5;
    case "placePopulation":
      return (a as Extract<DoubleStarAction, { type: "placePopulation" }>).amount >= 100 ? 6 : 1;
    case "selectUnit": {
      // A spearhead: the nearer a unit is to the enemy's star, the likelier it moves again.
      const dist = at.unitDistance((a as Extract<DoubleStarAction, { type: "selectUnit" }>).unit) ?? 30;
      return 4 * 2 ** ((40 - Math.min(40, dist)) / 6);
    }
    case "moveUnit": {
      const move = a as Extract<DoubleStarAction, { type: "moveUnit" }>;
      const from = at.unitDistance(move.unit);
      if (from === null) return 1;
      const gain = from - distanceFromStar(move.hex, at.star);
      return gain > 0 ? 4 ** gain : 0.5;
    }
    case "landUnit":
      return 6;
    case "relocate":
    case "leaveTaskForce":
      return 0.1;
    case "holdUnit":
      return 0.5;
    case "attack":
      return 4;
    case "autoTarget":
      return 3;
    case "breakOff":
      return 0.3;
    case "planetoidsDone":
    case "impactsDone":
    case "productionDone":
      return total * 4;
    default:
      return prompt === "formations" && type === "formationsReady" ? 1.5 : 1;
  }
}

// 4^k for the gains a move can make (a unit flies at most a few dozen hexes): the same values as
// `4 ** gain` (powers of two, exact), read from a table.
const POWERS_OF_FOUR = Float64Array.from({ length: 64 }, (_, k) => 4 ** k);

/**
 * The weights of a moveUnit prompt (weight() of each choice, the same numbers), into `weights`;
 * returns their sum in list order. The prompt lists ~160 moves of one unit: its distance from the
 * enemy's star is read once and each hex's from a table, where weight() asked both per move.
 */
function moveWeights(at: Lookups, choices: readonly DoubleStarAction[], weights: Float64Array): number {
  const toStar = distancesFromStar(at.star);
  const n = choices.length;
  let unit = "";
  let from: number | null = null;
  let sum = 0;
  for (let i = 0; i < n; i++) {
    const c = choices[i]!;
    let w: number;
    if (c.type === "moveUnit") {
      if (c.unit !== unit) {
        unit = c.unit;
        from = at.unitDistance(unit);
      }
      if (from === null) w = 1;
      else {
        const d = toStar[c.hex];
        const gain = from - (d === undefined ? distanceFromStar(c.hex, at.star) : d);
        w = gain > 0 ? (gain < 64 ? POWERS_OF_FOUR[gain]! : 4 ** gain) : 0.5;
      }
    } else w = weight(at, "moveUnit", c.type, c, n);
    weights[i] = w;
    sum += w;
  }
  return sum;
}

// The weights of one decision, in a buffer reused by the next (a bot call never nests in another).
let buffer = new Float64Array(256);
function weightBuffer(n: number): Float64Array {
  if (buffer.length < n) buffer = new Float64Array(Math.max(n, buffer.length * 2));
  return buffer;
}

export function bot(s: DoubleStarState, seat: SeatId, rng: Rng): DoubleStarAction {
  const decision = pending(s).find((d) => d.seat === seat);
  if (!decision?.choices || decision.choices.length === 0 || !isSide(seat)) throw new Error(`${seat} owes no decision`);
  const choices = decision.choices;
  const n = choices.length;
  const at = new Lookups(s, seat);
  // One pass: the weights (in a buffer kept between calls), their sum in list order, and what the
  // end of movement needs to know.
  const weights = weightBuffer(n);
  let sum = 0;
  let end = -1;
  let canMove = false;
  // A moveUnit prompt holds no endMovement and no selectUnit.
  if (decision.prompt === "moveUnit") sum = moveWeights(at, choices, weights);
  else
    for (let i = 0; i < n; i++) {
      const c = choices[i]!;
      const type = c.type;
      const w = weight(at, decision.prompt, type, c, n);
      weights[i] = w;
      sum += w;
      if (type === "endMovement" && end < 0) end = i;
      else if (type === "selectUnit") canMove = true;
    }
  // Move at least one unit, then end the movement phase three times in five.
  if (end >= 0) {
    const movedSome = s.ships.some((x) => x.side === seat && x.moved);
    weights[end] = (sum - weights[end]!) * (movedSome || !canMove ? 1.5 : 0.02);
    sum = 0;
    for (let i = 0; i < n; i++) sum += weights[i]!;
  }
  // One recorded draw out of 10 000, scaled to the weights.
  const ticket = (rng.int(10_000) / 10_000) * sum;
  let acc = 0;
  for (let i = 0; i < n; i++) {
    acc += weights[i]!;
    if (ticket < acc) return choices[i]!;
  }
  return choices[n - 1]!;
}
