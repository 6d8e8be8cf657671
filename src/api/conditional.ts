// Conditional requests (RFC 9110 §13). Reads — a game, its feed and every list — carry an ETag,
// and a GET with a matching If-None-Match is answered 304 with no body. What a reader is served
// depends on who asks (each seat sees its own view) and on the clock (deadlines), so the tag is a
// digest of the exact body served to this caller, the answer varies by Authorization, and it is
// `private, no-cache`: a browser keeps it and asks again each time, a shared cache never serves
// one player's view to another.
//
// A game's tag also carries the game's version — `"<version>.<digest>"` — so that it can be sent
// back as If-Match on an action: the standard spelling of `expectedVersion` (see ifMatchVersion).
// An action's answer carries the tag of the game in it, the same a read right after would give.
import type { Context, MiddlewareHandler } from "hono";
import { etag, RETAINED_304_HEADERS } from "hono/etag";
import { apiError, fail, ok, type Result } from "../service/errors";
import type { ActJson } from "../service/types";
import { CORS_RESPONSE_HEADERS } from "./cors";

const notModified = etag({ retainedHeaders: [...RETAINED_304_HEADERS, ...CORS_RESPONSE_HEADERS] });

const perReader: MiddlewareHandler = async (c, next) => {
  await next();
  if (!c.res.ok) return;
  c.header("vary", "Authorization", { append: true });
  c.header("cache-control", "private, no-cache");
};

/** ETag and If-None-Match for one GET route: hono's etag middleware (SHA-1 of the body) unless the route set its own tag. */
export const conditionalGet: MiddlewareHandler[] = [notModified, perReader];

export const IF_NONE_MATCH_HEADER = {
  name: "If-None-Match",
  description: "The ETag of an answer you hold: while the answer would be the same (for you, now), it is a 304 with no body",
};

/** The body's UTF-8 bytes, written into one buffer kept between calls (grown when a body needs more). */
const utf8 = new TextEncoder();
let scratch = new Uint8Array(16 * 1024);

/**
 * A 128-bit digest of a text, base64url (22 characters): four 32-bit multiply-xor lanes over its
 * UTF-8 bytes taken four at a time (one 32-bit word a step), each finished with murmur3's mix.
 * It only has to tell apart two bodies served to one reader of one game at one version (the tag
 * carries the version), so it need not be a cryptographic hash; SHA-256 through crypto.subtle
 * cost a copy of the body, a promise and the hash itself on every action answered and every game
 * read. The text is encoded natively into a kept buffer and read a word at a time: reading it a
 * unit at a time with charCodeAt cost ~3× as much (bench/README.md, Round 8). A JSON body never
 * holds a lone surrogate (JSON.stringify escapes them), the one case UTF-8 does not tell apart.
 */
export function bodyDigest(text: string): string {
  // At most three bytes per UTF-16 unit, and room for a zeroed last word.
  if (scratch.length < text.length * 3 + 4) scratch = new Uint8Array(text.length * 3 + 4);
  const { written } = utf8.encodeInto(text, scratch);
  // Platform byte order: a tag is only ever compared with one this code made.
  const words = new Int32Array(scratch.buffer, 0, written >>> 2);
  let a = 0x811c9dc5 | 0;
  let b = 0x01000193;
  let c = 0x5bd1e995;
  let d = 0x27d4eb2f;
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    a = Math.imul(a ^ word, 0x01000193);
    b = Math.imul(b ^ word, 0x5bd1e995);
    c = Math.imul(c ^ word, 0x85ebca6b);
    d = Math.imul(d ^ word, 0xc2b2ae35);
  }
  const whole = written & ~3;
  if (whole < written) {
    // The last one to three bytes, alone in their word (the length, mixed into every lane below, tells "x" from "x\0").
    let word = 0;
    for (let i = whole; i < written; i++) word |= scratch[i]! << (8 * (i - whole));
    a = Math.imul(a ^ word, 0x01000193);
    b = Math.imul(b ^ word, 0x5bd1e995);
    c = Math.imul(c ^ word, 0x85ebca6b);
    d = Math.imul(d ^ word, 0xc2b2ae35);
  }
  // The length goes into every lane: texts of one length split into words the same way, so
  // equal words at equal lengths are equal texts; a short last word cannot pass for a whole one.
  const n = written;
  const lanes = [mix(a ^ n), mix(b ^ n ^ Math.imul(a, 31)), mix(c ^ n ^ Math.imul(b, 37)), mix(d ^ n ^ Math.imul(c, 41))];
  let bytes = "";
  for (const lane of lanes) bytes += String.fromCharCode(lane >>> 24, (lane >>> 16) & 255, (lane >>> 8) & 255, lane & 255);
  return btoa(bytes).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

/** murmur3's 32-bit finalizer: every input bit moves every output bit. */
function mix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

export const GAME_ETAG =
  'The game\'s tag, `"<version>.<digest of the game as served to you>"`: send it as If-Match on an action, or as If-None-Match on a read';

/** What a conditional GET's ETag is, where the route says no more. */
export const BODY_ETAG = "A digest of this answer as served to you: send it as If-None-Match for a 304 while it would be the same";

/** The tag of a game as served: its version, then a digest of the body. */
export function gameETag(version: number, body: string): string {
  return `"${version}.${bodyDigest(body)}"`;
}

/**
 * A game, or an answer holding one (`{version, events, game}`), tagged with the ETag a read of
 * that game would carry for this caller now, so a client can send it straight back as If-Match
 * on its next action without reading again. The game's text here is the very text a read gives:
 * JSON.stringify keeps the key order the room built it in.
 */
export function taggedJson(c: Context, value: object, status: 200 | 201 = 200): Response {
  const holdsGame = "game" in value && typeof value.game === "object" && value.game !== null;
  const game = (holdsGame ? value.game : value) as { version: number };
  const gameText = JSON.stringify(game);
  const body = holdsGame ? stringifyAround(value as Record<string, unknown>, "game", gameText) : gameText;
  return c.body(body, status, { "content-type": "application/json", etag: gameETag(game.version, gameText) });
}

/** `taggedJson` for an answer the room already wrote as JSON text (an action's, over REST): sent as it is. */
export function taggedJsonText(c: Context, answer: ActJson, status: 200 | 201 = 200): Response {
  const gameText = answer.jsonText.slice(answer.gameStart, -1);
  return c.body(answer.jsonText, status, { "content-type": "application/json", etag: gameETag(answer.gameVersion, gameText) });
}

/** JSON.stringify(value), byte for byte, with the member `key` written as `text` (already its JSON): the game is stringified once. */
function stringifyAround(value: Record<string, unknown>, key: string, text: string): string {
  const members: string[] = [];
  for (const [k, v] of Object.entries(value)) {
    const json = k === key ? text : JSON.stringify(v);
    if (json !== undefined) members.push(`${JSON.stringify(k)}:${json}`);
  }
  return `{${members.join(",")}}`;
}

/**
 * One entity tag naming a version: a game's ETag as served (`"12.Zx…"`), possibly weakened by a
 * proxy that compressed it (`W/"12.Zx…"`), or the bare version in quotes (`"12"`). Only the
 * version is read: the digest after the dot belongs to one reader's body at one moment, and an
 * action is judged by the decision the seat owed at that version, not by the bytes it read.
 */
const VERSION_TAG = /^(?:W\/)?"(\d{1,15})(?:\.[A-Za-z0-9_-]*)?"$/;

export const IF_MATCH_DESCRIPTION =
  'The version you read, as the standard alternative to `expectedVersion`: the ETag of `GET /v1/games/{id}` as it was served (`"12.Zx…"`, or `W/"12.Zx…"`), ' +
  'or the version in quotes (`"12"`); `*` sets no version. Same meaning as `expectedVersion`: accepted while your seat owes the decision it owed at that version, ' +
  "else 409 STALE_VERSION. A value of another form, or several tags, is 400 MALFORMED_REQUEST; disagreeing with `expectedVersion` is 400 IF_MATCH_CONFLICT";

/** The version an If-Match header names: undefined when absent or `*`. */
export function ifMatchVersion(header: string | undefined): Result<number | undefined> {
  if (header === undefined) return ok(undefined);
  const value = header.trim();
  if (value === "*") return ok(undefined);
  const match = VERSION_TAG.exec(value);
  if (!match) {
    return fail(
      apiError(
        "MALFORMED_REQUEST",
        'If-Match must be one entity tag naming a version: the ETag of a game read (e.g. "12.Zx…") or the version in quotes (e.g. "12"), or *',
      ),
    );
  }
  return ok(Number(match[1]));
}
