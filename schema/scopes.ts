// Scopes in GraphQL: every root field (Query, Mutation, Subscription) needs the scope that the
// one table in src/api/scopes.ts gives it, checked by @pothos/plugin-scope-auth before the
// resolver runs, and says so in its description. This small plugin reads the table as the
// schema is built, so no field declares its scope by hand and a field missing from the table
// stops the build.
import SchemaBuilder, { BasePlugin, type PothosOutputFieldConfig, type SchemaTypes } from "@pothos/core";
import { GraphQLError, type GraphQLResolveInfo } from "graphql";
import { acceptedScopes, grantOf, requirementOf, scopeDenial, type BaseScope } from "../src/api/scopes";
import type { Caller } from "../src/service/types";

const ROOTS = new Set(["Query", "Mutation", "Subscription"]);

/** The game a root field acts on: its `gameId` or `id` argument. */
const gameOf = (args: Record<string, unknown>): string | undefined =>
  (args.gameId ?? args.id) === undefined ? undefined : String(args.gameId ?? args.id);

function scopeSentence(operation: string): string {
  const need = requirementOf(operation)!;
  if (need === "public") return "Scope: none (public).";
  if (need === "token") return "Scope: any valid key or token.";
  return need === "read" || need === "play" ? `Scope: \`${need}\` (or \`play:<gameId>\` for that game).` : `Scope: \`${need}\`.`;
}

export class ScopeTablePlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override onOutputFieldConfig(field: PothosOutputFieldConfig<Types>): PothosOutputFieldConfig<Types> {
    if (!ROOTS.has(field.kind)) return field;
    const operation = `${field.parentType}.${field.name}`;
    const need = requirementOf(operation);
    if (need === undefined) throw new Error(`${operation} is not in OPERATION_SCOPES (src/api/scopes.ts)`);
    const description = [field.description, scopeSentence(operation)].filter(Boolean).join(" ");
    const authScopes = (_parent: unknown, args: Record<string, unknown>) => ({ tokenAllows: { operation, gameId: gameOf(args) } });
    return { ...field, description, pothosOptions: { ...field.pothosOptions, authScopes } as never };
  }
}

declare global {
  export namespace PothosSchemaTypes {
    export interface Plugins<Types extends SchemaTypes> {
      scopeTable: ScopeTablePlugin<Types>;
    }
  }
}

SchemaBuilder.registerPlugin("scopeTable", ScopeTablePlugin);

/** The plugin's scope loader: the caller's grant allows the operation (on that game). */
export const tokenScopes = (context: { caller: Caller }) => ({
  tokenAllows: ({ operation, gameId }: { operation: string; gameId?: string }) =>
    scopeDenial(operation, grantOf(context.caller), gameId) === null,
});

/** A refusal with the same code and fields REST's 403 carries. */
export function insufficientScope(info: GraphQLResolveInfo): GraphQLError {
  const operation = `${info.parentType.name}.${info.fieldName}`;
  const need = requirementOf(operation) as BaseScope;
  return new GraphQLError(`this token lacks the scope '${need}' that ${operation} needs`, {
    extensions: { code: "INSUFFICIENT_SCOPE", scope: need, acceptedScopes: acceptedScopes(need) },
  });
}
