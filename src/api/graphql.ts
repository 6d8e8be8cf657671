// GraphQL at /graphql (GraphiQL on GET), over the same rooms as REST.
import { createYoga } from "graphql-yoga";
import type { Context } from "hono";
import { schema } from "../../schema";
import { resolveCaller } from "./auth";
import { documentLimits } from "./graphql-limits";
import { problem } from "./problem";
import type { AppEnv } from "./route";
import type { GraphQLContext } from "../../schema/builder";

const yoga = createYoga<GraphQLContext>({
  schema,
  plugins: [{ onValidate: ({ addValidationRule }: { addValidationRule: (rule: typeof documentLimits) => void }) => addValidationRule(documentLimits) }],
  graphqlEndpoint: "/graphql",
  landingPage: false,
  graphiql: { title: "Starpost GraphQL" },
  maskedErrors: true,
});

export async function graphqlHandler(c: Context<AppEnv>): Promise<Response> {
  const caller = await resolveCaller(c.env.DIRECTORY, c.req.header("authorization"));
  if (!caller.ok) return problem(c, caller.error);
  return yoga.fetch(c.req.raw, { env: c.env, caller: caller.value });
}
