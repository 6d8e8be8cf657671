// The service functions' checks that come before any room or directory is reached: the caller,
// the input, the Idempotency-Key, If-Match against expectedVersion, and game ids no room can
// have. Each refusal has its stable code and reaches nothing (the bindings here are empty: a
// function that touched them would throw). What runs against rooms and D1 is tested inside
// workerd (test/api/idempotency.test.ts, test/api/kind-suite.ts).
import { describe, expect, it } from "vitest";
import { createGame, join, readGame } from "../../src/service/games";
import { play, resign, suggest, undo, validate } from "../../src/service/play";
import { register } from "../../src/service/players";
import { subscribe } from "../../src/service/webhooks";
import type { Requester } from "../../src/service/types";

const nothing = new Proxy(
  {},
  {
    get: (_, name) => {
      throw new Error(`the bindings were touched: ${String(name)}`);
    },
  },
) as Env;
const anonymous: Requester = { env: nothing, caller: null, principal: "address:test" };
const player: Requester = { env: nothing, caller: { playerId: "pl_1", name: "Ann" }, principal: "player:pl_1" };
const GAME = "0123456789abcdef";

const codeOf = (r: { ok: boolean; error?: { code: string } }) => (r.ok ? "ok" : r.error!.code);

describe("service functions refuse before reaching a room", () => {
  it("asks for a key on every command that needs a seat", async () => {
    const answers = await Promise.all([
      createGame(anonymous, { kind: "star-battle" }),
      join(anonymous, GAME, {}),
      play(anonymous, GAME, { action: { type: "endTurn" } }),
      validate(anonymous, GAME, { action: { type: "endTurn" } }),
      suggest(anonymous, GAME),
      undo(anonymous, GAME),
      resign(anonymous, GAME),
      subscribe(anonymous, { url: "https://example.com/hook" }),
    ]);
    expect(answers.map(codeOf)).toEqual(Array(8).fill("UNAUTHENTICATED"));
  });

  it("parses raw input with the request schemas: unknown fields, long entropy, bad time controls, blank names", async () => {
    expect(codeOf(await createGame(player, { kind: "star-battle", colour: "red" }))).toBe("MALFORMED_REQUEST");
    expect(codeOf(await createGame(player, { kind: "star-battle", entropy: "x".repeat(257) }))).toBe("MALFORMED_REQUEST");
    const clock = await createGame(player, { kind: "star-battle", timeControl: { decisionHours: 0 } });
    expect(clock.ok ? "" : clock.error.detail).toMatch(/timeControl\.decisionHours/);
    expect(codeOf(await createGame(player, { kind: "no-such-kind" }))).toBe("UNKNOWN_KIND");
    expect(codeOf(await createGame(player, { kind: "star-battle", options: { players: 99 } }))).toBe("INVALID_OPTIONS");
    expect(codeOf(await register(anonymous, { name: "   " }))).toBe("MALFORMED_REQUEST");
    expect(codeOf(await join(player, GAME, { seat: 7 }))).toBe("MALFORMED_REQUEST");
    expect(codeOf(await play(player, GAME, { action: "endTurn" }))).toBe("MALFORMED_REQUEST");
    expect(codeOf(await play(player, GAME, { action: { type: "endTurn" }, expectedVersion: -1 }))).toBe("MALFORMED_REQUEST");
    expect(codeOf(await subscribe(player, { url: "https://example.com/hook", events: ["nope"] }))).toBe("MALFORMED_REQUEST");
  });

  it("refuses an If-Match that disagrees with expectedVersion, and a malformed Idempotency-Key", async () => {
    const conflict = await play(player, GAME, { action: { type: "endTurn" }, expectedVersion: 3 }, { ifMatch: 4 });
    expect(conflict.ok ? null : [conflict.error.code, conflict.error.extra]).toEqual([
      "IF_MATCH_CONFLICT",
      { ifMatchVersion: 4, expectedVersion: 3 },
    ]);
    expect(codeOf(await validate(player, GAME, { action: { type: "endTurn" }, expectedVersion: 3 }, { ifMatch: 4 }))).toBe(
      "IF_MATCH_CONFLICT",
    );
    expect(codeOf(await play(player, GAME, { action: { type: "endTurn" } }, { idempotencyKey: "" }))).toBe("MALFORMED_REQUEST");
    expect(codeOf(await play(player, GAME, { action: { type: "endTurn" } }, { idempotencyKey: "a b" }))).toBe("MALFORMED_REQUEST");
  });

  it("answers GAME_NOT_FOUND for an id no game can have, on every command that names a game", async () => {
    for (const id of ["", "UPPERCASE0123456", "short", "../../etc/passwd"]) {
      const answers = await Promise.all([
        join(player, id, {}),
        readGame(player, id),
        play(player, id, { action: { type: "endTurn" } }),
        suggest(player, id),
        undo(player, id),
        resign(player, id),
      ]);
      expect(answers.map(codeOf), id).toEqual(Array(6).fill("GAME_NOT_FOUND"));
    }
  });
});
