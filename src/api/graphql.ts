// GraphQL at /graphql (GraphiQL on GET), over the same rooms as REST.
import { GraphQLError, type ExecutionResult } from "graphql";
import { createYoga, type Plugin } from "graphql-yoga";
import type { Context } from "hono";
import { schema } from "../../schema";
import { resolveCaller } from "./auth";
import { documentLimits } from "./graphql-limits";
import { problem } from "./problem";
import { admit, rateKey } from "./rate-limit";
import type { AppEnv } from "./route";
import type { ApiError } from "../service/errors";
import type { GraphQLContext } from "../../schema/builder";

/** Every error carries a stable `extensions.code`: variables that fail coercion become BAD_USER_INPUT. */
function withCode(error: GraphQLError, fallback: string): GraphQLError {
  if (error.extensions?.code) return error;
  return new GraphQLError(error.message, { nodes: error.nodes ?? null, path: error.path ?? null, originalError: error.originalError ?? null, extensions: { ...error.extensions, code: fallback } });
}

const stableErrorCodes: Plugin = {
  onExecute: () => ({
    onExecuteDone: ({ result, setResult }) => {
      const r = result as ExecutionResult;
      if (!r.errors?.length) return;
      setResult({ ...r, errors: r.errors.map((e) => withCode(e, e.path ? "INTERNAL_SERVER_ERROR" : "BAD_USER_INPUT")) });
    },
  }),
};

const yoga = createYoga<GraphQLContext>({
  schema,
  plugins: [
    { onValidate: ({ addValidationRule }: { addValidationRule: (rule: typeof documentLimits) => void }) => addValidationRule(documentLimits) },
    stableErrorCodes,
  ],
  graphqlEndpoint: "/graphql",
  landingPage: false,
  graphiql: { title: "Starpost GraphQL" },
  maskedErrors: true,
  // The app's own body limit (src/api/body-limit.ts, on every route) already bounds what reaches
  // here; yoga's would pipe every body through a second stream to count it again.
  maxRequestBodySize: false,
});

/** A refused request, as a GraphQL client expects it: an error with a code, and Retry-After. */
function rateLimited(error: ApiError): Response {
  const extensions = { code: error.code, ...error.extra };
  return new Response(JSON.stringify({ errors: [{ message: error.detail, extensions }] }), {
    status: error.status,
    headers: { "content-type": "application/graphql-response+json; charset=utf-8", "retry-after": String(error.extra?.retryAfter ?? 1) },
  });
}

export async function graphqlHandler(c: Context<AppEnv>): Promise<Response> {
  const caller = await resolveCaller(c.env.DIRECTORY, c.req.header("authorization"));
  const admitted = await admit(c.env, rateKey(caller.ok ? caller.value : null, c.req.raw));
  if (!admitted.ok) return rateLimited(admitted.error);
  if (!caller.ok) return problem(c, caller.error);
  return yoga.fetch(c.req.raw, { env: c.env, caller: caller.value });
}
