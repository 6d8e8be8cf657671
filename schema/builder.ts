// The one Pothos builder. Fields are non-null unless they say otherwise, so clients can trust
// the shape; every resolver gets the bindings and the caller. Lists are Relay connections
// (@pothos/plugin-relay): forward paging with first/after, edges and nodes never null. Times are
// the DateTime scalar: graphql-scalars' DateTimeISO under the name DateTime — RFC 3339 in UTC,
// validated both ways (a maintained, widely used definition rather than a hand-rolled regex), and
// always sent as an ISO string, the same text REST sends for the same time.
import SchemaBuilder from "@pothos/core";
import { GraphQLDateTimeISO } from "graphql-scalars";
import RelayPlugin from "@pothos/plugin-relay";
import ScopeAuthPlugin from "@pothos/plugin-scope-auth";
import { insufficientScope, tokenScopes } from "./scopes";
import type { Requester } from "../src/service/types";

/** Every resolver's context: who asks, as the service functions take it (set by src/api/caller.ts). */
export type GraphQLContext = Requester;

interface BuilderOptions {
  Context: GraphQLContext;
  Scalars: { DateTime: { Input: Date; Output: Date | string } };
  DefaultFieldNullability: false;
  DefaultInputFieldRequiredness: true;
  DefaultEdgesNullability: false;
  DefaultNodeNullability: false;
  /** What a token may do: src/api/scopes.ts's table, read by schema/scopes.ts. */
  AuthScopes: { tokenAllows: { operation: string; gameId?: string } };
}

export type BuilderTypes = PothosSchemaTypes.ExtendDefaultTypes<BuilderOptions>;

export const builder = new SchemaBuilder<BuilderOptions>({
  // scopeTable before scopeAuth: it gives each root field the authScopes that scopeAuth checks.
  plugins: [RelayPlugin, "scopeTable", ScopeAuthPlugin],
  scopeAuth: {
    authScopes: tokenScopes,
    authorizeOnSubscribe: true,
    unauthorizedError: (_parent, _context, info) => insufficientScope(info),
  },
  defaultFieldNullability: false,
  defaultInputFieldRequiredness: true,
  relay: {
    cursorType: "String",
    clientMutationId: "omit",
    nodeQueryOptions: false,
    nodesQueryOptions: false,
    edgesFieldOptions: { nullable: false },
    nodeFieldOptions: { nullable: false },
    pageInfoTypeOptions: {
      description: "Where a page ends. Paging is forward only: hasPreviousPage is always false and startCursor is the first edge's cursor",
    },
  },
});

builder.addScalarType("DateTime", GraphQLDateTimeISO, {
  description: "A moment in UTC as an RFC 3339 / ISO 8601 string, e.g. 2026-11-25T17:45:33.123Z",
});

builder.queryType({ description: "Read games, kinds and yourself" });
builder.mutationType({ description: "Register, create and join games, and play" });
builder.subscriptionType({ description: "Follow a game live, over GraphQL over server-sent events" });
