// A rematch of a finished game: the same kind, options, visibility and time control, each seat's
// holder moved one seat on (two seats: swapped). The player who offers it takes their new seat;
// every other former player is invited to theirs; the built-in opponent moves on at its level.
import type { z } from "zod";
import { claimRematch, gameGate, rematchOfStatement, releaseRematch } from "../directory/invitations";
import type { SeatId } from "../engine/contract";
import type { OpponentLevel } from "../engine/opponent/level-names";
import { mayCreateGame } from "./caps";
import { apiError, fail, ok, type Result } from "./errors";
import { once } from "./idempotency";
import { randomId } from "./ids";
import type { rematch } from "./invitation-shapes";
import { sendInvitation, type Invitation } from "./invitations";
import { room, signedIn, withRoom } from "./games";
import { toTimeControl } from "./time-control";
import type { GameResource, Requester } from "./types";

export type Rematch = z.infer<typeof rematch>;

/** Who holds each seat of the rematch: every seat a person or the opponent held, moved one on; the book's automatons stay. */
export function rotatedSeats(seats: GameResource["seats"]): Map<SeatId, GameResource["seats"][number]> {
  const held = seats.filter((s) => !s.automaton);
  return new Map(held.map((s, i) => [held[(i + 1) % held.length]!.seat, s]));
}

export async function offerRematch(who: Requester, gameId: string, key?: string): Promise<Result<Rematch>> {
  const player = signedIn(who);
  if (!player.ok) return player;
  const { caller } = player.value;
  const env = who.env;
  return once(who, key, `POST /v1/games/${gameId}/rematch`, null, async () => {
    const old = await withRoom(who, gameId, (stub) => stub.read(caller));
    if (!old.ok) return old;
    const g = old.value;
    if (!g.you) return fail(apiError("NOT_A_PLAYER", "only the game's players offer its rematch"));
    if (g.status !== "finished") return fail(apiError("GAME_NOT_FINISHED", "a rematch follows a finished game"));
    let mine: SeatId | undefined;
    const opponents: Record<SeatId, OpponentLevel> = {};
    const invitees: [string, SeatId][] = [];
    for (const [seat, before] of rotatedSeats(g.seats)) {
      if (before.opponent) opponents[seat] = before.opponent as OpponentLevel;
      else if (before.player?.id === caller.playerId) mine = seat;
      else if (before.player) invitees.push([before.player.id, seat]);
    }
    const allowed = await mayCreateGame(env, caller.playerId, Date.now());
    if (!allowed.ok) return allowed;
    const id = randomId();
    if (!(await claimRematch(env.DIRECTORY, gameId, id))) {
      const gate = await gameGate(env.DIRECTORY, gameId);
      return fail(apiError("REMATCH_EXISTS", `this game's rematch is ${gate?.rematchId}`, { rematchId: gate?.rematchId ?? null }));
    }
    const tc = g.timeControl;
    const created = await room(env, id)!.create({
      id,
      kind: g.kind,
      options: g.options,
      visibility: g.visibility,
      creator: caller,
      ...(mine !== undefined ? { seat: mine } : {}),
      ...(tc
        ? {
            timeControl: toTimeControl({
              decisionHours: tc.decisionHours,
              warningHours: tc.warningHours,
              vacationDays: tc.vacationDays,
              onTimeout: tc.onTimeout,
            }),
          }
        : {}),
      ...(Object.keys(opponents).length > 0 ? { opponents } : {}),
    });
    if (!created.ok) {
      await releaseRematch(env.DIRECTORY, gameId, id);
      return created;
    }
    await rematchOfStatement(env.DIRECTORY, id, gameId).run();
    const invitations: Invitation[] = [];
    for (const [playerId, seat] of invitees) {
      const sent = await sendInvitation(
        env,
        id,
        { kind: g.kind, seated: [caller.playerId], rematchOf: gameId },
        caller.playerId,
        playerId,
        seat,
      );
      if (!sent.ok) return sent;
      invitations.push(sent.value);
    }
    return ok({ game: created.value, invitations });
  });
}
