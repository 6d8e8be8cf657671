// Makes the SDK's generated sources from the OpenAPI document: the types of every path
// (openapi-typescript) and the few facts about operations the client needs at run time.
// `npm run schema` writes them beside schema/openapi.json and `npm run schema:check` fails when
// they are stale, so a changed API cannot ship with old SDK types. Run on its own
// (`npm run generate -w sdk`), it reads the checked-in schema/openapi.json.
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import openapiTS, { astToString, NEVER, type OpenAPI3, type SchemaObject } from "openapi-typescript";

const HEADER = "// Generated from schema/openapi.json by sdk/scripts/generate.ts (`npm run schema`). Do not edit.\n";

/**
 * How openapi-typescript reads the document. A bare `{type: "object"}` becomes
 * Record<string, unknown> rather than Record<string, never>, so an answer the document does not
 * type yet can still be read (and narrowed) by a client. `defaultNonNullable: false`: a field is
 * required exactly when the schema's `required` says so. The document's answers list every
 * defaulted field as required (the server fills it in), its requests (`…Input`, made with zod's
 * `io: "input"`) do not; openapi-typescript's default would make every field with a `default`
 * required in request components too, so `createGame` would demand every option. A schema that
 * nothing matches (`{ not: {} }`, a kind's bounds where every decision is a list of choices) is
 * `never`, not openapi-typescript's `unknown`: such a field can only be absent.
 */
export const GENERATOR_OPTIONS = {
  emptyObjectsUnknown: true,
  defaultNonNullable: false,
  silent: true,
  transform: (schema: SchemaObject) => (matchesNothing(schema) ? NEVER : undefined),
} as const;

/** `{ not: {} }`, with at most a description beside it. */
function matchesNothing(schema: SchemaObject): boolean {
  const { not, description, ...rest } = schema as { not?: unknown; description?: unknown };
  return not !== null && typeof not === "object" && Object.keys(not).length === 0 && Object.keys(rest).length === 0;
}

/** The generated files, by path from the repository root. */
export async function sdkSources(document: object): Promise<Record<string, string>> {
  const ast = await openapiTS(document as OpenAPI3, GENERATOR_OPTIONS);
  return {
    "sdk/src/generated/openapi.ts": HEADER + astToString(ast),
    "sdk/src/generated/operations.ts": HEADER + operationsSource(document as OpenAPI3),
  };
}

/** Run-time facts: which operations honour an Idempotency-Key (only those are resent after a lost answer). */
function operationsSource(document: OpenAPI3): string {
  const idempotent: string[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(item ?? {})) {
      const parameters = (operation as { parameters?: { name?: string; in?: string }[] }).parameters ?? [];
      if (parameters.some((p) => p.in === "header" && p.name?.toLowerCase() === "idempotency-key"))
        idempotent.push(`${method.toUpperCase()} ${path}`);
    }
  }
  return [
    "/** Operations (`METHOD /path/{param}`) that apply a retried request with the same Idempotency-Key once. */",
    `export const idempotentOperations: readonly string[] = ${JSON.stringify(idempotent.sort())};`,
    "",
  ].join("\n");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = new URL("../../", import.meta.url);
  const document = JSON.parse(readFileSync(new URL("schema/openapi.json", root), "utf8"));
  for (const [path, text] of Object.entries(await sdkSources(document))) {
    writeFileSync(new URL(path, root), text);
    console.log(`wrote ${path}`);
  }
}
