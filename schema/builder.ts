// The one Pothos builder. Fields are non-null unless they say otherwise, so clients can trust
// the shape; every resolver gets the bindings and the caller.
import SchemaBuilder from "@pothos/core";
import type { Caller } from "../src/service/types";

export interface GraphQLContext {
  env: Env;
  caller: Caller;
}

interface BuilderOptions {
  Context: GraphQLContext;
  DefaultFieldNullability: false;
  DefaultInputFieldRequiredness: true;
}

export type BuilderTypes = PothosSchemaTypes.ExtendDefaultTypes<BuilderOptions>;

export const builder = new SchemaBuilder<BuilderOptions>({ defaultFieldNullability: false, defaultInputFieldRequiredness: true });

builder.queryType({ description: "Read games, kinds and yourself" });
builder.mutationType({ description: "Register, create and join games, and play" });
