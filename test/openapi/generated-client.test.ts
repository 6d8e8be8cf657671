// The promise of the OpenAPI document (issue 17): a client generated from it with
// openapi-typescript gets a typed view per kind from getGame, and its submitAction accepts only
// the kind's own actions. Types are generated from the document as the server makes it, and a
// snippet is compiled against them with the TypeScript compiler. The types are made as the SDK
// makes its own (sdk/scripts/generate.ts), so what holds here holds for the SDK.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import ts from "typescript";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { openApiDocument } from "../../src/api/openapi";
import { restRoutes } from "../../src/api/rest";
import type { AnyGameModule } from "../../src/engine/contract";
import { games } from "../../src/games/registry";
import { sdkSources } from "../../sdk/scripts/generate";

// A minimal stand-in for Star Battle's schemas, for this test only (the real ones live in
// src/games/star-battle/schema.ts once written): a view with a turn, two events.
const testView = z.object({ turn: z.number().int(), lords: z.array(z.string()) }).meta({ id: "TestOnlyStarBattleView" });
const testEvent = z.discriminatedUnion("type", [
  z.object({ type: z.literal("TurnEnded"), lord: z.string() }),
  z.object({ type: z.literal("ShipMoved"), to: z.string() }),
]);
const withSchemas = games.map(
  (g): AnyGameModule => (g.id === "star-battle" ? { ...g, schemas: { view: testView, event: testEvent, bounds: z.null() } } : g),
);

const GAME = `type Game = paths["/v1/games/{id}"]["get"]["responses"][200]["content"]["application/json"];`;
const BODY = `type Body = NonNullable<paths["/v1/games/{id}/actions"]["post"]["requestBody"]>["content"]["application/json"];`;
const CREATE = `type Create = NonNullable<paths["/v1/games"]["post"]["requestBody"]>["content"]["application/json"];`;
const KIND = `type Kind = paths["/v1/kinds"]["get"]["responses"][200]["content"]["application/json"]["kinds"][number];`;
const PROBLEM = `type P = paths["/v1/games/{id}"]["get"]["responses"][404]["content"]["application/problem+json"];`;

/** Snippets compiled against the generated types, all in one program (one compile is seconds). */
const snippets = {
  viewTyped: `${GAME}\ndeclare const g: Game;\nif (g.kind === "star-battle" && g.view) { const turn: number = g.view.turn; const lords: string[] = g.view.lords; }`,
  viewNoSuchField: `${GAME}\ndeclare const g: Game;\nif (g.kind === "star-battle" && g.view) { const x: string = g.view.noSuchField; }`,
  eventTyped: `declare const e: components["schemas"]["StarBattleEvent"];\nif (e.type === "ShipMoved") { const to: string = e.to; }`,
  eventUnknownType: `const e: components["schemas"]["StarBattleEvent"] = { type: "NoSuchEvent" };`,
  ownAction: `${BODY}\nconst body: Body = { kind: "star-battle", action: { type: "endTurn" }, expectedVersion: 3 };`,
  otherKindOwnAction: `${BODY}\nconst body: Body = { kind: "last-starfighter", action: { type: "chooseShip", ship: "gunstar" } };`,
  unknownAction: `${BODY}\nconst body: Body = { kind: "star-battle", action: { type: "noSuchAction" } };`,
  otherKindsAction: `${BODY}\nconst body: Body = { kind: "star-battle", action: { type: "chooseShip", ship: "gunstar" } };`,
  createNoOptions: `${CREATE}\nconst a: Create = { kind: "star-battle" };\nconst b: Create = { kind: "iron-stars", options: {} };`,
  createPartialOptions: `${CREATE}\nconst a: Create = { kind: "star-battle", options: { players: 3, battle: "decisive" } };\nconst b: Create = { kind: "star-battle", timeControl: { decisionHours: 24 } };\nconst c: Create = { kind: "last-starfighter", options: { opponent: "drone" } };`,
  createWrongOptionValue: `${CREATE}\nconst body: Create = { kind: "star-battle", options: { battle: "noSuchBattle" } };`,
  createOtherKindsOption: `${CREATE}\nconst body: Create = { kind: "last-starfighter", options: { battle: "decisive" } };`,
  answerOptionsFilledIn: `${GAME}\ndeclare const g: Game;\nif (g.kind === "star-battle") { const players: number = g.options.players; const battle: "ordinary" | "decisive" | "tabular" = g.options.battle; }`,
  kindDefaultsTyped: `${KIND}\ndeclare const k: Kind;\nif (k.id === "star-battle") { const players: number = k.defaultOptions.players; }\nif (k.id === "last-starfighter") { const o: "pilot" | "drone" = k.defaultOptions.opponent; }`,
  kindDefaultsOtherKind: `${KIND}\ndeclare const k: Kind;\nif (k.id === "last-starfighter") { const players: number = k.defaultOptions.players; }`,
  routeCode: `${PROBLEM}\nconst p: P["code"] = "GAME_NOT_FOUND";`,
  otherRouteCode: `${PROBLEM}\nconst p: P["code"] = "SEAT_TAKEN";`,
};

/** Each snippet's diagnostics. */
function compileAll(dir: string): Record<keyof typeof snippets, string[]> {
  const files = Object.entries(snippets).map(([name, code]) => {
    const file = path.join(dir, `${name}.ts`);
    writeFileSync(file, `import type { paths, components } from "./api";\n${code}\nexport {};\n`);
    return [name, file] as const;
  });
  const program = ts.createProgram(
    files.map(([, file]) => file),
    {
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      types: [],
    },
  );
  return Object.fromEntries(
    files.map(([name, file]) => [
      name,
      ts.getPreEmitDiagnostics(program, program.getSourceFile(file)).map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n")),
    ]),
  ) as Record<keyof typeof snippets, string[]>;
}

describe("a client generated from the OpenAPI document (openapi-typescript)", () => {
  let generated = "";
  let errors = {} as Record<keyof typeof snippets, string[]>;
  beforeAll(async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "starpost-openapi-"));
    generated = (await sdkSources(openApiDocument(restRoutes, withSchemas)))["sdk/src/generated/openapi.ts"]!;
    writeFileSync(path.join(dir, "api.ts"), generated);
    errors = compileAll(dir);
  }, 180_000);

  it("types getGame's answer: not Record<string, never>, a union discriminated by kind", () => {
    const getGame = generated.slice(generated.indexOf("    getGame: {"), generated.indexOf("    joinGame: {"));
    expect(getGame).toContain('"application/json": components["schemas"]["Game"]');
    expect(getGame).not.toContain("Record<string, never>");
    expect(errors.viewTyped).toEqual([]);
  });

  it("narrows the view by kind: a field the kind's view does not have fails to compile", () => {
    expect(errors.viewNoSuchField.join()).toMatch(/noSuchField/);
  });

  it("types a kind's events by type", () => {
    expect(errors.eventTyped).toEqual([]);
    expect(errors.eventUnknownType.join()).toMatch(/NoSuchEvent/);
  });

  it("accepts each kind's own action in submitAction's body", () => {
    expect(errors.ownAction).toEqual([]);
    expect(errors.otherKindOwnAction).toEqual([]);
  });

  it("refuses an action type the kind does not have", () => {
    expect(errors.unknownAction.join()).toMatch(/noSuchAction/);
  });

  it("refuses another kind's action under this kind", () => {
    expect(errors.otherKindsAction).not.toEqual([]);
  });

  it("takes createGame's options as inputs: any of them may be left out for its default", () => {
    expect(errors.createNoOptions).toEqual([]);
    expect(errors.createPartialOptions).toEqual([]);
  });

  it("refuses an option value the kind does not have, and another kind's option", () => {
    expect(errors.createWrongOptionValue.join()).toMatch(/noSuchBattle/);
    expect(errors.createOtherKindsOption).not.toEqual([]);
  });

  it("answers a game's options as the server fills them in: every defaulted option is there", () => {
    expect(errors.answerOptionsFilledIn).toEqual([]);
  });

  it("types each kind's default options by its id", () => {
    expect(errors.kindDefaultsTyped).toEqual([]);
    expect(errors.kindDefaultsOtherKind.join()).toMatch(/players/);
  });

  it("types each error response's code with the route's stable codes", () => {
    expect(errors.routeCode).toEqual([]);
    expect(errors.otherRouteCode.join()).toMatch(/SEAT_TAKEN/);
  });

  it("publishes a game's own schema under the name it gave it with .meta({ id })", () => {
    const doc = openApiDocument(restRoutes, withSchemas) as {
      components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
    };
    expect(doc.components.schemas.TestOnlyStarBattleView).toBeDefined();
    expect(JSON.stringify(doc.components.schemas.StarBattleGame!.properties!.view)).toContain(
      "#/components/schemas/TestOnlyStarBattleView",
    );
  });
});
