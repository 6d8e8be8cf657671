// The worker: REST under /v1, GraphQL at /graphql, the OpenAPI document and its docs page; and
// the hourly scheduled run (src/scheduled.ts).
// Routes only parse, call the game's room, and shape the answer; the rules live in the room.
// The main module may export only handlers and Durable Object classes (workerd refuses others).
import { Hono } from "hono";
import { apiError } from "./service/errors";
import { transientFailure } from "./service/transient";
import { bodyLimits } from "./api/body-limit";
import { corsHeaders } from "./api/cors";
import { docsPage } from "./api/docs";
import { identify } from "./api/caller";
import { graphqlHandler, graphqlMethods } from "./api/graphql";
import { refuse } from "./api/problem";
import { operatorReplays, OPERATOR_REPLAYS_PATH } from "./api/operator";
import { observeRequests } from "./api/request-log";
import { register, type AppEnv } from "./api/route";
import { restRoutes } from "./api/rest";
import { registerOAuth } from "./api/oauth-routes";
import { scheduled } from "./scheduled";
// The document as `npm run schema` printed it (CI checks it matches the code): building it from
// the zod schemas at every start of the worker would cost a second of CPU.
import openapi from "../schema/openapi.json";

export { GameRoom } from "../durable-objects/game-room";

const docs = docsPage(openapi as never);

const app = new Hono<AppEnv>();

// The request id and the log line first, so they cover every answer; then CORS, so every answer
// carries its headers, refusals included.
app.use("*", observeRequests);
app.use("*", corsHeaders);
app.use("*", bodyLimits);

app.get("/openapi.json", (c) => c.json(openapi));
app.get("/docs", (c) => c.html(docs));
register(app, restRoutes);
registerOAuth(app);
// The operator's replay check: outside the public API, off unless OPERATOR_KEY is set (docs/OPERATIONS.md).
app.get(OPERATOR_REPLAYS_PATH, operatorReplays);
// Every method: the handler answers the ones GraphQL does not use with a GraphQL-shaped 405.
app.all("/graphql", graphqlMethods, identify, graphqlHandler);

app.notFound((c) => refuse(c, apiError("NOT_FOUND", `no route ${c.req.method} ${c.req.path}`)));
app.onError((err, c) => {
  // Logged once, in the request's line (request-log.ts), with its code.
  c.set("failure", err);
  // A platform failure that passes is a 503 with Retry-After (transient.ts); anything else is a
  // bug of ours. Either may have come after an action was committed, so neither promises it was not.
  return refuse(
    c,
    transientFailure(err) ??
      apiError(
        "INTERNAL",
        "the server failed; an action may or may not have been applied: send it again with the same Idempotency-Key to learn which",
      ),
  );
});

export default { fetch: app.fetch, scheduled } satisfies ExportedHandler<Env>;
