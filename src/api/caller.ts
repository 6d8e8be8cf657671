// Who is asking, once for REST and GraphQL alike: Hono middleware that resolves the API key
// (auth.ts), spends the request against its rate budget (rate-limit.ts), and sets `c.var.caller`
// and `c.var.principal`. A refused key spends its address's budget, so guessing keys is
// rate-limited too. Refusals come back in the format of the surface asked (problem.ts).
import type { Context, MiddlewareHandler } from "hono";
import type { Requester } from "../service/types";
import { resolveCaller, type AuthedCaller } from "./auth";
import { refuse } from "./problem";
import { admit, rateKey } from "./rate-limit";

export type AppEnv = {
  Bindings: Env;
  Variables: {
    caller: AuthedCaller | null;
    /** Whose rate budget and Idempotency-Keys the request spends: `player:<id>` or `address:<ip>`. */
    principal: string;
  };
};

export const identify: MiddlewareHandler<AppEnv> = async (c, next) => {
  const caller = await resolveCaller(c.env, c.req.url, c.req.header("authorization"));
  // Set before the rate refusal: a known key refused RATE_LIMITED is logged as who it is
  // (request-log.ts), not as a key that was not accepted. Nothing after a refusal reads it.
  if (caller.ok) c.set("caller", caller.value);
  const principal = rateKey(caller.ok ? caller.value : null, c.req.raw);
  const admitted = await admit(c.env, principal);
  if (!admitted.ok) return refuse(c, admitted.error);
  if (!caller.ok) return refuse(c, caller.error);
  c.set("principal", principal);
  await next();
};

/** What the service functions take: the bindings and who is asking. */
export const requester = (c: Context<AppEnv>): Requester => ({
  env: c.env,
  caller: c.get("caller"),
  principal: c.get("principal"),
  url: c.req.url,
  credential: c.get("caller")?.credential ?? null,
  authorization: c.req.header("authorization"),
});
