// What REST and GraphQL share: finding a game's room and creating games. Everything else is a
// direct call to the room, which owns the rules.
import type { GameRoom } from "../../durable-objects/game-room";
import type { TimeControl } from "../../durable-objects/room/deadlines";
import { gameKind } from "../games/registry";
import { apiError, fail, type Result } from "./errors";
import { randomId } from "./ids";
import { parseOptions } from "./options";
import type { Caller, GameResource, Visibility } from "./types";

const GAME_ID = /^[0-9a-z]{16}$/;

/** The room's RPC methods with their own result types (the stub's generated types blur them). */
export type RoomApi = Pick<GameRoom, "create" | "join" | "read" | "feed" | "stream" | "exportRecord" | "act" | "actJson" | "validate" | "suggest" | "resign" | "undo" | "redeliver" | "listenersChanged">;

export function room(env: Env, id: string): RoomApi | null {
  if (!GAME_ID.test(id)) return null;
  return env.GAME_ROOM.get(env.GAME_ROOM.idFromName(id)) as unknown as RoomApi;
}

export const noSuchGame = (id: string) => fail(apiError("GAME_NOT_FOUND", `no game '${id}'`));

export interface CreateGameInput {
  kind: string;
  options?: unknown;
  seat?: string;
  visibility?: Visibility;
  entropy?: string;
  timeControl?: { decisionHours: number; vacationDays: number; warningHours?: number | undefined; onTimeout: "forfeit" | "bot" };
}

const HOUR_MS = 3_600_000;

function toTimeControl(t: NonNullable<CreateGameInput["timeControl"]>): TimeControl {
  const decisionMs = Math.round(t.decisionHours * HOUR_MS);
  return {
    decisionMs,
    warnBeforeMs: t.warningHours === undefined ? Math.round(decisionMs / 4) : Math.min(Math.round(t.warningHours * HOUR_MS), decisionMs),
    vacationMs: t.vacationDays * 24 * HOUR_MS,
    onTimeout: t.onTimeout,
  };
}

export async function createGame(env: Env, caller: NonNullable<Caller>, input: CreateGameInput): Promise<Result<GameResource>> {
  const game = gameKind(input.kind);
  if (!game) return fail(apiError("UNKNOWN_KIND", `no game kind '${input.kind}'`));
  const options = parseOptions(game, input.options);
  if (!options.ok) return options;
  const id = randomId();
  return room(env, id)!.create({
    id,
    kind: game.id,
    options: options.value,
    visibility: input.visibility ?? "public",
    creator: caller,
    ...(input.seat !== undefined ? { seat: input.seat } : {}),
    ...(input.entropy !== undefined ? { entropy: input.entropy } : {}),
    ...(input.timeControl ? { timeControl: toTimeControl(input.timeControl) } : {}),
  });
}
