// Test helpers: scripted dice, a state builder for any point of a battle, and play/refuse.
import { gameKit, ScriptedRng, type Played as KitPlayed } from "../kit";
import type { GameEvent, SeatId } from "../../../src/engine/contract";
import { Rng } from "../../../src/engine/rng";
import { ironStars } from "../../../src/games/iron-stars";
import type { IronStarsActionInput } from "../../../src/games/iron-stars/actions";
import { optionsSchema } from "../../../src/games/iron-stars/options";
import { emptyState, scenarioOneShips } from "../../../src/games/iron-stars/setup";
import { SHIP_CLASSES, type Equipment, type Section, type ShipRecord } from "../../../src/games/iron-stars/ships";
import type { IronStarsState, Ship, Step } from "../../../src/games/iron-stars/state";
import { newShip } from "../../../src/games/iron-stars/queries";

const kit = gameKit(ironStars);
export const { play, refusal, refuse } = kit;
export type Played = KitPlayed<IronStarsState>;
export { ScriptedRng };

/** Applies with a seeded rng (for statistics and open-ended dice). */
export function playSeeded(s: IronStarsState, seat: SeatId, action: IronStarsActionInput, stream: string): Played {
  return play(s, seat, action, new Rng("iron-stars-test", stream));
}

export function events<T extends string>(list: GameEvent[], type: T): (GameEvent & { type: T } & Record<string, any>)[] {
  return list.filter((e) => e.type === type) as any;
}

export interface ShipSpec {
  id: string;
  /** A class key, or a full record (a design). */
  cls: string | ShipRecord;
  side: SeatId;
  /** Inches (may be fractional: converted to hundredths). */
  at: readonly [number, number];
  facing?: number;
  momentum?: number;
  damage?: Partial<Record<Section, number>>;
  equipment?: Partial<Equipment>;
  moved?: boolean;
  fired?: boolean;
  nets?: boolean;
  torpedoesFired?: number;
}

export function shipFrom(spec: ShipSpec): Ship {
  const record = typeof spec.cls === "string" ? SHIP_CLASSES[spec.cls]! : spec.cls;
  const ship = newShip(spec.id, spec.id, spec.side, record);
  ship.position = { x: Math.round(spec.at[0] * 100), y: Math.round(spec.at[1] * 100) };
  ship.facing = spec.facing ?? 0;
  ship.momentum = spec.momentum ?? 0;
  Object.assign(ship.damage, spec.damage ?? {});
  Object.assign(ship.equipment, spec.equipment ?? {});
  ship.moved = spec.moved ?? false;
  ship.fired = spec.fired ?? false;
  ship.nets = spec.nets ?? false;
  ship.torpedoesFired = spec.torpedoesFired ?? 0;
  return ship;
}

export interface BattleOptions {
  options?: Record<string, unknown>;
  step?: Step;
  active?: SeatId;
  turn?: number;
}

/**
 * A battle in progress: the given ships on the table (seats "britain" and "russia" unless the
 * options say pick-up), turn 1, britain active, in the given step.
 */
export function battle(ships: ShipSpec[], o: BattleOptions = {}): IronStarsState {
  const options = optionsSchema.parse(o.options ?? {});
  const s = emptyState(options);
  s.phase = "play";
  s.turn = o.turn ?? 1;
  s.step = o.step ?? "activeMovement";
  s.active = o.active ?? s.seats[0]!;
  s.initiative = {
    turn: s.turn,
    rolls: [
      [
        { seat: s.seats[0]!, roll: 5 },
        { seat: s.seats[1]!, roll: 2 },
      ],
    ],
    winner: s.seats[0]!,
    tieBrokenByPreviousLoser: false,
  };
  s.lastLoser = s.seats[1]!;
  s.ships = ships.map(shipFrom);
  s.placed = s.ships.map((x) => x.id);
  return s;
}

export function ship(s: IronStarsState, id: string): Ship {
  const found = s.ships.find((x) => x.id === id);
  if (!found) throw new Error(`no ship ${id}`);
  return found;
}

/** The Scenario One start, before any placement. */
export function scenarioStart(): IronStarsState {
  return ironStars.setup(optionsSchema.parse({}), new ScriptedRng([]));
}

export { scenarioOneShips };
