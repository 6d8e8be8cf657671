// Which webhook notifications a committed entry produces, and for whom. Pure: the room writes
// what this returns into its outbox in the same transaction as the entry itself.
import { pendingOf } from "../../src/engine/runner";
import type { AnyGameModule, GameEvent, SeatId } from "../../src/engine/contract";
import type { WebhookEvent } from "../../src/webhooks/events";
import type { GameMeta } from "./store";

export interface Notification {
  event: WebhookEvent;
  playerId: string;
  seat: SeatId;
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
  awaitingBefore: SeatId[];
  awaitingAfter: SeatId[];
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
      const events = f.events.map((e) => f.game.redact(e, s.seat)).filter((e) => e !== null);
      out.push({ event: "game.action", playerId: player, seat: s.seat, data: { ...base, seat: s.seat, actor: f.actor, entry: f.kind, events } });
    }
    if (outcome) out.push({ event: "game.over", playerId: player, seat: s.seat, data: { ...base, seat: s.seat, outcome } });
  }
  if (outcome) return out;
  const pending = pendingOf(f.game, f.state);
  for (const seat of f.awaitingAfter) {
    if (seat !== f.actor && f.awaitingBefore.includes(seat) && f.kind !== "start") continue; // already told
    const holder = seated.find((s) => s.seat === seat);
    if (!holder) continue;
    const mine = pending.filter((p) => p.seat === seat);
    out.push({
      event: "decision.required",
      playerId: holder.playerId!,
      seat,
      data: {
        ...base,
        seat,
        deadline: f.deadlines[seat] ? new Date(f.deadlines[seat]!).toISOString() : null,
        decisions: mine.map((p) => ({ prompt: p.prompt, text: p.text, ...(p.choices ? { choices: p.choices } : {}), ...(p.bounds !== undefined ? { bounds: p.bounds } : {}) })),
      },
    });
  }
  return out;
}
