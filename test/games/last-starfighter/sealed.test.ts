import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { Rng } from "../../../src/engine/rng";
import { lastStarfighter } from "../../../src/games/last-starfighter";
import type { Orders } from "../../../src/games/last-starfighter/actions";
import { pending } from "../../../src/games/last-starfighter/pending";
import { canonicalJson, sealHash } from "../../../src/games/last-starfighter/sealed";
import { secrets } from "../../../src/games/last-starfighter/secrets";
import { ccw, cw, given, ofType, play, refusal, refuse, straight } from "./helpers";

const NONCE1 = "pilot-one-nonce-0123456789";
const NONCE2 = "pilot-two-nonce-9876543210";
const commit = (orders: Orders, nonce: string) => ({ type: "commitOrders", hash: sealHash(orders, nonce) }) as const;
const reveal = (orders: Orders, nonce: string) => ({ type: "revealOrders", orders, nonce }) as const;

function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") out.push(value);
  else if (Array.isArray(value)) for (const v of value) strings(v, out);
  else if (value && typeof value === "object") for (const v of Object.values(value)) strings(v, out);
  return out;
}

describe("LS 10.3 Sealed Orders: the canonical form", () => {
  it("LS 10.3 canonical JSON sorts keys, drops whitespace and keeps array order", () => {
    expect(canonicalJson(cw(2))).toBe('{"clicks":2,"direction":"clockwise","type":"setHeading"}');
    expect(canonicalJson({ weapons: ["turret2", "forward1"], type: "fire" })).toBe('{"type":"fire","weapons":["turret2","forward1"]}');
    expect(canonicalJson({ type: "aimTurret", sector: 3 })).toBe('{"sector":3,"type":"aimTurret"}');
  });

  it("LS 10.3 the hash is SHA-256 (hex) of canonical JSON, a colon and the nonce — checked against node:crypto", () => {
    const expected = createHash("sha256")
      .update('{"clicks":2,"direction":"clockwise","type":"setHeading"}:correct-horse-battery')
      .digest("hex");
    expect(sealHash(cw(2), "correct-horse-battery")).toBe(expected);
  });

  it("LS 10.3 a shared (frozen) order's kept hashes are its hashes, for more nonces than it keeps, in any order", () => {
    const plain = (orders: Orders, nonce: string) =>
      createHash("sha256")
        .update(`${canonicalJson(orders)}:${nonce}`)
        .digest("hex");
    const shared = Object.freeze({ type: "fire", weapons: Object.freeze(["turret1", "forward2"]) }) as unknown as Orders;
    const other = Object.freeze(cw(1));
    const nonces = Array.from({ length: 7 }, (_, i) => `nonce-${i}`);
    for (const round of [nonces, [...nonces].reverse(), [nonces[3]!, nonces[0]!, nonces[3]!, nonces[6]!]])
      for (const nonce of round) {
        expect(sealHash(shared, nonce)).toBe(plain(shared, nonce));
        expect(sealHash(other, nonce)).toBe(plain(other, nonce));
      }
  });

  it("LS 10.3 an order that may still change (not frozen) is hashed as it is now", () => {
    const orders = { type: "setHeading", direction: "clockwise", clicks: 1 } as Orders & { clicks: number };
    const first = sealHash(orders, NONCE1);
    orders.clicks = 2;
    expect(sealHash(orders, NONCE1)).not.toBe(first);
    expect(sealHash(orders, NONCE1)).toBe(sealHash(cw(2), NONCE1));
  });
});

describe("LS 10.3 Sealed Orders: commit, then reveal", () => {
  const sealed = () => given({ phase: "heading", wheel: [2, 2], options: { sealedOrders: true } });

  it("LS 10.3 every ordering seat commits before anyone reveals", () => {
    let s = sealed();
    expect(pending(s).map((d) => [d.seat, d.prompt])).toEqual([
      ["pilot1", "commitOrders"],
      ["pilot2", "commitOrders"],
    ]);
    expect(pending(s)[0]!.choices).toBeUndefined();
    expect(pending(s)[0]!.bounds).toMatchObject({ phase: "heading", nonceLength: { min: 16, max: 128 }, committedHash: null });
    expect((pending(s)[0]!.bounds as { orders: Orders[] }).orders).toHaveLength(13);
    expect(refuse(s, "pilot1", straight)).toBe("SEALED_ORDERS_REQUIRED");
    expect(refuse(s, "pilot1", reveal(straight, NONCE1))).toBe("NOT_COMMITTED");
    s = play(s, "pilot1", commit(cw(1), NONCE1)).state;
    expect(pending(s).map((d) => [d.seat, d.prompt])).toEqual([["pilot2", "commitOrders"]]);
    expect(refuse(s, "pilot1", reveal(cw(1), NONCE1))).toBe("NOT_YOUR_DECISION");
    expect(lastStarfighter.view(s, "pilot2").orders[0]).toEqual({
      seat: "pilot1",
      owes: true,
      committed: true,
      hash: sealHash(cw(1), NONCE1),
      ordered: false,
    });
    s = play(s, "pilot2", commit(ccw(2), NONCE2)).state;
    expect(pending(s).map((d) => [d.seat, d.prompt])).toEqual([
      ["pilot1", "revealOrders"],
      ["pilot2", "revealOrders"],
    ]);
    expect(refuse(s, "pilot1", commit(cw(3), NONCE1))).toBe("ALREADY_COMMITTED");
  });

  it("LS 10.3 a reveal that does not match the commitment is refused and names the rule", () => {
    let s = sealed();
    s = play(s, "pilot1", commit(cw(1), NONCE1)).state;
    s = play(s, "pilot2", commit(ccw(2), NONCE2)).state;
    expect(refusal(s, "pilot1", reveal(cw(2), NONCE1))).toMatchObject({ code: "REVEAL_DOES_NOT_MATCH", rule: "LS 10.3 Sealed Orders" });
    expect(refuse(s, "pilot1", reveal(cw(1), NONCE2))).toBe("REVEAL_DOES_NOT_MATCH");
  });

  it("LS 10.3 a revealed order is hidden (with its nonce) until every seat has revealed; then all open with their nonces", () => {
    let s = sealed();
    s = play(s, "pilot1", commit(cw(1), NONCE1)).state;
    s = play(s, "pilot2", commit(ccw(2), NONCE2)).state;
    const first = play(s, "pilot1", reveal(cw(1), NONCE1));
    s = first.state;
    expect(secrets(s, "pilot2")).toEqual(["order:pilot1:turn1:heading:clockwise:1", NONCE1]);
    expect(lastStarfighter.view(s, "pilot1").myOrder).toMatchObject({ label: "order:pilot1:turn1:heading:clockwise:1", nonce: NONCE1 });
    for (const viewer of ["pilot2", null]) {
      const seen = [...strings(lastStarfighter.view(s, viewer)), ...strings(first.events.map((e) => lastStarfighter.redact(e, viewer)))];
      expect(seen).not.toContain(NONCE1);
      expect(seen).not.toContain("order:pilot1:turn1:heading:clockwise:1");
      expect(first.events.map((e) => lastStarfighter.redact(e, viewer))).toEqual([
        { type: "OrderRevealed", seat: "pilot1", phase: "heading" },
      ]);
    }
    const { events } = play(s, "pilot2", reveal(ccw(2), NONCE2));
    const opened = ofType<{ orders: { order: Orders; hash: string; nonce: string }[] }>(events, "OrdersOpened")[0]!;
    expect(opened.orders.map((o) => o.nonce)).toEqual([NONCE1, NONCE2]);
    for (const o of opened.orders) expect(sealHash(o.order, o.nonce)).toBe(o.hash);
  });

  it("LS 10.3 / 5.2 a reveal that matches but breaks a rule is refused like the plain order", () => {
    let s = given({ phase: "heading", options: { sealedOrders: true }, ships: { pilot1: { stabilizer: 2 } } });
    s = play(s, "pilot1", commit(cw(5), NONCE1)).state;
    s = play(s, "pilot2", commit(straight, NONCE2)).state;
    expect(refuse(s, "pilot1", reveal(cw(5), NONCE1))).toBe("TOO_MANY_CLICKS");
    expect(pending(s).map((d) => d.seat)).toContain("pilot1");
  });

  it("LS 10.3 a game created without sealed orders refuses commitments", () => {
    expect(refuse(given({ phase: "heading" }), "pilot1", commit(straight, NONCE1))).toBe("SEALED_ORDERS_NOT_IN_USE");
  });

  it("LS 10.3 / 8.2 against the drone the pilot commits and reveals before the drone owes its roll", () => {
    let s = given({ phase: "heading", options: { opponent: "drone", sealedOrders: true } });
    s = play(s, "pilot1", commit(straight, NONCE1)).state;
    expect(pending(s).map((d) => [d.seat, d.prompt])).toEqual([["pilot1", "revealOrders"]]);
    s = play(s, "pilot1", reveal(straight, NONCE1)).state;
    expect(pending(s).map((d) => [d.seat, d.prompt])).toEqual([["drone", "droneTurn"]]);
  });

  it("LS 10.3 the built-in bot commits and then finds its own reveal", () => {
    let s = sealed();
    const c = lastStarfighter.bot(s, "pilot1", new Rng("b", "bot:1"));
    expect(c.type).toBe("commitOrders");
    s = play(s, "pilot1", c).state;
    s = play(s, "pilot2", commit(straight, NONCE2)).state;
    const r = lastStarfighter.bot(s, "pilot1", new Rng("b", "bot:3"));
    expect(r.type).toBe("revealOrders");
    expect(play(s, "pilot1", r).state.orders.pilot1!.order).not.toBeNull();
    // A commitment the bot did not make cannot be revealed by it.
    expect(() => lastStarfighter.bot(s, "pilot2", new Rng("b", "bot:4"))).toThrow(/nonce/);
  });
});
