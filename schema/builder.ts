// The one Pothos builder. Fields are non-null unless they say otherwise, so clients can trust
// the shape; every resolver gets the bindings and the caller. Lists are Relay connections
// (@pothos/plugin-relay): forward paging with first/after, edges and nodes never null.
import SchemaBuilder from "@pothos/core";
import RelayPlugin from "@pothos/plugin-relay";
import type { Caller } from "../src/service/types";

export interface GraphQLContext {
  env: Env;
  caller: Caller;
}

interface BuilderOptions {
  Context: GraphQLContext;
  DefaultFieldNullability: false;
  DefaultInputFieldRequiredness: true;
  DefaultEdgesNullability: false;
  DefaultNodeNullability: false;
}

export type BuilderTypes = PothosSchemaTypes.ExtendDefaultTypes<BuilderOptions>;

export const builder = new SchemaBuilder<BuilderOptions>({
  plugins: [RelayPlugin],
  defaultFieldNullability: false,
  defaultInputFieldRequiredness: true,
  relay: {
    cursorType: "String",
    clientMutationId: "omit",
    nodeQueryOptions: false,
    nodesQueryOptions: false,
    edgesFieldOptions: { nullable: false },
    nodeFieldOptions: { nullable: false },
    pageInfoTypeOptions: { description: "Where a page ends. Paging is forward only: hasPreviousPage is always false and startCursor is the first edge's cursor" },
  },
});

builder.queryType({ description: "Read games, kinds and yourself" });
builder.mutationType({ description: "Register, create and join games, and play" });
