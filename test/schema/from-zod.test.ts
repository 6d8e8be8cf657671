// The GraphQL types of a game with zod schemas are made from them (schema/from-zod): every field
// of every named zod shape is a field of the GraphQL type of that name, and real views, events,
// choices and bounds of seeded playouts resolve through those types with no error for every viewer.
import { createRequire } from "node:module";
import type { GraphQLNamedType, GraphQLObjectType as ObjectType, GraphQLOutputType, GraphQLSchema as Schema } from "graphql";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { schema } from "../../schema";
import { builder } from "../../schema/builder";
import { gameSchemaFromZod } from "../../schema/from-zod";
import { pascal } from "../../schema/from-zod/zod";
import type { AnyGameModule, Viewer } from "../../src/engine/contract";
import { gameSeed, Rng } from "../../src/engine/rng";
import { awaitingSeats, start, step } from "../../src/engine/runner";
import { games } from "../../src/games/registry";
import { SituationSampler } from "../engine/conformance/situations";

// The graphql that Pothos loads (Node resolves its CommonJS build; Vite would give this file the
// ES build, a second copy whose types the first refuses).
const { execute, getNamedType, GraphQLList, GraphQLNonNull, GraphQLObjectType, GraphQLSchema, isObjectType, isUnionType, parse } =
  createRequire(import.meta.url)("graphql") as typeof import("graphql");

const zodGames = games.filter((g) => g.schemas);

/** Besides each new situation, every this-many-th step of a playout resolves through GraphQL. */
const GRAPHQL_STRIDE = 10;

/**
 * The GraphQL object types a schema must produce, by name, with their field names: every zod
 * object with a meta id, for a record keyed by seat its entry type (Seat after the prefix), and
 * for a named record keyed by an enum an object with a field per key.
 */
function expectedTypes(
  root: z.ZodType,
  prefix: string,
  found = new Map<string, string[]>(),
  seen = new Set<z.ZodType>(),
): Map<string, string[]> {
  if (seen.has(root)) return found;
  seen.add(root);
  const id = z.globalRegistry.get(root)?.id;
  if (root instanceof z.ZodObject) {
    if (id) found.set(id, Object.keys(root.shape));
    for (const field of Object.values(root.shape)) expectedTypes(field as z.ZodType, prefix, found, seen);
  } else if (root instanceof z.ZodOptional || root instanceof z.ZodNullable || root instanceof z.ZodDefault) {
    expectedTypes(root.unwrap() as z.ZodType, prefix, found, seen);
  } else if (root instanceof z.ZodArray) {
    expectedTypes(root.element as z.ZodType, prefix, found, seen);
  } else if (root instanceof z.ZodRecord && root.keyType instanceof z.ZodEnum) {
    // Keyed by an enum (a ship type, say): an object with a field per key.
    if (id) found.set(id, root.keyType.options.map(String));
    expectedTypes(root.valueType as z.ZodType, prefix, found, seen);
  } else if (root instanceof z.ZodRecord) {
    const value = root.valueType as z.ZodType;
    const valueId = z.globalRegistry.get(value)?.id;
    if (value instanceof z.ZodObject && valueId?.startsWith(prefix)) {
      found.set(`${prefix}Seat${valueId.slice(prefix.length)}`, ["seat", ...Object.keys(value.shape)]);
      for (const field of Object.values(value.shape)) expectedTypes(field as z.ZodType, prefix, found, seen);
    } else {
      expectedTypes(value, prefix, found, seen);
    }
  } else if (root instanceof z.ZodUnion) {
    for (const option of root.options) expectedTypes(option as z.ZodType, prefix, found, seen);
  }
  return found;
}

/**
 * A selection of every field, through every union member, to the leaves. A type that contains
 * itself (a transport's cargo of units) is followed two levels deep, as deep as real values go.
 */
function everything(type: GraphQLOutputType, path: string[] = []): string {
  const named = getNamedType(type) as GraphQLNamedType;
  if (isUnionType(named))
    return `{ __typename ${named
      .getTypes()
      .map((m) => `... on ${m.name} ${everything(m, path)}`)
      .join(" ")} }`;
  if (!isObjectType(named)) return "";
  const fields = Object.values(named.getFields()).filter((f) => f.args.length === 0);
  const deep = path.filter((name) => name === named.name).length >= 2;
  return `{ ${fields
    .filter((f) => !deep || !isObjectType(getNamedType(f.type)))
    .map((f) => `${f.name} ${everything(f.type, [...path, named.name])}`)
    .join(" ")} }`;
}

/** A schema whose root fields hand out a game's view, events, choices and bounds as they are. */
function probeSchema(game: AnyGameModule): { probe: Schema; query: string } {
  const kindType = schema.getType(`${pascal(game.id)}Game`) as ObjectType;
  const pendingType = getNamedType(kindType.getFields().pending!.type) as ObjectType;
  const feedType = getNamedType(kindType.getFields().events!.type) as ObjectType;
  const pendingFields = pendingType.getFields();
  const types = {
    view: kindType.getFields().view!.type,
    events: feedType.getFields().events!.type,
    choices: pendingFields.choices!.type,
    ...(pendingFields.bounds ? { bounds: new GraphQLNonNull(new GraphQLList(pendingFields.bounds.type)) } : {}),
  };
  const probe = new GraphQLSchema({
    query: new GraphQLObjectType({
      name: "Query",
      fields: Object.fromEntries(
        Object.entries(types).map(([name, type]) => [name, { type, resolve: (root: Record<string, unknown>) => root[name] }]),
      ),
    }),
  });
  return {
    probe,
    query: `{ ${Object.entries(types)
      .map(([name, type]) => `${name} ${everything(type)}`)
      .join(" ")} }`,
  };
}

describe("GraphQL types generated from the games' zod schemas", () => {
  it("covers every game: each states its schemas, and no kind has a hand-written mirror", () => {
    expect(zodGames.map((g) => g.id).sort()).toEqual(games.map((g) => g.id).sort());
    expect(zodGames.map((g) => g.id)).toEqual(
      expect.arrayContaining(["star-battle", "last-starfighter", "iron-stars", "barnards-star", "double-star"]),
    );
  });

  for (const game of zodGames) {
    it(`${game.id}: every field of every named zod shape is a field of the GraphQL type of that name, and no other`, () => {
      const { view, event, bounds } = game.schemas!;
      const expected = expectedTypes(z.union([view, event, bounds, game.actionSchema]), pascal(game.id));
      expect(expected.size).toBeGreaterThan(10);
      for (const [name, fields] of expected) {
        const type = schema.getType(name);
        expect(type && isObjectType(type), `GraphQL has no object type ${name}`).toBe(true);
        expect(Object.keys((type as ObjectType).getFields()).sort(), name).toEqual([...fields].sort());
      }
    });

    it(`${game.id}: the view type's description and fields are the zod view schema's`, () => {
      const viewType = schema.getType(z.globalRegistry.get(game.schemas!.view)?.id ?? `${pascal(game.id)}View`) as ObjectType;
      expect(viewType.description).toBe(z.globalRegistry.get(game.schemas!.view)?.description);
      const shape = (game.schemas!.view as z.ZodObject).shape;
      for (const [key, field] of Object.entries(shape)) {
        const gql = viewType.getFields()[key]!;
        expect(gql, key).toBeDefined();
        // Optional and nullable zod fields, and only they, are nullable in GraphQL.
        expect(gql.type instanceof GraphQLNonNull, key).toBe(
          !(field as z.ZodType).safeParse(null).success && !(field as z.ZodType).safeParse(undefined).success,
        );
      }
    });

    it(`${game.id}: real views, redacted events, choices and bounds of seeded playouts resolve with no GraphQL error for every viewer`, {
      timeout: 120_000,
    }, () => {
      const { probe, query } = probeSchema(game);
      const document = parse(query);
      let checked = 0;
      for (const [n, input] of [{}, ...game.sampleOptions].entries()) {
        const options = game.optionsSchema.parse(input);
        const seed = gameSeed(`graphql-${game.id}-${n}`, []);
        const chooser = new Rng(seed, "chooser");
        let { state } = start(game, options, seed);
        const viewers: Viewer[] = [null, ...game.seats(options).map((s) => s.id)];
        const sampler = new SituationSampler(game, GRAPHQL_STRIDE);
        for (let version = 1; !game.outcome(state) && version < 3000; version++) {
          const seat = chooser.pick(awaitingSeats(game, state), "seat");
          const result = step(
            game,
            state,
            { version, seat, kind: "action", action: game.bot(state, seat, new Rng(seed, `bot:${version}`)) },
            seed,
          );
          if (!result.ok) throw new Error(`${result.code} at v${version}`);
          state = result.state;
          // Each new situation (the prompts owed, the events made) and every GRAPHQL_STRIDE-th step,
          // and the end: resolving every viewer's view at every fifth step cost Barnard's Star's
          // 2,000-step playouts ~30 s, nearly all of it on shapes an earlier step had resolved.
          if (!sampler.due(version, state, result.events) && !game.outcome(state)) continue;
          for (const viewer of viewers) {
            const pending = game.pending(state).filter((p) => p.seat === viewer);
            const root = {
              view: JSON.parse(JSON.stringify(game.view(state, viewer))),
              events: result.events.map((e) => game.redact(e, viewer)).filter((e) => e !== null),
              choices: pending.flatMap((p) => p.choices ?? []),
              bounds: pending.flatMap((p) => (p.bounds === undefined ? [] : [p.bounds])),
            };
            const answer = execute({ schema: probe, document, rootValue: root }) as { errors?: unknown[]; data?: Record<string, unknown> };
            expect(answer.errors, `v${version} viewer ${viewer}: ${JSON.stringify(answer.errors)}`).toBeUndefined();
            expect(answer.data!.view).not.toBeNull();
            checked++;
          }
        }
      }
      expect(checked).toBeGreaterThan(100);
    });
  }

  it("a field added to a zod view appears in the generated type with no other edit", () => {
    const [game] = zodGames;
    const view = (game!.schemas!.view as z.ZodObject)
      .extend({ weather: z.number().int().describe("A field no game has") })
      .meta({ id: "ProbeKindView" });
    gameSchemaFromZod({ ...game!, id: "probe-kind", schemas: { ...game!.schemas!, view } });
    // The shared builder printed the real schema already; a second print holds the new type too.
    const again = builder.toSchema({ sortSchema: true });
    const probe = again.getType("ProbeKindView") as ObjectType;
    expect(String(probe.getFields().weather?.type)).toBe("Int!");
    expect(probe.getFields().weather?.description).toBe("A field no game has");
    expect(Object.keys(probe.getFields()).sort()).toEqual(Object.keys(view.shape).sort());
    expect(schema.getType("ProbeKindView")).toBeUndefined();
  });

  it("a record keyed by an enum reads as an object with a field per key, on output and input, and converts back as it was", () => {
    const [game] = zodGames;
    const factors = z.partialRecord(
      z.enum(["cruiser", "destroyer"]),
      z.strictObject({ defense: z.number().int() }).meta({ id: "ProbeEnumFactor" }),
    );
    const optionsSchema = z.object({ factors: factors.default({}) });
    const actionSchema = z.discriminatedUnion("type", [
      z.strictObject({ type: z.literal("tune"), factors }),
      z.strictObject({ type: z.literal("pass") }),
    ]);
    const generated = gameSchemaFromZod({
      ...game!,
      id: "probe-enum",
      optionsSchema,
      actionSchema,
      schemas: { ...game!.schemas!, view: z.strictObject({ factors }).meta({ id: "ProbeEnumView" }) },
    });
    const again = builder.toSchema({ sortSchema: true });
    const field = (again.getType("ProbeEnumView") as ObjectType).getFields().factors!;
    const keyed = getNamedType(field.type) as ObjectType;
    expect(Object.keys(keyed.getFields()).sort()).toEqual(["cruiser", "destroyer"]);
    expect(String(keyed.getFields().cruiser!.type)).toBe("ProbeEnumFactor");
    const input = { tune: { factors: { cruiser: { defense: 3 }, destroyer: null } } };
    expect(generated.toAction(input)).toEqual({ type: "tune", factors: { cruiser: { defense: 3 } } });
    expect(generated.toAction({ pass: true })).toEqual({ type: "pass" });
    expect(actionSchema.safeParse(generated.toAction({ pass: false })).success).toBe(false);
  });

  it("a named schema copied by .describe() keeps its type, and a nullable input field left out is given as null", () => {
    const [game] = zodGames;
    const side = z.enum(["north", "south"]).meta({ id: "ProbeCopySide", description: "A side" });
    const view = z.strictObject({ side, attacker: side.describe("The side attacking") }).meta({ id: "ProbeCopyView" });
    const actionSchema = z.discriminatedUnion("type", [
      z.strictObject({ type: z.literal("aim"), at: side.nullable(), speed: z.int().nullable().default(null) }),
    ]);
    const generated = gameSchemaFromZod({ ...game!, id: "probe-copy", actionSchema, schemas: { ...game!.schemas!, view } });
    const again = builder.toSchema({ sortSchema: true });
    const fields = (again.getType("ProbeCopyView") as ObjectType).getFields();
    expect(String(fields.attacker!.type)).toBe("ProbeCopySide!");
    expect(fields.attacker!.description).toBe("The side attacking");
    expect(again.getType("ProbeCopyViewAttacker")).toBeUndefined();
    // Left out or given as null, `at` reaches the parse as the null it must be; `speed` keeps its default.
    for (const input of [{ aim: {} }, { aim: { at: null } }]) {
      expect(generated.toAction(input)).toEqual({ type: "aim", at: null });
      expect(actionSchema.parse(generated.toAction(input))).toEqual({ type: "aim", at: null, speed: null });
    }
    expect(generated.toAction({ aim: { at: "south", speed: 2 } })).toEqual({ type: "aim", at: "south", speed: 2 });
  });

  it("a union of one-field objects reads as a @oneOf input by that field, and a field that may be null but not absent comes back null", () => {
    const [game] = zodGames;
    const track = z.strictObject({
      hull: z.strictObject({ from: z.int(), to: z.int() }).nullable(),
      armour: z.strictObject({ from: z.int(), to: z.int() }).nullable(),
    });
    const item = z.union([
      z.strictObject({ class: z.enum(["nike", "volga"]) }),
      z.strictObject({ design: z.strictObject({ name: z.string(), track }) }),
    ]);
    const actionSchema = z.discriminatedUnion("type", [
      z.strictObject({ type: z.literal("buy"), ships: z.array(item) }),
      z.strictObject({ type: z.literal("pass") }),
    ]);
    const generated = gameSchemaFromZod({
      ...game!,
      id: "probe-keyed",
      actionSchema,
      schemas: { ...game!.schemas!, view: z.strictObject({ n: z.int() }).meta({ id: "ProbeKeyedView" }) },
    });
    const again = builder.toSchema({ sortSchema: true });
    const input = again.getType("ProbeKeyedBuyShipsInput") as unknown as { isOneOf: boolean; getFields(): Record<string, unknown> };
    expect(input.isOneOf).toBe(true);
    expect(Object.keys(input.getFields()).sort()).toEqual(["class", "design"]);
    const bought = generated.toAction({
      buy: { ships: [{ class: "nike" }, { design: { name: "Dauntless", track: { hull: { from: 1, to: 20 } } } }] },
    });
    expect(bought).toEqual({
      type: "buy",
      ships: [{ class: "nike" }, { design: { name: "Dauntless", track: { hull: { from: 1, to: 20 }, armour: null } } }],
    });
    expect(actionSchema.safeParse(bought).success).toBe(true);
    // Both fields, or none: no member takes it, so the game's own parse refuses it.
    for (const ship of [{ class: "nike", design: { name: "x", track: {} } }, {}])
      expect(actionSchema.safeParse(generated.toAction({ buy: { ships: [ship] } })).success).toBe(false);
  });
});

describe("recursive zod shapes (a transport's cargo of units)", () => {
  const [game] = zodGames;
  const node = z
    .strictObject({
      id: z.string(),
      get cargo() {
        return z.array(node).describe("What it carries");
      },
      get towedBy() {
        return node.nullable();
      },
    })
    .meta({ id: "ProbeTreeNode", description: "A unit that may carry units" });
  const order = z.strictObject({
    unit: z.string(),
    get next() {
      return order.optional();
    },
  });
  const actionSchema = z.discriminatedUnion("type", [
    z.strictObject({ type: z.literal("chain"), order }).meta({ id: "ProbeTreeChain" }),
    z.strictObject({ type: z.literal("pass") }),
  ]);
  const generated = gameSchemaFromZod({
    ...game!,
    id: "probe-tree",
    actionSchema,
    schemas: { ...game!.schemas!, view: z.strictObject({ units: z.array(node) }).meta({ id: "ProbeTreeView" }) },
  });
  const again = builder.toSchema({ sortSchema: true });

  it("an object that contains itself is one type whose fields name it, and nested values resolve to any depth", () => {
    const fields = (again.getType("ProbeTreeNode") as ObjectType).getFields();
    expect(String(fields.cargo!.type)).toBe("[ProbeTreeNode!]!");
    expect(fields.cargo!.description).toBe("What it carries");
    expect(String(fields.towedBy!.type)).toBe("ProbeTreeNode");
    const view = again.getType("ProbeTreeView") as ObjectType;
    const probe = new GraphQLSchema({
      query: new GraphQLObjectType({ name: "Query", fields: { view: { type: view, resolve: (root: unknown) => root } } }),
    });
    const units = [
      {
        id: "t1",
        towedBy: null,
        cargo: [{ id: "t2", towedBy: { id: "t3", towedBy: null, cargo: [] }, cargo: [{ id: "r1", towedBy: null, cargo: [] }] }],
      },
    ];
    const answer = execute({
      schema: probe,
      document: parse("{ view { units { id cargo { id towedBy { id } cargo { id cargo { id } } } } } }"),
      rootValue: { units },
    }) as { errors?: unknown; data?: unknown };
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toEqual({
      view: { units: [{ id: "t1", cargo: [{ id: "t2", towedBy: { id: "t3" }, cargo: [{ id: "r1", cargo: [] }] }] }] },
    });
  });

  it("an input object that contains itself is one input type, and a nested input converts back as the engine wants it", () => {
    const input = again.getType("ProbeTreeChainOrderInput") as unknown as { getFields(): Record<string, { type: unknown }> };
    expect(String(input.getFields().next!.type)).toBe("ProbeTreeChainOrderInput");
    const action = generated.toAction({ chain: { order: { unit: "a", next: { unit: "b", next: { unit: "c", next: null } } } } });
    expect(action).toEqual({ type: "chain", order: { unit: "a", next: { unit: "b", next: { unit: "c" } } } });
    expect(actionSchema.safeParse(action).success).toBe(true);
  });
});
