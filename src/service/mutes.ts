// Muting a player, as REST and GraphQL both offer it: the muted player's messages are left out of
// the muter's reads and unread counts, and never pushed or sent by webhook to the muter, at every
// table they share (durable-objects/room/table-talk.ts).
import type { z } from "zod";
import { mutedPlayersOf, setPlayerMuted } from "../directory/mutes";
import { playerById } from "../directory/players";
import { apiError, fail, ok, type Result } from "./errors";
import type { mutedPlayerList, playerMuteState } from "./push-shapes";
import { sharedGamesOf, unfinishedGamesOf } from "../directory/games";
import { room } from "./games";
import { TELL_AT_MOST } from "./webhooks";

export async function mutePlayer(
  env: Env,
  playerId: string,
  mutedId: string,
  muted: boolean,
): Promise<Result<z.infer<typeof playerMuteState>>> {
  if (mutedId === playerId) return fail(apiError("MALFORMED_REQUEST", "you cannot mute yourself"));
  // Unmuting needs no check: unmuting someone unknown (or deleted) changes nothing.
  if (muted && !(await playerById(env.DIRECTORY, mutedId))) return fail(apiError("NOT_FOUND", `no player '${mutedId}'`));
  await setPlayerMuted(env.DIRECTORY, playerId, mutedId, muted, Date.now());
  // The rooms read their players' mutes again before the next message or read: those of the
  // muter's games in play, and of every game the two share, finished ones too (their table still
  // talks, and a room not told would filter by the mutes it read, for up to LISTENERS_TTL_MS).
  const [inPlay, shared] = await Promise.all([
    unfinishedGamesOf(env.DIRECTORY, playerId, TELL_AT_MOST),
    sharedGamesOf(env.DIRECTORY, playerId, mutedId, TELL_AT_MOST),
  ]);
  await Promise.allSettled([...new Set([...inPlay, ...shared])].map((id) => room(env, id)?.listenersChanged()));
  return ok({ playerId: mutedId, muted });
}

export async function mutedPlayers(env: Env, playerId: string): Promise<Result<z.infer<typeof mutedPlayerList>>> {
  const players = await mutedPlayersOf(env.DIRECTORY, playerId);
  return ok({ players: players.map((p) => ({ playerId: p.playerId, name: p.name, mutedAt: new Date(p.mutedAt).toISOString() })) });
}
