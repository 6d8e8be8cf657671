// Prints the GraphQL SDL, the OpenAPI document and the SDK's types made from it. `--check` fails
// when the checked-in files differ from what the code generates (CI's schema drift check).
import { readFileSync, writeFileSync } from "node:fs";
import { printSchema } from "graphql";
import { schema } from "./index";
import { openApiDocument } from "../src/api/openapi";
import { restRoutes } from "../src/api/rest";
import { sdkSources } from "../sdk/scripts/generate";

const openApi = openApiDocument(restRoutes);
const outputs: Record<string, string> = {
  "schema/schema.graphql": `${printSchema(schema)}\n`,
  "schema/openapi.json": `${JSON.stringify(openApi, null, 2)}\n`,
  ...(await sdkSources(openApi)),
};

const check = process.argv.includes("--check");
let drift = false;
for (const [path, text] of Object.entries(outputs)) {
  let current = "";
  try {
    current = readFileSync(path, "utf8");
  } catch {
    // missing counts as drift
  }
  if (current === text) continue;
  if (check) {
    console.error(`${path} is out of date: run 'npm run schema' and commit the result`);
    drift = true;
  } else {
    writeFileSync(path, text);
    console.log(`wrote ${path}`);
  }
}
if (drift) process.exit(1);
if (check) console.log("schema files match the code");
