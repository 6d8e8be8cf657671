// The operator's route, outside the public API (not in /openapi.json or /graphql; documented in
// docs/OPERATIONS.md): GET /v1/operator/replays replays every stored game in its own room under this
// deploy's rules (src/service/operator.ts). Its key is the deploy's OPERATOR_KEY secret, never a
// player's key or token; `npm run check-games -- --base <url> --operator-key <key>` reads it.
import type { Context } from "hono";
import { bearerSecret } from "./auth";
import { operatorAdmitted, replayPage, replaysQuery } from "../service/operator";
import { parseInput } from "../service/inputs";
import { pageResponse } from "./paging";
import { problem } from "./problem";
import type { AppEnv } from "./route";

export const OPERATOR_REPLAYS_PATH = "/v1/operator/replays";

export async function operatorReplays(c: Context<AppEnv>): Promise<Response> {
  c.set("route", OPERATOR_REPLAYS_PATH);
  const admitted = await operatorAdmitted(c.env.OPERATOR_KEY, bearerSecret(c.req.header("authorization")));
  if (!admitted.ok) return problem(c, admitted.error);
  const query = parseInput(replaysQuery, c.req.query(), "query");
  if (!query.ok) return problem(c, query.error);
  const page = await replayPage(c.env, query.value);
  if (!page.ok) return problem(c, page.error);
  const { nextCursor, ...body } = page.value;
  c.header("cache-control", "no-store");
  return pageResponse(c, body, nextCursor);
}
