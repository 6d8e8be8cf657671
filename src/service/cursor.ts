// Page cursors: where a list left off, and which list that was. A cursor is opaque to clients:
// base64url JSON {v, l (list), s (digest of the scope: the filter and the reader), k (the keyset
// position)} followed by a checksum. It grants nothing (every page is filtered by who asks), so
// the checksum is there to refuse a cursor that was cut, mangled or edited, not to keep a secret.
// Web-standard APIs only: the same code runs in workerd and in Node tests.
import { sha256, toHex } from "../engine/sha256";
import { apiError, fail, ok, type Result } from "./errors";

export type ListName =
  | "games"
  | "events"
  | "webhooks"
  | "deliveries"
  | "pushSubscriptions"
  | "inbox"
  | "messages"
  | "invitations"
  | "export"
  | "replays";

/** Everything a page depends on besides its position: which list, its filter, who reads it. */
export interface CursorScope {
  list: ListName;
  filter: Record<string, string | number | boolean | null>;
}

/** How each part of a keyset position is checked: a non-negative integer, or an id. */
export type KeyPart = "int" | "id";
type KeyValue<P extends KeyPart> = P extends "int" ? number : string;
export type KeyOf<S extends readonly KeyPart[]> = { -readonly [I in keyof S]: KeyValue<S[I]> };

/** Longer than any cursor this module writes; anything longer is refused before it is decoded. */
export const MAX_CURSOR_LENGTH = 512;

const VERSION = 1;
const ID = /^[0-9A-Za-z_-]{1,64}$/;
const utf8 = new TextEncoder();
const utf8Decoder = new TextDecoder("utf-8", { fatal: true });

function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/") + "=".repeat((4 - (text.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** The scope as a short digest: same list, filter and reader ⇔ same digest. */
export function scopeDigest(scope: CursorScope): string {
  const filter = Object.keys(scope.filter)
    .sort()
    .map((k) => [k, scope.filter[k]]);
  return toHex(sha256(JSON.stringify([scope.list, filter]))).slice(0, 16);
}

const checksum = (payload: string): string => toBase64Url(sha256(`starpost-cursor/${VERSION}\n${payload}`).subarray(0, 9));

export function encodeCursor(scope: CursorScope, key: readonly (string | number)[]): string {
  const payload = JSON.stringify({ v: VERSION, l: scope.list, s: scopeDigest(scope), k: key });
  return `${toBase64Url(utf8.encode(payload))}.${checksum(payload)}`;
}

const invalid = (detail: string) => fail(apiError("INVALID_CURSOR", detail));

/**
 * The position a cursor holds, if it was written by encodeCursor for this very scope; otherwise
 * INVALID_CURSOR (400) saying whether it is malformed, altered, or from another list or filter.
 */
export function decodeCursor<const S extends readonly KeyPart[]>(text: string, scope: CursorScope, shape: S): Result<KeyOf<S>> {
  if (text.length === 0 || text.length > MAX_CURSOR_LENGTH)
    return invalid("the cursor is empty or too long: send nextCursor as it was given");
  const dot = text.indexOf(".");
  const bytes = dot > 0 ? fromBase64Url(text.slice(0, dot)) : null;
  // Only the one spelling encodeCursor writes (base64url has spare bits in its last character).
  if (!bytes || toBase64Url(bytes) !== text.slice(0, dot)) return invalid("the cursor is malformed: send nextCursor as it was given");
  let payload: string;
  let parsed: unknown;
  try {
    payload = utf8Decoder.decode(bytes);
    parsed = JSON.parse(payload);
  } catch {
    return invalid("the cursor is malformed: send nextCursor as it was given");
  }
  if (text.slice(dot + 1) !== checksum(payload)) return invalid("the cursor was altered: send nextCursor as it was given");
  const c = parsed as { v?: unknown; l?: unknown; s?: unknown; k?: unknown };
  if (typeof c !== "object" || c === null || c.v !== VERSION || typeof c.l !== "string" || typeof c.s !== "string" || !Array.isArray(c.k)) {
    return invalid("the cursor is malformed: send nextCursor as it was given");
  }
  if (c.l !== scope.list) return invalid(`the cursor belongs to the ${c.l} list, not ${scope.list}`);
  if (c.s !== scopeDigest(scope)) {
    return invalid(`the cursor belongs to another ${scope.list} list: send it with the same filter it came with, as the same player`);
  }
  const key = c.k as unknown[];
  const fits =
    key.length === shape.length &&
    shape.every((part, i) =>
      part === "int" ? Number.isSafeInteger(key[i]) && (key[i] as number) >= 0 : typeof key[i] === "string" && ID.test(key[i] as string),
    );
  if (!fits) return invalid("the cursor is malformed: send nextCursor as it was given");
  return ok(key as KeyOf<S>);
}

/** decodeCursor when a cursor was sent; no position (the list's start) when none was. */
export function positionOf<const S extends readonly KeyPart[]>(
  text: string | undefined | null,
  scope: CursorScope,
  shape: S,
): Result<KeyOf<S> | undefined> {
  return text === undefined || text === null ? ok(undefined) : decodeCursor(text, scope, shape);
}
