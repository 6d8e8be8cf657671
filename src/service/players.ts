// Players, as REST and GraphQL both register them.
import { registerPlayer } from "../directory/players";
import { mayRegister, originOf } from "./caps";
import { ok, type Result } from "./errors";
import { once } from "./idempotency";
import { parseInput, registerPlayerBody } from "./inputs";
import type { Requester } from "./types";

export interface NewPlayer {
  id: string;
  name: string;
  /** Shown only in this answer (and its replays, to whoever holds its Idempotency-Key). */
  apiKey: string;
  createdAt: string;
}

export async function register(who: Requester, input: unknown, key?: string): Promise<Result<NewPlayer>> {
  const body = parseInput(registerPlayerBody, input, "body");
  if (!body.ok) return body;
  return once(who, key, "POST /v1/players", body.value, async () => {
    const now = Date.now();
    const allowed = await mayRegister(who.env, who.principal, now);
    if (!allowed.ok) return allowed;
    const player = await registerPlayer(who.env.DIRECTORY, body.value.name, now, originOf(who.principal));
    return ok({ id: player.id, name: player.name, apiKey: player.apiKey, createdAt: new Date(player.createdAt).toISOString() });
  });
}
