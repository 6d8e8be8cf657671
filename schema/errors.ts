// Expected failures are typed results, not GraphQL errors: every mutation returns a union of
// its success type and these problem types, each carrying the same stable code as REST.
import type { ApiError, Result } from "../src/service/errors";
import type { UnionRef } from "@pothos/core";
import { GraphQLError } from "graphql";
import { builder, type BuilderTypes } from "./builder";

export interface ProblemShape extends ApiError {
  __typename: string;
}

export const ProblemRef = builder.interfaceRef<ProblemShape>("Problem").implement({
  description: "Something the server refused, with the same stable code REST uses",
  fields: (t) => ({
    code: t.exposeString("code"),
    message: t.string({ resolve: (p) => p.detail }),
    status: t.exposeInt("status", { description: "The HTTP status REST would answer with" }),
  }),
});

function problemType(name: string, description: string) {
  return builder
    .objectRef<ProblemShape>(name)
    .implement({ description, interfaces: [ProblemRef], isTypeOf: (p) => (p as ProblemShape).__typename === name });
}

export const AuthProblem = problemType("AuthProblem", "No key, a bad key, or a seat that is not yours to play (401, 403)");
export const NotFoundProblem = problemType("NotFoundProblem", "No such game, kind or version (404)");
export const InputProblem = builder.objectRef<ProblemShape>("InputProblem").implement({
  description: "The input is malformed or does not match the schema (400, 413)",
  interfaces: [ProblemRef],
  isTypeOf: (p) => (p as ProblemShape).__typename === "InputProblem",
  fields: (t) => ({ issues: t.stringList({ resolve: (p) => (p.extra?.issues as string[] | undefined) ?? [] }) }),
});
export const ConflictProblem = builder.objectRef<ProblemShape>("ConflictProblem").implement({
  description: "The game is not in a state that allows this: stale version, seat taken, not started, over (409)",
  interfaces: [ProblemRef],
  isTypeOf: (p) => (p as ProblemShape).__typename === "ConflictProblem",
  fields: (t) => ({ currentVersion: t.int({ nullable: true, resolve: (p) => (p.extra?.currentVersion as number | undefined) ?? null }) }),
});
export const IllegalActionProblem = builder.objectRef<ProblemShape>("IllegalActionProblem").implement({
  description: "The rules forbid the action (422); `rule` names the rule",
  interfaces: [ProblemRef],
  isTypeOf: (p) => (p as ProblemShape).__typename === "IllegalActionProblem",
  fields: (t) => ({ rule: t.string({ resolve: (p) => p.rule ?? "" }) }),
});
export const RateLimitProblem = problemType("RateLimitProblem", "Too many requests (429)");

export const problemTypes = [AuthProblem, NotFoundProblem, InputProblem, ConflictProblem, IllegalActionProblem, RateLimitProblem] as const;

function typenameFor(error: ApiError): string {
  switch (error.status) {
    case 401:
    case 403:
      return "AuthProblem";
    case 404:
      return "NotFoundProblem";
    case 400:
    case 413:
      return "InputProblem";
    case 409:
      return "ConflictProblem";
    case 422:
      return error.rule ? "IllegalActionProblem" : "InputProblem";
    case 429:
      return "RateLimitProblem";
    default:
      // Not an expected failure of the operation (a game this deploy cannot load, 503): a
      // GraphQL error, still with REST's stable code.
      throw new GraphQLError(error.detail, { extensions: { code: error.code, status: error.status, ...error.extra } });
  }
}

export function asProblem(error: ApiError): ProblemShape {
  return { ...error, __typename: typenameFor(error) };
}

/** A service Result as a GraphQL result union member. */
export function unwrap<T extends object>(result: Result<T>): T | ProblemShape {
  return result.ok ? result.value : asProblem(result.error);
}

const problemNames = new Set([
  "AuthProblem",
  "NotFoundProblem",
  "InputProblem",
  "ConflictProblem",
  "IllegalActionProblem",
  "RateLimitProblem",
]);

/** A union of one success type and every problem type: the result of a mutation. */
export function resultUnion<T extends object>(name: string, success: { name: string } & object, description: string) {
  return builder.unionType(name, {
    description,
    types: [success as never, ...problemTypes],
    resolveType: (value) => {
      const typename = (value as Partial<ProblemShape>).__typename;
      return typename && problemNames.has(typename) ? typename : success.name;
    },
  }) as unknown as UnionRef<BuilderTypes, T | ProblemShape, T | ProblemShape>;
}
