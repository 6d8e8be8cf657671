// Iron Stars policies for the scenario finder (find.ts, via policies.ts). No book record carries a
// keel bombard (IS 7.1), and the bot's random designs carry none, so random play never fires one:
// here each side buys a design with one, steers it to face the nearest enemy within gun range, and
// fires it whenever a target lies in its forward arc.
import type { Rng } from "../../src/engine/rng";
import type { Design, IronStarsAction, PurchaseItem } from "../../src/games/iron-stars/actions";
import { nearestEnemy, turnToward } from "../../src/games/iron-stars/bot";
import { arcsOf, distance } from "../../src/games/iron-stars/geometry";
import { fireBounds, unfired } from "../../src/games/iron-stars/rules/fire";
import { checkMoveShip, unmoved } from "../../src/games/iron-stars/rules/movement";
import { moveBounds, planForward } from "../../src/games/iron-stars/rules/move-plan";
import { checkBuy, fleetLimits } from "../../src/games/iron-stars/rules/purchase";
import { CLASS_IDS, SHIP_CLASSES } from "../../src/games/iron-stars/ships";
import type { IronStarsState } from "../../src/games/iron-stars/state";
import { counter } from "../../src/games/iron-stars/queries";
import { GUN_MAX_RANGE, INCH } from "../../src/games/iron-stars/tables";
import type { Policy } from "./playout";

/** A fast small cruiser built around its keel bombard (a valid IS 9 record: checkBuy confirms it). */
export const BOMBARD_CRUISER: Design = {
  name: "Bombard cruiser",
  type: "Design",
  points: 40,
  hull: 10,
  armour: 1,
  thrust: 6,
  primary: { guns: 2, die: 8, damage: 1 },
  secondary: null,
  light: 2,
  torpedoes: null,
  track: {
    hull: { from: 1, to: 10 },
    armour: { from: 11, to: 12 },
    thrust: { from: 13, to: 14 },
    primary: { from: 15, to: 17 },
    secondary: null,
    light: { from: 18, to: 20 },
  },
  q: [5],
  equipment: { rockets: 0, fireArrows: 0, mines: 0, lightningProjectors: null, gyroscopicStabilizer: false, keelBombard: true },
};

/** The bombard cruiser and book ships up to the strict window (so two such fleets always balance). */
function bombardFleet(s: IronStarsState, rng: Rng): IronStarsAction | undefined {
  const { min, max } = fleetLimits(s.options.points, true);
  for (let attempt = 0; attempt < 50; attempt++) {
    const ships: PurchaseItem[] = [{ design: BOMBARD_CRUISER }];
    let total = BOMBARD_CRUISER.points;
    while (total < min) {
      const fits = CLASS_IDS.filter((id) => SHIP_CLASSES[id]!.points <= max - total);
      if (!fits.length) break;
      const id = fits[rng.int(fits.length)]!;
      ships.push({ class: id });
      total += SHIP_CLASSES[id]!.points;
    }
    const action = { type: "buyFleet" as const, ships };
    if (checkBuy(s, action) === null) return action;
  }
  return undefined;
}

/** The bombard ship's legal move, straight ahead then a pivot as the last thing done, that leaves the nearest enemy closest in its bow. */
function bombardMove(s: IronStarsState, seat: string): IronStarsAction | undefined {
  const ship = unmoved(s, seat).find((x) => x.equipment.keelBombard);
  if (!ship) return undefined;
  const b = moveBounds(s, ship);
  let best: { action: IronStarsAction; range: number } | undefined;
  for (let total = b.minDistance; total <= b.maxDistance; total += INCH / 2) {
    const pivot = planForward(ship, total, 0, 0).path.to;
    const enemy = nearestEnemy(s, ship);
    const turn =
      b.mayTurn && b.turn.basic !== null ? Math.max(-b.turn.basic, Math.min(b.turn.basic, turnToward(pivot, ship.facing, enemy))) : 0;
    const action = { type: "moveShip" as const, ship: ship.id, first: total, turn, second: 0, mines: 0 };
    if (checkMoveShip(s, seat, action) !== null) continue;
    const plan = planForward(ship, total, turn, 0);
    if (plan.offTable || !arcsOf(plan.path.to, plan.path.facingAfter, counter(ship), enemy).includes("forward")) continue;
    const range = distance(plan.path.to, enemy);
    if (range < GUN_MAX_RANGE && (!best || range < best.range)) best = { action, range };
  }
  return best?.action;
}

/** The bombard ship's fire at the forward target it is likeliest to hit, when one is there. */
function bombardFire(s: IronStarsState, seat: string): IronStarsAction | undefined {
  for (const ship of unfired(s, seat).filter((x) => x.equipment.keelBombard)) {
    const bombard = fireBounds(s, ship).weapons.find((w) => w.weapon === "keelBombard");
    if (!bombard) continue;
    const target = bombard.targets.reduce((a, t) => (t.targetNumber < a.targetNumber ? t : a));
    return { type: "fire", ship: ship.id, volleys: [{ weapon: "keelBombard", target: target.target, guns: 1, arc: "forward" }] };
  }
  return undefined;
}

/** Iron Stars (pick-up, designs allowed): buy, steer and fire a keel bombard (IS 7.1). */
export const isKeelBombard: Policy = (_game, state, seat, pending, rng) => {
  const s = state as IronStarsState;
  switch (pending.find((p) => p.seat === seat)?.prompt) {
    case "buyFleet":
      return bombardFleet(s, rng);
    case "move":
      return bombardMove(s, seat);
    case "fire":
      return bombardFire(s, seat);
    default:
      return undefined;
  }
};
