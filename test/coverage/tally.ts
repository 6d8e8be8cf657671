// Counts, for one game, how often each rule's evidence shows in the playouts: the signs met on the
// path each game took (events, prompts, outcomes, the set-up), and the refusals citing each rule
// that the probes met (counted as the rule at work only where its evidence lists refusals).
import type { GameEvent, Outcome, PendingDecision, RuleViolation } from "../../src/engine/contract";
import type { Evidence, Sign } from "../../src/games/evidence";
import type { Watcher } from "./playout";

export interface RuleCount {
  key: string;
  /** The full id and title, e.g. "DS 6.14 Surface Strikes". */
  title: string;
  /** Whether the rulebook lists any evidence for it. */
  hasEvidence: boolean;
  /** Signs met on the played path. */
  fired: number;
  /** Playouts in which a sign of it was met on the path (refusals not counted). */
  games: number;
  /** Refusals citing it, met by the probes. */
  refused: number;
  /** Whether its evidence counts a refusal as the rule at work. */
  refusalCounts: boolean;
  /** How it was seen: each sign's label and count. */
  seen: Map<string, number>;
}

export function label(sign: Sign): string {
  if ("event" in sign) return sign.note ?? `event ${sign.event}${sign.where ? " (matching)" : ""}`;
  if ("prompt" in sign) return sign.note ?? `prompt ${sign.prompt}${sign.where ? " (matching)" : ""}`;
  if ("outcome" in sign) return `outcome: ${sign.note}`;
  if ("refusal" in sign) return "refusal";
  return `set-up: ${sign.setup}`;
}

export class Tally {
  readonly rules: RuleCount[];
  playouts = 0;
  steps = 0;
  private firedThisGame = new Set<RuleCount>();
  private byTitle = new Map<string, RuleCount>();
  private signs: { rule: RuleCount; sign: Sign; label: string }[] = [];

  constructor(RULE: Record<string, string>, evidence: Evidence<string>) {
    this.rules = Object.entries(RULE).map(([key, title]) => {
      const signs = evidence[key] ?? [];
      const rule: RuleCount = {
        key,
        title,
        hasEvidence: signs.length > 0,
        fired: 0,
        games: 0,
        refused: 0,
        refusalCounts: signs.some((s) => "refusal" in s),
        seen: new Map(),
      };
      for (const sign of signs) this.signs.push({ rule, sign, label: label(sign) });
      this.byTitle.set(title, rule);
      return rule;
    });
  }

  private hit(rule: RuleCount, signLabel: string): void {
    rule.fired++;
    rule.seen.set(signLabel, (rule.seen.get(signLabel) ?? 0) + 1);
    this.firedThisGame.add(rule);
  }

  /** Starts a playout: the set-up signs are read from its first state. */
  private begin(state: unknown): void {
    this.playouts++;
    this.firedThisGame.clear();
    for (const { rule, sign, label } of this.signs) if ("setup" in sign && (!sign.where || sign.where(state))) this.hit(rule, label);
  }

  /** Ends a playout (the rules that fired in it count one game more). */
  end(): void {
    for (const rule of this.firedThisGame) rule.games++;
  }

  readonly watcher: Watcher = {
    start: (state: unknown) => this.begin(state),
    events: (events: GameEvent[], _version: number, state: unknown) => {
      this.steps++;
      const step = { state, events };
      for (const event of events)
        for (const { rule, sign, label } of this.signs)
          if ("event" in sign && sign.event === event.type && (!sign.where || sign.where(event, step))) this.hit(rule, label);
    },
    pending: (pending: PendingDecision<unknown>[], _version: number, state?: unknown) => {
      for (const decision of pending)
        for (const { rule, sign, label } of this.signs)
          if ("prompt" in sign && sign.prompt === decision.prompt && (!sign.where || sign.where(decision, state))) this.hit(rule, label);
    },
    refusal: (v: RuleViolation) => {
      const rule = this.byTitle.get(v.rule);
      if (!rule) throw new Error(`a refusal cites "${v.rule}", which is not in the rulebook`);
      rule.refused++;
    },
    outcome: (outcome: Outcome, state?: unknown) => {
      for (const { rule, sign, label } of this.signs) if ("outcome" in sign && sign.outcome(outcome, state)) this.hit(rule, label);
    },
  };

  /** Seen in playouts: a sign on the path, or a refusal where refusals are the rule at work. */
  static seen(rule: RuleCount): boolean {
    return rule.fired > 0 || (rule.refusalCounts && rule.refused > 0);
  }
}
