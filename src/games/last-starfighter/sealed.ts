// Sealed orders (LS 10.3). A seat commits to sha256Hex(canonicalJson(orders) + ":" + nonce) and
// later reveals the orders and the nonce. canonicalJson is JSON with object keys sorted by code
// unit (JavaScript's default sort), no whitespace, arrays in their given order, and numbers and
// strings as JSON.stringify writes them. Example: {"clicks":2,"direction":"clockwise","type":"setHeading"}.
import { sha256Hex } from "../../engine/sha256";
import type { Orders } from "./actions";

export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

export function sealHash(orders: Orders, nonce: string): string {
  return sha256Hex(`${canonicalJson(orders)}:${nonce}`);
}
