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
  if (!Object.isFrozen(orders)) return sha256Hex(`${canonicalJson(orders)}:${nonce}`);
  // legal.ts's orders are frozen and shared by every listing, and a search seals and opens them
  // thousands of times a decision (the bot's reveal hashes them one by one until one matches): an
  // order that cannot change keeps its text and the hashes of its last few nonces. Bounded: one
  // entry per shared order (legal.ts's tables are bounded) and SEALS_KEPT nonces in each.
  let kept = SEALED.get(orders);
  if (!kept) SEALED.set(orders, (kept = { json: canonicalJson(orders), seals: [] }));
  for (const seal of kept.seals) if (seal.nonce === nonce) return seal.hash;
  const hash = sha256Hex(`${kept.json}:${nonce}`);
  if (kept.seals.unshift({ nonce, hash }) > SEALS_KEPT) kept.seals.pop();
  return hash;
}

/** Nonces whose hashes a shared order keeps: both seats' and the next phase's (bot.ts's botNonce). */
const SEALS_KEPT = 4;

const SEALED = new WeakMap<Orders, { json: string; seals: { nonce: string; hash: string }[] }>();
