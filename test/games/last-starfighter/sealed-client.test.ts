// The browser seals orders with public/js/sealed.js and the server checks them with sealed.ts:
// the two must write the same canonical JSON, or an honest reveal would be refused.
import { describe, expect, it } from "vitest";
import { canonicalJson, sealHash } from "../../../src/games/last-starfighter/sealed";
import type { Orders } from "../../../src/games/last-starfighter/actions";

interface ClientSealed {
  canonicalJson(value: unknown): string;
  sealHash(orders: unknown, nonce: string): Promise<string>;
}

// A plain browser module, loaded as the page loads it (no TypeScript types of its own).
const client = (await import(new URL("../../../public/js/sealed.js", import.meta.url).href)) as ClientSealed;

const VECTORS: unknown[] = [
  { type: "setHeading", direction: "clockwise", clicks: 2 },
  { weapons: ["turret2", "forward1"], type: "fire" },
  { type: "fire", weapons: [] },
  { type: "aimTurret", sector: 3 },
  { z: 1, a: { y: [3, { b: 2, a: 1 }], x: null }, m: 'ümlaut "quoted" \\ slash\n' },
  { B: 1, a: 2, _: 3, "10": 4, "9": 5, é: 6 },
  { kept: true, dropped: undefined },
  [1.5, -0, 1e21, "x", false, null],
  "just a string",
  42,
];

describe("LS 10.3 Sealed Orders: the browser and the server agree on the canonical form", () => {
  it.each(VECTORS.map((v, i) => [i, v] as const))("LS 10.3 vector %i: the same canonical JSON", (_, vector) => {
    expect(client.canonicalJson(vector)).toBe(canonicalJson(vector));
  });

  it("LS 10.3 the commitment the browser seals is the one the server checks", async () => {
    const orders = { type: "setHeading", direction: "counterclockwise", clicks: 1 } as Orders;
    expect(await client.sealHash(orders, "nonce-0123")).toBe(sealHash(orders, "nonce-0123"));
  });
});
