// Games as REST and GraphQL both serve them: finding a game's room, creating, joining and
// reading. Each function takes its input raw, parses it (inputs.ts), checks the caller and the
// Idempotency-Key, and calls the room, which owns the rules.
import { LRUCache } from "lru-cache";
import type { GameRoom } from "../../durable-objects/game-room";
import { cancelledFor } from "../directory/invitations";
import { gameKind } from "../games/registry";
import { admission, admitted } from "./admission";
import { mayCreateGame } from "./caps";
import { apiError, fail, type ApiError, type Result } from "./errors";
import { once } from "./idempotency";
import { randomId } from "./ids";
import { parseOptions } from "./options";
import { createGameBody, joinGameBody, parseInput } from "./inputs";
import { toTimeControl } from "./time-control";
import type { ActResult, Caller, GameResource, Player, Requester } from "./types";

const GAME_ID = /^[0-9a-z]{16}$/;

/** The room's RPC methods with their own result types (the stub's generated types blur them). */
export type RoomApi = Pick<
  GameRoom,
  | "create"
  | "join"
  | "leave"
  | "cancel"
  | "tellInvitation"
  | "read"
  | "feed"
  | "stream"
  | "credentialRevoked"
  | "exportRecord"
  | "act"
  | "actJson"
  | "validate"
  | "suggest"
  | "resign"
  | "undo"
  | "redeliver"
  | "listenersChanged"
  | "messages"
  | "postMessage"
  | "markMessagesRead"
  | "unreadMessages"
  | "exportFor"
  | "replayCheck"
  | "removePlayer"
  | "fetch"
>;

/**
 * Each namespace's object ids by game id, kept by the isolate: idFromName hashes the name every
 * time it is asked (bench/README.md, Round 12), and a game's id never changes. An id, unlike a
 * stub, is not bound to the request that made it.
 */
const roomIds = new WeakMap<DurableObjectNamespace, LRUCache<string, DurableObjectId>>();
const ROOM_IDS_KEPT = 4096;

export function room(env: Env, id: string): RoomApi | null {
  if (!GAME_ID.test(id)) return null;
  const namespace = env.GAME_ROOM as unknown as DurableObjectNamespace;
  let ids = roomIds.get(namespace);
  if (!ids) roomIds.set(namespace, (ids = new LRUCache({ max: ROOM_IDS_KEPT })));
  let objectId = ids.get(id);
  if (!objectId) ids.set(id, (objectId = namespace.idFromName(id)));
  return namespace.get(objectId) as unknown as RoomApi;
}

export const noSuchGame = (id: string) => fail(apiError("GAME_NOT_FOUND", `no game '${id}'`));

export const keyRequired = (): ApiError => apiError("UNAUTHENTICATED", "send your API key as 'Authorization: Bearer <key>'");

/** The requester, if it holds a key. */
export function signedIn(who: Requester): Result<Player> {
  return who.caller ? { ok: true, value: who as Player } : fail(keyRequired());
}

/** GAME_CANCELLED when the game was cancelled and the reader may know it, else GAME_NOT_FOUND. */
export async function gameGone(who: { env: Env; caller: Caller }, id: string): Promise<{ ok: false; error: ApiError }> {
  return (await cancelledFor(who.env.DIRECTORY, id, who.caller?.playerId ?? null))
    ? fail(apiError("GAME_CANCELLED", `game '${id}' was cancelled before it started`))
    : noSuchGame(id);
}

/**
 * Runs `use` on game `id`'s room, or answers GAME_NOT_FOUND (an id no game can have never reaches
 * a room). A room with no game may have held one that was cancelled: the directory says so.
 */
export async function withRoom<T>(
  who: { env: Env; caller: Caller },
  id: string,
  use: (room: RoomApi) => Promise<Result<T>>,
): Promise<Result<T>> {
  const stub = room(who.env, id);
  if (!stub) return noSuchGame(id);
  const answer = await use(stub);
  return !answer.ok && answer.error.code === "GAME_NOT_FOUND" ? gameGone(who, id) : answer;
}

export async function createGame(who: Requester, input: unknown, key?: string): Promise<Result<GameResource>> {
  const player = signedIn(who);
  if (!player.ok) return player;
  const body = parseInput(createGameBody, input, "body");
  if (!body.ok) return body;
  const { kind, options: rawOptions, seat, visibility, entropy, timeControl, opponents } = body.value;
  const game = gameKind(kind);
  if (!game) return fail(apiError("UNKNOWN_KIND", `no game kind '${kind}'`));
  const options = parseOptions(game, rawOptions);
  if (!options.ok) return options;
  return once(who, key, "POST /v1/games", body.value, async () => {
    const allowed = await mayCreateGame(who.env, player.value.caller.playerId, Date.now());
    if (!allowed.ok) return allowed;
    const id = randomId();
    return room(who.env, id)!.create({
      id,
      kind: game.id,
      options: options.value,
      visibility: visibility ?? "public",
      creator: player.value.caller,
      ...(seat !== undefined ? { seat } : {}),
      ...(entropy !== undefined ? { entropy } : {}),
      ...(timeControl ? { timeControl: toTimeControl(timeControl) } : {}),
      ...(opponents && Object.keys(opponents).length > 0 ? { opponents } : {}),
    });
  });
}

export async function join(who: Requester, gameId: string, input: unknown, key?: string): Promise<Result<ActResult>> {
  const player = signedIn(who);
  if (!player.ok) return player;
  const body = parseInput(joinGameBody, input ?? {}, "body");
  if (!body.ok) return body;
  const { seat, entropy, invite } = body.value;
  const { caller } = player.value;
  return withRoom(who, gameId, (stub) =>
    once(who, key, `POST /v1/games/${gameId}/join`, body.value, async () => {
      const admits = await admission(who.env, gameId, caller.playerId, invite);
      if (!admits.ok) return admits;
      const wanted = seat ?? admits.value.seat;
      const joined = await stub.join(caller, {
        ...(wanted !== undefined ? { seat: wanted } : {}),
        ...(entropy !== undefined ? { entropy } : {}),
        reserved: admits.value.reserved,
      });
      if (joined.ok) await admitted(who.env, admits.value);
      return joined;
    }),
  );
}

/** Gives back the caller's seat in a game that has not started. */
export async function leaveGame(who: Requester, gameId: string): Promise<Result<{ gameId: string; seat: string }>> {
  const player = signedIn(who);
  if (!player.ok) return player;
  return withRoom(who, gameId, (stub) => stub.leave(player.value.caller));
}

/** Its creator cancels a game that has not started: it leaves every list, and its room answers GAME_CANCELLED. */
export async function cancelGame(who: Requester, gameId: string): Promise<Result<{ gameId: string; cancelled: true }>> {
  const player = signedIn(who);
  if (!player.ok) return player;
  return withRoom(who, gameId, (stub) => stub.cancel(player.value.caller));
}

/** The game as the caller may see it, now or as it stood at version `at`. */
export function readGame(who: Requester, gameId: string, at?: number): Promise<Result<GameResource>> {
  return withRoom(who, gameId, (stub) => stub.read(who.caller, at));
}
