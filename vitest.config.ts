import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { build } from "esbuild";
import path from "node:path";
import { defineConfig } from "vitest/config";
import { MOCKING_FILES } from "./test/mocking-files";

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

/**
 * Files that wait on real time — alarms, webhook retries, live streams, rate-limit windows —
 * run one at a time after the rest ("api-timed"), so a neighbour's CPU cannot stretch their waits;
 * everything else runs two files at once (on two cores the default is one, which left a core idle
 * for the whole suite). They share one workerd (isolate: false) like the "api" files: a workerd of
 * their own each cost 13–17 s of start-up between files, ~110 s of the suite's serial tail.
 */
const TIMED_API_FILES = [
  "test/api/webhook-bots.test.ts",
  "test/api/webhooks.test.ts",
  "test/api/stream-live.test.ts",
  "test/api/graphql-subscriptions.test.ts",
  "test/api/push.test.ts",
  "test/api/push-outside.test.ts",
  "test/api/notify-outside.test.ts",
  "test/api/reliability/faults.test.ts",
  "test/api/reliability/limits.test.ts",
  "test/api/live-slow-readers.test.ts",
  "test/api/alarm-failing.test.ts",
];

/**
 * Files that read hundreds of evicted rooms get a workerd of their own. In the shared one, waking an
 * evicted room grew dearer with every room the earlier files had woken (the account export's 200 cold
 * rooms took 182 s there in a clean-clone CI, ~50 s alone): the pool added a proxy layer to the room
 * class per wake, now guarded (test/api/pool-prototype-once.ts). The file stays apart, where it runs
 * beside the Node projects instead of after the api files.
 */
const OWN_WORKERD_FILES = ["test/api/account-export.test.ts"];

/**
 * Files that page through every stored game (the operator's replay check) get a workerd, and so a
 * directory, of their own: in a shared one they would replay every other file's games too.
 */
const WHOLE_DIRECTORY_FILES = ["test/api/operator-replays.test.ts"];

// Pure rules (and the SDK's pure parts) run in Node (fast, thousands of playouts); everything that touches
// storage, Durable Objects, D1 or HTTP runs inside workerd through the Workers Vitest pool.
export default defineConfig(async () => {
  const migrations = await readD1Migrations("./src/directory/migrations");
  const receiver = await receiverBundle();
  /** A workerd project: the same bindings and receiver worker for both api projects. */
  const workerdProject = (name: string, files: { include: string[]; exclude?: string[] }, extra: object = {}) => ({
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
          // no listed choices): the pool's runner worker, whose default export is the main module,
          // is named after the project.
          workers: [
            {
              name: "receiver",
              modules: [{ type: "ESModule", path: path.resolve("test/api/fixtures/bot-receiver.mjs"), contents: receiver }],
              compatibilityDate: "2026-04-01",
              serviceBindings: { STARPOST: `vitest-pool-workers-runner-${name}` },
            },
          ],
        },
      }),
    ],
    // A test here is many HTTP round trips through workerd (a whole game, a webhook's retries), not
    // a unit: vitest's 5 s default failed whole-game tests on a slower, busy 2-core machine (CI at
    // load 4-8). 30 s still fails a test that hangs; tests that need more say so themselves.
    test: { name, ...files, setupFiles: ["./test/api/setup.ts"], testTimeout: 30_000, ...extra },
  });
  return {
    test: {
      maxWorkers: 2,
      // The worker logs a line per request (src/api/request-log.ts): thousands per run, kept
      // out of the test output; test/api/observe.test.ts reads them.
      onConsoleLog: (line: string) => !line.includes('"msg":"request"'),
      projects: [
        {
          // Pure code: one worker thread runs file after file with its modules kept (isolate: false),
          // instead of a fresh process that imports the engines again for each of 100+ files — half
          // the CPU. A file that mocks a module (vi.mock) would leak its mock to the next file, so
          // those run isolated in "rules-mocking".
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
            exclude: MOCKING_FILES,
            environment: "node",
            pool: "threads",
            isolate: false,
          },
        },
        { test: { name: "rules-mocking", include: MOCKING_FILES, environment: "node" } },
        {
          // The SDK's own parts (signatures, paging, resends, the stream reader) in Node; the SDK
          // against the real server runs in the "api" project (test/api/sdk.test.ts).
          test: { name: "sdk", include: ["sdk/test/**/*.test.ts"], environment: "node" },
        },
        // One workerd per worker for all its files (isolate: false): starting a runtime and importing
        // the whole server into it cost ~5 s of CPU a file, more than most files' tests. Storage is
        // then shared between the files of a worker, so a test asserts only on what it created
        // (its own players and games), never on a directory-wide count.
        workerdProject(
          "api",
          { include: ["test/api/**/*.test.ts"], exclude: [...TIMED_API_FILES, ...OWN_WORKERD_FILES, ...WHOLE_DIRECTORY_FILES] },
          { isolate: false },
        ),
        workerdProject("api-own", { include: OWN_WORKERD_FILES }, { isolate: false }),
        workerdProject("api-directory", { include: WHOLE_DIRECTORY_FILES }, { isolate: false }),
        workerdProject("api-timed", { include: TIMED_API_FILES }, { isolate: false, maxWorkers: 1, sequence: { groupOrder: 1 } }),
      ],
    },
  };
});
