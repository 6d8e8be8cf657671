// `npm run check-games -- --base <url> --operator-key <key>` as an operator runs it: against a
// server answering GET /v1/operator/replays (here a stand-in with canned pages), what it prints
// and how it exits. The route itself is tested against the real worker in
// test/api/operator-replays.test.ts.
import { execFile } from "node:child_process";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const KEY = `operator-${"k".repeat(40)}`;

const PAGES: Record<string, unknown> = {
  "": {
    games: [{ id: "g1", kind: "star-battle", status: "active", replayed: true, entries: 10, rolls: 4, problems: [], unavailable: null }],
    nextCursor: "next",
  },
  next: {
    games: [{ id: "g2", kind: "double-star", status: "active", replayed: false, problems: [], unavailable: "RULES_VERSION_UNKNOWN" }],
    nextCursor: null,
  },
};

let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    const page = PAGES[url.searchParams.get("cursor") ?? ""];
    const admitted = req.headers.authorization === `Bearer ${KEY}` && url.pathname === "/v1/operator/replays";
    res.writeHead(admitted && page ? 200 : 401, { "content-type": "application/json", connection: "close" });
    res.end(JSON.stringify(admitted && page ? page : { code: "UNAUTHENTICATED" }));
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
});

function checkGames(args: string[]): Promise<{ code: number; out: string; err: string }> {
  const env = { ...process.env };
  delete env.STARPOST_OPERATOR_KEY;
  return new Promise((done) =>
    execFile(
      process.execPath,
      ["--import", "tsx", "src/cli/check-games.ts", ...args],
      { cwd: new URL("../..", import.meta.url), env, timeout: 60_000 },
      (error, out, err) => done({ code: error ? ((error as { code?: number }).code ?? -1) : 0, out, err }),
    ),
  );
}

describe("npm run check-games -- --base <url> --operator-key <key>", () => {
  it("tells a game its room could not replay apart from a diverging one, and exits 1 for it", async () => {
    const run = await checkGames(["--base", base, "--operator-key", KEY]);
    expect(run.out).not.toContain("DIVERGES");
    expect(run.out).toContain(`NOT REPLAYED ${base}/v1/games/g2 (double-star): the room answered RULES_VERSION_UNKNOWN`);
    expect(run.out).toContain("2 games checked, 10 entries replayed, 0 diverging, 1 not replayed");
    expect(run.code).toBe(1);
  }, 70_000);

  it("refuses --operator-key without --base, rather than quietly checking the corpus instead", async () => {
    const run = await checkGames(["--operator-key", KEY]);
    expect(run.err).toContain("--base");
    expect(run.out).not.toContain("games checked");
    expect(run.code).toBe(2);
  }, 70_000);
});
