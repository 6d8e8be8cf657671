// Bindings that exist only in the API tests (see vitest.config.ts).
declare namespace Cloudflare {
  interface Env {
    RECEIVER: Fetcher;
    TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
  }
}
