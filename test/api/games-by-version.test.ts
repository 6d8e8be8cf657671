// The operator's listing of stored games by version (npm run games-by-version; issue 22): the
// games index carries each game's rules version and its room's table version, written by the room
// itself, and the listing's one query groups them. Run here against the real D1 directory.
import { abortAllDurableObjects, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ROOM_SCHEMA_VERSION } from "../../durable-objects/room/schema";
import { GAMES_BY_VERSION_SQL, type VersionGroup } from "../../src/directory/versions";
import { gameKind } from "../../src/games/registry";
import { api, registerPlayer, startedGame } from "./helpers";

const groups = async () => (await env.DIRECTORY.prepare(GAMES_BY_VERSION_SQL).all<VersionGroup>()).results;

const groupOf = (all: VersionGroup[], kind: string, rulesVersion: string | null, roomSchema: number | null) =>
  all.find((g) => g.kind === kind && g.rulesVersion === rulesVersion && g.roomSchema === roomSchema) ?? {
    open: 0,
    active: 0,
    finished: 0,
  };

const indexed = (id: string) =>
  env.DIRECTORY.prepare("SELECT rules_version, room_schema FROM games WHERE id = ?")
    .bind(id)
    .first<{ rules_version: string | null; room_schema: number | null }>();

describe("stored games by kind, rules version and room table version", () => {
  it("counts each new game under its kind's current rules and this deploy's tables, by status", async () => {
    const sb = gameKind("star-battle")!.rulesVersion;
    const ls = gameKind("last-starfighter")!.rulesVersion;
    const before = await groups();
    await startedGame("star-battle");
    await startedGame("star-battle");
    const carol = await registerPlayer("Carol");
    const open = await api("POST", "/v1/games", { key: carol.apiKey, body: { kind: "last-starfighter", options: {} } });
    expect(open.status).toBe(201);
    const after = await groups();
    const delta = (kind: string, rules: string) => {
      const [a, b] = [groupOf(after, kind, rules, ROOM_SCHEMA_VERSION), groupOf(before, kind, rules, ROOM_SCHEMA_VERSION)];
      return { open: a.open - b.open, active: a.active - b.active, finished: a.finished - b.finished };
    };
    expect(delta("star-battle", sb)).toEqual({ open: 0, active: 2, finished: 0 });
    expect(delta("last-starfighter", ls)).toEqual({ open: 1, active: 0, finished: 0 });
    expect(await indexed(open.body.id)).toEqual({ rules_version: ls, room_schema: ROOM_SCHEMA_VERSION });
  });

  it("a row written before the index kept versions is listed as not recorded, and gets them when its room next loads", async () => {
    const { alice, id } = await startedGame("star-battle");
    await env.DIRECTORY.prepare("UPDATE games SET rules_version = NULL, room_schema = NULL WHERE id = ?").bind(id).run();
    expect(groupOf(await groups(), "star-battle", null, null).active).toBeGreaterThanOrEqual(1);
    await abortAllDurableObjects(); // as after a deploy: the next request loads the room from storage
    expect((await api("GET", `/v1/games/${id}`, { key: alice.apiKey })).status).toBe(200);
    // The loaded room checks its index row once the request that woke it is served.
    const deadline = Date.now() + 5000;
    while ((await indexed(id))?.rules_version === null && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(await indexed(id)).toEqual({ rules_version: gameKind("star-battle")!.rulesVersion, room_schema: ROOM_SCHEMA_VERSION });
  });
});
