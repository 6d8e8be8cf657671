import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { build } from "esbuild";
import path from "node:path";
import { defineConfig } from "vitest/config";

/**
 * The webhook receiver worker, bundled at config time: it imports the `standardwebhooks` package
 * (its bots verify deliveries as a stranger's bot would) and the plain receiver.js.
 */
async function receiverBundle(): Promise<string> {
  const out = await build({
    entryPoints: ["./test/api/fixtures/bot-receiver.ts"],
    bundle: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    write: false,
    logLevel: "warning",
  });
  return out.outputFiles[0]!.text;
}

// Pure rules (and the SDK's pure parts) run in Node (fast, thousands of playouts); everything that touches
// storage, Durable Objects, D1 or HTTP runs inside workerd through the Workers Vitest pool.
export default defineConfig(async () => {
  const migrations = await readD1Migrations("./src/directory/migrations");
  const receiver = await receiverBundle();
  return {
    test: {
      // The worker logs a line per request (src/api/request-log.ts): thousands per run, kept
      // out of the test output; test/api/observe.test.ts reads them.
      onConsoleLog: (line: string) => !line.includes('"msg":"request"'),
      projects: [
        {
          test: {
            name: "rules",
            include: [
              "test/config/**/*.test.ts",
              "test/corpus/**/*.test.ts",
              "test/openapi/**/*.test.ts",
              "test/engine/**/*.test.ts",
              "test/games/**/*.test.ts",
              "test/hex/**/*.test.ts",
              "test/observe/**/*.test.ts",
              "test/room/**/*.test.ts",
              "test/schema/**/*.test.ts",
              "test/service/**/*.test.ts",
              "test/webhooks/**/*.test.ts",
              "test/sixth-game/**/*.test.ts",
            ],
            environment: "node",
          },
        },
        {
          // The SDK's own parts (signatures, paging, resends, the stream reader) in Node; the SDK
          // against the real server runs in the "api" project (test/api/sdk.test.ts).
          test: { name: "sdk", include: ["sdk/test/**/*.test.ts"], environment: "node" },
        },
        {
          plugins: [
            cloudflareTest({
              wrangler: { configPath: "./wrangler.toml" },
              miniflare: {
                // Rate limits off: the fuzzers send thousands of requests a minute with one key. The
                // rate-limit tests turn them back on for their own requests (test/api/reliability/limits.test.ts).
                bindings: {
                  TEST_MIGRATIONS: migrations,
                  ALLOW_PRIVATE_WEBHOOKS: "false",
                  WEBHOOK_DNS_RESOLVER: "https://dns.test/dns-query",
                  RATE_LIMITS: "off",
                },
                // Every webhook delivery goes to a receiver worker the tests can read back.
                outboundService: "receiver",
                serviceBindings: { RECEIVER: "receiver" },
                // Its bots may ask the Starpost API for a suggestion (POST /suggest, for decisions with
                // no listed choices): STARPOST is the pool's runner worker, whose default export is
                // the main module (the "api" project's runner is named after the project).
                workers: [
                  {
                    name: "receiver",
                    modules: [{ type: "ESModule", path: path.resolve("test/api/fixtures/bot-receiver.mjs"), contents: receiver }],
                    compatibilityDate: "2026-04-01",
                    serviceBindings: { STARPOST: "vitest-pool-workers-runner-api" },
                  },
                ],
              },
            }),
          ],
          test: {
            name: "api",
            include: ["test/api/**/*.test.ts"],
            setupFiles: ["./test/api/setup.ts"],
          },
        },
      ],
    },
  };
});
