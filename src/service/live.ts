// Live feeds from the worker's side. A WebSocket upgrade is handed to the game's room, which
// accepts the socket with the Hibernation API (durable-objects/room/sockets.ts). The request the
// room gets is built here from scratch — the caller as the worker resolved it, the credential it
// used, the version to resume after — so nothing a client sends can name another caller.
//
// A feed stays open long after the request that opened it, so when one of a player's keys or
// tokens stops working, every room where the player sits is told to close the feeds opened with
// it (room/credentials.ts). Rooms where the player has no seat need no telling: there the feed
// reads as a spectator, which a public game lets anyone do without a key, and a private game
// lets no one but its players.
import { ROOM_CALLER_HEADER, ROOM_CREDENTIAL_HEADER } from "../../durable-objects/room/sockets";
import { unfinishedGamesSeating } from "../directory/games";
import { describeError, log } from "../observe/log";
import { inBatches } from "./batches";
import { fail, ok, type ApiError, type Result } from "./errors";
import { room, withRoom } from "./games";
import type { Requester } from "./types";

/** Rooms told at once that a credential was revoked. */
const ROOMS_AT_ONCE = 8;

/** Hands the upgrade to the room; a refusal is the room's, or (a room with no game) what the directory says became of it. */
export async function openLiveSocket(who: Requester, gameId: string, after: number): Promise<Result<Response>> {
  const caller = who.caller ? { playerId: who.caller.playerId, name: who.caller.name } : null;
  return withRoom(who, gameId, async (stub) => {
    const answer = await stub.fetch(
      new Request(`https://room.internal/live?after=${after}`, {
        headers: {
          upgrade: "websocket",
          [ROOM_CALLER_HEADER]: JSON.stringify(caller),
          [ROOM_CREDENTIAL_HEADER]: JSON.stringify(who.credential ?? null),
        },
      }),
    );
    if (answer.status === 101) return ok(answer);
    return fail((await answer.json()) as ApiError);
  });
}

/**
 * Closes the live feeds (streams, sockets, GraphQL subscriptions) that `playerId` opened with the
 * credential `credentialId`, which has just stopped working, in every game of theirs not over yet;
 * answers once every room has been told. A room is asked twice; one that cannot be reached then
 * is logged (`failed`), and its feeds of that credential stay open until they close on their own
 * (a stream after its lifetime, when the reconnect is refused): the revocation itself is written
 * already, and every request with the credential is refused.
 */
export async function closeFeedsOf(env: Env, playerId: string, credentialId: string): Promise<{ rooms: number; failed: number }> {
  const ids = await unfinishedGamesSeating(env.DIRECTORY, playerId);
  const tell = async (id: string) => (await room(env, id)!.credentialRevoked(credentialId)).ok;
  const told = await inBatches(ids, ROOMS_AT_ONCE, async (id) => {
    try {
      return await tell(id).catch(() => tell(id));
    } catch (error) {
      log("error", "a room could not close the feeds of a revoked credential", { gameId: id, error: describeError(error) });
      return false;
    }
  });
  return { rooms: ids.length, failed: told.filter((t) => !t).length };
}
