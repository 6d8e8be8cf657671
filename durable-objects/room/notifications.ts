// Which webhook notifications a committed entry produces, and for whom. Pure: the room writes
// what this returns into its outbox in the same transaction as the entry itself.
import { pendingOf } from "../../src/engine/runner";
import type { AnyGameModule, GameEvent, SeatId } from "../../src/engine/contract";
import type { WebhookEvent } from "../../src/webhooks/events";
import { decisionId, newlyOpened } from "./decisions";
import { ownChoices, redactFor } from "./reader";
import type { GameMeta } from "./store";

export interface Notification {
  event: WebhookEvent;
  playerId: string;
  seat: SeatId;
  /** For decision.required: the decision it tells of. A bot's answer is applied against it. */
  decisionId?: string;
  data: Record<string, unknown>;
}

export interface CommitFacts {
  game: AnyGameModule;
  meta: GameMeta;
  version: number;
  state: unknown;
  /** Null for the start of the game. */
  actor: SeatId | null;
  kind: "start" | "action" | "resign" | "timeout" | "undo";
  events: GameEvent[];
  deadlines: Record<SeatId, number | null>;
}

export function notificationsFor(f: CommitFacts): Notification[] {
  const out: Notification[] = [];
  const base = { gameId: f.meta.id, kind: f.meta.kind, version: f.version };
  const seated = f.meta.seats.filter((s) => s.playerId !== null);
  const outcome = f.game.outcome(f.state);
  for (const s of seated) {
    const player = s.playerId!;
    if (f.kind === "start") out.push({ event: "game.started", playerId: player, seat: s.seat, data: { ...base, seat: s.seat } });
    if (f.kind !== "start" && s.seat !== f.actor) {
      const events = redactFor(f.game, f.events, s.seat);
      out.push({
        event: "game.action",
        playerId: player,
        seat: s.seat,
        data: { ...base, seat: s.seat, actor: f.actor, entry: f.kind, events },
      });
    }
    if (outcome) out.push({ event: "game.over", playerId: player, seat: s.seat, data: { ...base, seat: s.seat, outcome } });
  }
  if (outcome) return out;
  // A seat is told when its decision opens; one that still owes what it owed was told already.
  for (const seat of newlyOpened(f.meta.decisions ?? {}, f.version)) {
    const notice = decisionNotice(f.game, f.meta, f.version, f.state, seat, f.deadlines);
    if (notice) out.push(notice);
  }
  return out;
}

/** A decision.required for `seat` as things stand at `version`, or null if it owes none or nobody holds it. */
export function decisionNotice(
  game: AnyGameModule,
  meta: GameMeta,
  version: number,
  state: unknown,
  seat: SeatId,
  deadlines: Record<SeatId, number | null>,
): Notification | null {
  const holder = meta.seats.find((s) => s.seat === seat && s.playerId !== null);
  const open = meta.decisions?.[seat];
  if (!holder || !open) return null;
  const mine = pendingOf(game, state).filter((p) => p.seat === seat);
  return {
    event: "decision.required",
    playerId: holder.playerId!,
    seat,
    decisionId: decisionId(seat, open),
    data: {
      gameId: meta.id,
      kind: meta.kind,
      version,
      seat,
      decisionId: decisionId(seat, open),
      deadline: deadlines[seat] ? new Date(deadlines[seat]!).toISOString() : null,
      decisions: mine.map((p) => ({ prompt: p.prompt, text: p.text, ...ownChoices(p) })),
    },
  };
}
