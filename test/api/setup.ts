// Applies the D1 directory migrations before the API tests (the same files wrangler applies), and
// keeps the pool's Durable Object wrapper from growing a proxy layer per room woken (why: pool-prototype-once.ts).
import { applyD1Migrations, env } from "cloudflare:test";
import { wrapPoolPrototypesOnce } from "./pool-prototype-once";

wrapPoolPrototypesOnce();
await applyD1Migrations(env.DIRECTORY, env.TEST_MIGRATIONS);
