import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";

// Two projects: pure rules run in Node (fast, thousands of playouts); everything that touches
// storage, Durable Objects, D1 or HTTP runs inside workerd through the Workers Vitest pool.
export default defineConfig(async () => {
  const migrations = await readD1Migrations("./src/directory/migrations");
  return {
    test: {
      projects: [
        {
          test: { name: "rules", include: ["test/config/**/*.test.ts", "test/engine/**/*.test.ts", "test/games/**/*.test.ts", "test/hex/**/*.test.ts", "test/room/**/*.test.ts", "test/service/**/*.test.ts", "test/webhooks/**/*.test.ts"], environment: "node" },
        },
        {
          plugins: [
            cloudflareTest({
              wrangler: { configPath: "./wrangler.toml" },
              miniflare: {
                // Rate limits off: the fuzzers send thousands of requests a minute with one key. The
                // rate-limit tests turn them back on for their own requests (test/api/reliability/limits.test.ts).
                bindings: { TEST_MIGRATIONS: migrations, ALLOW_PRIVATE_WEBHOOKS: "false", WEBHOOK_DNS_RESOLVER: "https://dns.test/dns-query", RATE_LIMITS: "off" },
                // Every webhook delivery goes to a receiver worker the tests can read back.
                outboundService: "receiver",
                serviceBindings: { RECEIVER: "receiver" },
                workers: [{ name: "receiver", modules: true, scriptPath: "./test/api/fixtures/receiver.js" }],
              },
            }),
          ],
          test: { name: "api", include: ["test/api/**/*.test.ts"], setupFiles: ["./test/api/setup.ts"] },
        },
      ],
    },
  };
});
