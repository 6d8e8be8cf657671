import { cloudflareTest } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";

// Two projects: pure rules run in Node (fast, thousands of playouts); everything that touches
// storage, Durable Objects, D1 or HTTP runs inside workerd through the Workers Vitest pool.
export default defineConfig({
  test: {
    projects: [
      {
        test: { name: "rules", include: ["test/engine/**/*.test.ts", "test/games/**/*.test.ts"], environment: "node" },
      },
      {
        plugins: [cloudflareTest({ wrangler: { configPath: "./wrangler.toml" } })],
        test: { name: "api", include: ["test/api/**/*.test.ts"] },
      },
    ],
  },
});
