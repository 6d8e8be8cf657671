// Playing, as REST and GraphQL both offer it: an action, its dry run, a suggestion, undo and
// resignation. Each parses its raw input, checks the caller and the Idempotency-Key, finds the
// room and calls it; act, undo, resign (and join) answer one envelope {version, events, game}.
import type { ActInput } from "../../durable-objects/game-room";
import type { OpponentLevel } from "../engine/opponent/level-names";
import { apiError, fail, ok, type Result } from "./errors";
import { type RoomApi, signedIn, withRoom } from "./games";
import { once } from "./idempotency";
import { actionBody, idempotencyKey, parseInput } from "./inputs";
import type { ActJson, ActResult, Caller, Requester, ValidateResult } from "./types";

export interface ActOptions {
  /** Sent as the Idempotency-Key header (REST) or the idempotencyKey argument (GraphQL). */
  idempotencyKey?: string | undefined;
  /** The version an If-Match header names (REST's header spelling of expectedVersion). */
  ifMatch?: number | undefined;
}

/** The action as the room takes it (absent fields left out); If-Match and expectedVersion must agree. */
function actInput(input: unknown, options: ActOptions): Result<ActInput> {
  const body = parseInput(actionBody, input, "body");
  if (!body.ok) return body;
  const { kind, action, expectedVersion: fromBody, decisionId } = body.value;
  const { ifMatch } = options;
  if (ifMatch !== undefined && fromBody !== undefined && ifMatch !== fromBody) {
    return fail(
      apiError(
        "IF_MATCH_CONFLICT",
        `If-Match names version ${ifMatch} but expectedVersion is ${fromBody}: send one, or the same version in both`,
        { ifMatchVersion: ifMatch, expectedVersion: fromBody },
      ),
    );
  }
  const expectedVersion = ifMatch ?? fromBody;
  return ok({
    action,
    ...(kind !== undefined ? { kind } : {}),
    ...(expectedVersion !== undefined ? { expectedVersion } : {}),
    ...(decisionId !== undefined ? { decisionId } : {}),
  });
}

/**
 * Plays an action for the caller's seat. A resend with the same Idempotency-Key is answered as
 * the first was (the room keeps those records in the move's own transaction).
 */
export function play(who: Requester, gameId: string, input: unknown, options: ActOptions = {}): Promise<Result<ActResult>> {
  return playWith(who, gameId, input, options, (stub, caller, act) => stub.act(caller, act));
}

/** `play`, answered as the room's own JSON text (REST sends it as it is; GraphQL picks fields from `play`). */
export function playJson(who: Requester, gameId: string, input: unknown, options: ActOptions = {}): Promise<Result<ActJson>> {
  return playWith(who, gameId, input, options, (stub, caller, act) => stub.actJson(caller, act));
}

async function playWith<T>(
  who: Requester,
  gameId: string,
  input: unknown,
  options: ActOptions,
  call: (stub: RoomApi, caller: NonNullable<Caller>, act: ActInput) => Promise<Result<T>>,
): Promise<Result<T>> {
  const player = signedIn(who);
  if (!player.ok) return player;
  const action = actInput(input, options);
  if (!action.ok) return action;
  const key = options.idempotencyKey;
  if (key !== undefined) {
    const checked = parseInput(idempotencyKey, key, "Idempotency-Key");
    if (!checked.ok) return checked;
  }
  return withRoom(who, gameId, (stub) =>
    call(stub, player.value.caller, { ...action.value, ...(key !== undefined ? { idempotencyKey: key } : {}) }),
  );
}

/** Would this action be accepted now? Nothing is applied. */
export async function validate(
  who: Requester,
  gameId: string,
  input: unknown,
  options: Pick<ActOptions, "ifMatch"> = {},
): Promise<Result<ValidateResult>> {
  const player = signedIn(who);
  if (!player.ok) return player;
  const action = actInput(input, options);
  if (!action.ok) return action;
  return withRoom(who, gameId, (stub) => stub.validate(player.value.caller, action.value));
}

/** A legal action for the caller's seat from the built-in bot, or from the built-in opponent at `level`. */
export async function suggest(who: Requester, gameId: string, level?: OpponentLevel): Promise<Result<{ action: unknown }>> {
  const player = signedIn(who);
  if (!player.ok) return player;
  return withRoom(who, gameId, (stub) => stub.suggest(player.value.caller, level));
}

export async function undo(who: Requester, gameId: string, key?: string): Promise<Result<ActResult>> {
  const player = signedIn(who);
  if (!player.ok) return player;
  return withRoom(who, gameId, (stub) => once(who, key, `POST /v1/games/${gameId}/undo`, null, () => stub.undo(player.value.caller)));
}

export async function resign(who: Requester, gameId: string, key?: string): Promise<Result<ActResult>> {
  const player = signedIn(who);
  if (!player.ok) return player;
  return withRoom(who, gameId, (stub) => once(who, key, `POST /v1/games/${gameId}/resign`, null, () => stub.resign(player.value.caller)));
}
