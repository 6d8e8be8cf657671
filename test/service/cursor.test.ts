// The page cursor codec (src/service/cursor.ts): a cursor continues only the list, filter and
// reader it was written for, and anything else, cut, edited or made up, is INVALID_CURSOR.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeCursor, encodeCursor, MAX_CURSOR_LENGTH, scopeDigest, type CursorScope } from "../../src/service/cursor";

const lobby: CursorScope = { list: "games", filter: { status: "open", kind: null, mine: false, awaitingMe: false, reader: "pl_alice" } };
const key: [number, string] = [1_767_225_600_123, "0a1b2c3d4e5f6g7h"];
const SHAPE = ["int", "id"] as const;

function refusal(result: ReturnType<typeof decodeCursor>): { code: string; status: number; detail: string } {
  if (result.ok) throw new Error(`expected a refusal, got ${JSON.stringify(result.value)}`);
  return { code: result.error.code, status: result.error.status, detail: result.error.detail };
}

describe("page cursors", () => {
  it("give back the position they were written with, for the same scope", () => {
    const cursor = encodeCursor(lobby, key);
    expect(decodeCursor(cursor, lobby, SHAPE)).toEqual({ ok: true, value: key });
    expect(
      decodeCursor(
        encodeCursor({ list: "events", filter: { game: "g", reader: null } }, [7]),
        { list: "events", filter: { game: "g", reader: null } },
        ["int"] as const,
      ),
    ).toEqual({ ok: true, value: [7] });
  });

  it("are URL-safe and short, and do not show the filter or the reader in clear", () => {
    const cursor = encodeCursor(lobby, key);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(cursor.length).toBeLessThan(MAX_CURSOR_LENGTH / 2);
    const payload = atob(cursor.split(".")[0]!.replace(/-/g, "+").replace(/_/g, "/"));
    expect(payload).not.toContain("pl_alice");
    expect(payload).not.toContain("open");
  });

  it("do not depend on the order a filter's fields are written in", () => {
    const reordered: CursorScope = {
      list: "games",
      filter: { reader: "pl_alice", awaitingMe: false, mine: false, kind: null, status: "open" },
    };
    expect(scopeDigest(reordered)).toBe(scopeDigest(lobby));
    expect(decodeCursor(encodeCursor(lobby, key), reordered, SHAPE).ok).toBe(true);
  });

  it("refuse a cursor of another list, naming the list it came from", () => {
    const webhooks = encodeCursor({ list: "webhooks", filter: { reader: "pl_alice" } }, key);
    const r = refusal(decodeCursor(webhooks, lobby, SHAPE));
    expect([r.status, r.code]).toEqual([400, "INVALID_CURSOR"]);
    expect(r.detail).toContain("webhooks");
  });

  it("refuse a cursor of the same list under another filter or for another reader", () => {
    const cursor = encodeCursor(lobby, key);
    const others: CursorScope["filter"][] = [
      { ...lobby.filter, status: "active" },
      { ...lobby.filter, status: null },
      { ...lobby.filter, kind: "star-battle" },
      { ...lobby.filter, mine: true },
      { ...lobby.filter, awaitingMe: true },
      { ...lobby.filter, reader: "pl_bob" },
      { ...lobby.filter, reader: null },
    ];
    for (const filter of others) expect(refusal(decodeCursor(cursor, { list: "games", filter }, SHAPE)).code).toBe("INVALID_CURSOR");
  });

  it("refuse every change of one character, and every cut", () => {
    const cursor = encodeCursor(lobby, key);
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.";
    for (let i = 0; i < cursor.length; i++) {
      for (const c of alphabet) {
        if (c === cursor[i]) continue;
        const altered = cursor.slice(0, i) + c + cursor.slice(i + 1);
        expect(decodeCursor(altered, lobby, SHAPE).ok, altered).toBe(false);
      }
    }
    for (let n = 0; n < cursor.length; n++) expect(decodeCursor(cursor.slice(0, n), lobby, SHAPE).ok).toBe(false);
    expect(decodeCursor(`${cursor}A`, lobby, SHAPE).ok).toBe(false);
  });

  it("refuse an edited position even when it is well formed", () => {
    const cursor = encodeCursor(lobby, key);
    const [payload, sum] = cursor.split(".");
    const json = atob(payload!.replace(/-/g, "+").replace(/_/g, "/"));
    const edited = json.replace(String(key[0]), String(key[0] + 1));
    expect(edited).not.toBe(json);
    const forged = `${btoa(edited).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "")}.${sum}`;
    expect(refusal(decodeCursor(forged, lobby, SHAPE)).detail).toContain("altered");
  });

  it("refuse positions of the wrong shape, even with a valid checksum", () => {
    const bad: (string | number)[][] = [
      [],
      [1],
      [1, "a", 2],
      [-1, "a"],
      [1.5, "a"],
      [Number.MAX_SAFE_INTEGER + 2, "a"],
      ["1", "a"],
      [1, ""],
      [1, "a b"],
      [1, "x".repeat(65)],
      [1, 2],
    ];
    for (const k of bad) expect(refusal(decodeCursor(encodeCursor(lobby, k), lobby, SHAPE)).code, JSON.stringify(k)).toBe("INVALID_CURSOR");
  });

  it("refuse anything else a client might send", () => {
    const samples = [
      "",
      ".",
      "abc",
      "abc.",
      ".abc",
      "a.b.c",
      "!!!.!!!",
      "x".repeat(MAX_CURSOR_LENGTH + 1),
      `${btoa("{}")}.AAAA`,
      `${btoa("null")}.AAAA`,
      "eyJ2IjoxfQ.AAAAAAAAAAAA",
    ];
    for (const s of samples) expect(refusal(decodeCursor(s, lobby, SHAPE)).code, s).toBe("INVALID_CURSOR");
    fc.assert(
      fc.property(fc.string({ maxLength: 600 }), (s) => {
        const r = decodeCursor(s, lobby, SHAPE);
        return !r.ok && r.error.code === "INVALID_CURSOR";
      }),
      { numRuns: 2000 },
    );
  });
});
