// A client generated from the published schema (schema/schema.graphql) selects every field of
// every member of a union or interface through inline fragments; graphql-js must accept what it
// writes. Two members giving one field name the same kind of value, nullable on one and non-null on
// the other, are refused ("Fields "ship" conflict because they return conflicting types "String" and
// "String!"", Double Star's chooseLoss against its other orders, found in stop 37): the schema keeps
// such fields alike (schema/from-zod/output.ts, agreeOnNullability). Names that hold different kinds
// of value are aliased, as a careful generator does (test/schema/select-everything.ts).
import { readFileSync } from "node:fs";
import {
  buildSchema,
  isAbstractType,
  NoUnusedFragmentsRule,
  parse,
  specifiedRules,
  validate,
  type GraphQLField,
  type GraphQLObjectType,
} from "graphql";
import { describe, expect, it } from "vitest";
import { namesOfManyKinds, SelectEverything } from "./select-everything";

const published = buildSchema(readFileSync(new URL("../../schema/schema.graphql", import.meta.url), "utf8"));

/** Deep enough to reach a played game's pending choices and its events' fields from a mutation. */
const DEPTH = 5;
const everything = new SelectEverything(published, DEPTH);

const abstractTypes = Object.values(published.getTypeMap())
  .filter((t) => !t.name.startsWith("__") && isAbstractType(t))
  .map((t) => t.name);

/** graphql-js' verdict on a document, as messages (empty: accepted). */
const refusals = (document: string, rules = specifiedRules): string[] => validate(published, parse(document), rules).map((e) => e.message);

const rootFields = (root: GraphQLObjectType | null | undefined): GraphQLField<unknown, unknown>[] => Object.values(root?.getFields() ?? {});

describe("a client that selects every field of every member validates against the published schema", () => {
  it("there are unions and interfaces to check, the game kinds' among them", () => {
    expect(abstractTypes).toEqual(expect.arrayContaining(["Game", "DoubleStarAction", "StarBattleEvent", "GameResult", "Problem"]));
    expect(abstractTypes.length).toBeGreaterThan(50);
  });

  // A fragment is how a generator writes a union's selection once, for every place it appears;
  // it is used by the operations below, so "unused" is no refusal here.
  const fragmentRules = specifiedRules.filter((rule) => rule !== NoUnusedFragmentsRule);
  it.each(abstractTypes)("%s: one fragment with every member's every field", (name) => {
    const type = published.getType(name)!;
    expect(refusals(`fragment Every${name} on ${name} ${everything.selection(type)}`, fragmentRules)).toEqual([]);
  });

  it.each(rootFields(published.getQueryType()).map((f) => f.name))("query %s: its whole result", (name) => {
    const field = published.getQueryType()!.getFields()[name]!;
    expect(refusals(`query Every { ${everything.field(field)} }`)).toEqual([]);
  });

  it.each(rootFields(published.getMutationType()).map((f) => f.name))("mutation %s: its whole result", (name) => {
    const field = published.getMutationType()!.getFields()[name]!;
    expect(refusals(`mutation Every { ${everything.field(field)} }`)).toEqual([]);
  });

  it.each(rootFields(published.getSubscriptionType()).map((f) => f.name))("subscription %s: its whole result", (name) => {
    const field = published.getSubscriptionType()!.getFields()[name]!;
    expect(refusals(`subscription Every { ${everything.field(field)} }`)).toEqual([]);
  });

  it("a name that holds different kinds of value is refused under one key, which is why the generator aliases it", () => {
    // `to` is a hex (Int) on a Barnard's Star move and a place name (String) on a teleport: a
    // generator that did not alias it would be refused, whatever the schema's nullability.
    expect([...namesOfManyKinds(published).get("to")!]).toEqual(expect.arrayContaining(["Int", "String"]));
    const unaliased = `fragment F on BarnardsStarAction { ... on BarnardsStarMoveUnit { to } ... on BarnardsStarTeleport { to } }`;
    expect(refusals(unaliased, fragmentRules)).toEqual([
      expect.stringContaining('Fields "to" conflict because they return conflicting types'),
    ]);
  });
});
