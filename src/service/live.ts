// The live feed over a WebSocket: the worker hands the upgrade to the game's room, which accepts
// the socket with the Hibernation API (durable-objects/room/sockets.ts). The request the room
// gets is built here from scratch — the caller as the worker resolved it, the version to resume
// after — so nothing a client sends can name another caller.
import { ROOM_CALLER_HEADER } from "../../durable-objects/room/sockets";
import { fail, ok, type ApiError, type Result } from "./errors";
import { withRoom } from "./games";
import type { Requester } from "./types";

/** Hands the upgrade to the room; a refusal is the room's, or (a room with no game) what the directory says became of it. */
export async function openLiveSocket(who: Requester, gameId: string, after: number): Promise<Result<Response>> {
  const caller = who.caller ? { playerId: who.caller.playerId, name: who.caller.name } : null;
  return withRoom(who, gameId, async (stub) => {
    const answer = await stub.fetch(
      new Request(`https://room.internal/live?after=${after}`, {
        headers: { upgrade: "websocket", [ROOM_CALLER_HEADER]: JSON.stringify(caller) },
      }),
    );
    if (answer.status === 101) return ok(answer);
    return fail((await answer.json()) as ApiError);
  });
}
