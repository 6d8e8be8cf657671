// Is the service able to serve? The two things every request leans on: the D1 directory (keys,
// lists) and the game rooms (Durable Objects). Each check is cheap and bounded in time; the room
// check asks a room that holds no game (the id no game is given), which answers from memory and
// stores nothing. Nothing in the answer comes from configuration or secrets.
import type { z } from "zod";
import { room } from "./games";
import type { healthReport } from "./shapes";

export type HealthReport = z.infer<typeof healthReport>;
type Check = HealthReport["checks"]["directory"];

/** No check may hold a probe longer than this (a load balancer's probe gives up soon after). */
export const HEALTH_CHECK_TIMEOUT_MS = 3_000;

/** An id of the right shape that `randomId` never makes (all zeros): its room is always empty. */
const EMPTY_ROOM_ID = "0000000000000000";

async function timed(check: () => Promise<unknown>): Promise<Check> {
  const started = performance.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${HEALTH_CHECK_TIMEOUT_MS} ms`)), HEALTH_CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), timeout]);
    return { ok: true, ms: Math.round(performance.now() - started) };
  } catch (error) {
    // The class of failure only: a driver's message may name a database or an account.
    const error_ = error instanceof Error && error.message.startsWith("no answer within") ? error.message : "the call failed";
    return { ok: false, ms: Math.round(performance.now() - started), error: error_ };
  } finally {
    clearTimeout(timer);
  }
}

export async function checkHealth(env: Env): Promise<HealthReport> {
  const [directory, rooms] = await Promise.all([
    timed(() => env.DIRECTORY.prepare("SELECT 1 AS up").first()),
    timed(async () => {
      const answer = await room(env, EMPTY_ROOM_ID)!.read(null);
      if (answer.ok || answer.error.code !== "GAME_NOT_FOUND") throw new Error("the empty room answered something else");
    }),
  ]);
  return { status: directory.ok && rooms.ok ? "ok" : "failing", checks: { directory, rooms } };
}
