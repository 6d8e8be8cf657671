// The test kit: scripted dice and play/refuse for any game module, so a game's test helpers hold
// only what builds its own positions. What the games' tests differ in (how a scripted pick is
// made, what is checked after an accepted action, which dice an unscripted action gets) is a
// parameter of `gameKit`, not a copy.
import { expect } from "vitest";
import type { GameEvent, GameModule, RuleViolation, SeatId } from "../../src/engine/contract";
import { Rng } from "../../src/engine/rng";

/**
 * How a ScriptedRng answers `pick`:
 * - "dice": from the same script as the dice, the value being the 0-based index (running out fails);
 * - "list": from a script of its own, index 0 once that runs out;
 * - "seeded": not scripted at all, drawn from the seeded stream as a real Rng would.
 */
export type PickMode = "dice" | "list" | "seeded";

/** An Rng whose die rolls (and, by `mode`, picks) come from a script; a roll that runs out or does not fit the die fails the test. */
export class ScriptedRng extends Rng {
  private readonly queue: number[];
  private readonly picks: number[];
  constructor(
    values: number[],
    private readonly mode: PickMode = "seeded",
    picks: number[] = [],
  ) {
    super("scripted", "test");
    this.queue = [...values];
    this.picks = [...picks];
  }
  override roll(sides: number, purpose: string, hidden = false): number {
    const value = this.queue.shift();
    if (value === undefined) throw new Error(`script ran out of dice at: ${purpose}`);
    if (value < 1 || value > sides) throw new Error(`scripted ${value} is not a d${sides} (${purpose})`);
    this.rolls.push({ die: `d${sides}`, value, purpose, ...(hidden ? { hidden } : {}) });
    return value;
  }
  override pick<T>(items: readonly T[], purpose: string, hidden = false): T {
    if (this.mode === "seeded") return super.pick(items, purpose, hidden);
    const value = this.mode === "dice" ? this.queue.shift() : (this.picks.shift() ?? 0);
    if (value === undefined) throw new Error(`script ran out of picks at: ${purpose}`);
    this.rolls.push({ die: "pick", value, of: items.length, purpose, ...(hidden ? { hidden } : {}) });
    return items[value]!;
  }
  /** Scripted dice not rolled yet. */
  get left(): number {
    return this.queue.length;
  }
}

export interface Played<S> {
  state: S;
  events: GameEvent[];
  rolls: Rng["rolls"];
}

export interface KitOptions<S> {
  /** How scripted picks are made (default "seeded"). */
  picks?: PickMode;
  /** Checks after every accepted action (the game's invariants, its schemas). */
  afterPlay?: (state: S, events: GameEvent[]) => void;
  /** The dice of an action played or refused without a script: a real seeded Rng instead of an empty script. */
  unscripted?: () => Rng;
  /** Also check that an accepted action left its input state unchanged (refusals are always checked). */
  checkInputKept?: boolean;
  /** The form every refusal's rule reference must have. */
  ruleForm?: RegExp;
}

/** play, refusal, refuse and choices for one game module. */
export function gameKit<S, A extends { type: string }>(
  game: Pick<GameModule<S, A, never>, "apply" | "pending">,
  options: KitOptions<S> = {},
) {
  const rngFor = (dice: number[] | Rng | undefined, picks: number[]): Rng => {
    if (dice instanceof Rng) return dice;
    if (dice === undefined && options.unscripted) return options.unscripted();
    return new ScriptedRng(dice ?? [], options.picks, picks);
  };

  /** Applies an action that must be accepted, with scripted dice that must all be used (or a given Rng). */
  function play(s: S, seat: SeatId, action: A | Record<string, unknown>, dice?: number[] | Rng, picks: number[] = []): Played<S> {
    const rng = rngFor(dice, picks);
    const before = options.checkInputKept ? JSON.stringify(s) : "";
    const result = game.apply(s, seat, action as A, rng);
    if (options.checkInputKept) expect(JSON.stringify(s), "an accepted action changed its input state").toBe(before);
    if (!result.ok) throw new Error(`refused: ${result.code} (${result.rule}) ${result.message}`);
    if (rng instanceof ScriptedRng) expect(rng.left, "scripted dice left unused").toBe(0);
    options.afterPlay?.(result.state, result.events);
    return { state: result.state, events: result.events, rolls: rng.rolls };
  }

  /** Applies an action that must be refused and change nothing; returns the violation. */
  function refusal(s: S, seat: SeatId, action: unknown): RuleViolation {
    const before = JSON.stringify(s);
    const result = game.apply(s, seat, action as A, rngFor(undefined, []));
    expect(JSON.stringify(s), "a refused action changed the state").toBe(before);
    if (result.ok) throw new Error(`accepted: ${JSON.stringify(action)}`);
    if (options.ruleForm) expect(result.rule).toMatch(options.ruleForm);
    return result;
  }

  /** The code of a refusal. */
  const refuse = (s: S, seat: SeatId, action: unknown): string => refusal(s, seat, action).code;

  /** The complete choices the seat (by default the first seat owing) is offered. */
  function choices(s: S, seat?: SeatId): A[] {
    const decisions = game.pending(s);
    const decision = seat === undefined ? decisions[0] : decisions.find((d) => d.seat === seat);
    return decision?.choices ?? [];
  }

  return { play, refusal, refuse, choices };
}

export const types = (events: readonly GameEvent[]): string[] => events.map((e) => e.type);

/** The events of one type, typed as the test expects them. */
export const ofType = <T = GameEvent & Record<string, unknown>>(events: readonly GameEvent[], type: string): T[] =>
  events.filter((e) => e.type === type) as unknown as T[];
