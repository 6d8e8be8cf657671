// Applies the D1 directory migrations before the API tests (the same files wrangler applies).
import { applyD1Migrations, env } from "cloudflare:test";

await applyD1Migrations(env.DIRECTORY, env.TEST_MIGRATIONS);
