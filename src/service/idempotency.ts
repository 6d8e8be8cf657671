// Idempotency-Key on creating POSTs (players, games, join, undo, resign, webhooks): the first
// request with a key does the work and its answer is kept for a day; the same key with the same
// request is answered with that first answer, the same key with another request is refused
// (IDEMPOTENCY_KEY_REUSED). Two copies sent at once: the second waits for the first's answer.
// Actions have their own records in the game's storage, written in the move's transaction.
// The answer may hold a secret (an API key, a webhook's signing secret), so it is sealed with a
// key derived from the Idempotency-Key, which only the sender knows; the table keeps a hash of it.
import { claimKey, keyRecord, releaseKey, settleKey } from "../directory/idempotency";
import { toHex } from "../engine/sha256";
import { apiError, fail, ok, type Result } from "./errors";
import { idempotencyKey, parseInput } from "./inputs";
import type { Requester } from "./types";

/** How long an answer is kept for replays. */
export const KEEP_MS = 24 * 3_600_000;
/** A pending key whose request began this long ago has lost its worker: a resend may take it over. */
export const LEASE_MS = 15_000;
/** How long a copy waits for the first request's answer before it is told to come back. */
const WAIT_MS = 5_000;
const POLL_MS = 50;

const utf8 = new TextEncoder();
const digest = async (text: string) => new Uint8Array(await crypto.subtle.digest("SHA-256", utf8.encode(text)));

/** Base64 of bytes, in chunks (spreading a large array into fromCharCode would overflow the stack). */
function toBase64(bytes: Uint8Array): string {
  let text = "";
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
}
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (ch) => ch.charCodeAt(0));

async function sealingKey(principal: string, key: string): Promise<CryptoKey> {
  return crypto.subtle.importKey("raw", await digest(`seal\n${principal}\n${key}`), "AES-GCM", false, ["encrypt", "decrypt"]);
}

async function seal(secret: CryptoKey, value: unknown): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: "AES-GCM", iv }, secret, utf8.encode(JSON.stringify(value))));
  return `${toBase64(iv)}.${toBase64(sealed)}`;
}

async function unseal(secret: CryptoKey, text: string): Promise<unknown> {
  const [iv = "", sealed = ""] = text.split(".");
  return JSON.parse(
    new TextDecoder().decode(await crypto.subtle.decrypt({ name: "AES-GCM", iv: fromBase64(iv) }, secret, fromBase64(sealed))),
  );
}

/** The operation and its parsed input: two requests are "the same" when these agree. */
export async function fingerprint(operation: string, input: unknown): Promise<string> {
  return toHex(await digest(JSON.stringify([operation, input ?? null])));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` once per (principal, Idempotency-Key): without a key it just runs. `operation`
 * names what is done and to what (`POST /v1/games/{id}/join` with the id filled in), `input` is
 * the parsed input. A refusal changes nothing and is not kept, so the key stays free for a retry.
 */
export async function once<T>(
  who: Requester,
  key: string | undefined,
  operation: string,
  input: unknown,
  work: () => Promise<Result<T>>,
): Promise<Result<T>> {
  if (key === undefined) return work();
  const checked = parseInput(idempotencyKey, key, "Idempotency-Key");
  if (!checked.ok) return checked;
  const db = who.env.DIRECTORY;
  const keyHash = toHex(await digest(`key\n${who.principal}\n${key}`));
  const print = await fingerprint(operation, input);
  const secret = await sealingKey(who.principal, key);
  const giveUpAt = Date.now() + WAIT_MS;
  for (;;) {
    const now = Date.now();
    if (
      await claimKey(db, { caller: who.principal, keyHash, fingerprint: print, now, expiresAt: now + KEEP_MS, staleBefore: now - LEASE_MS })
    ) {
      const result = await work();
      if (result.ok) await settleKey(db, who.principal, keyHash, now, await seal(secret, result.value));
      else await releaseKey(db, who.principal, keyHash, now);
      return result;
    }
    const record = await keyRecord(db, who.principal, keyHash);
    if (record === null) continue; // released (or expired) meanwhile: claim it again
    if (record.fingerprint !== print)
      return fail(apiError("IDEMPOTENCY_KEY_REUSED", "this Idempotency-Key was already used with a different request"));
    if (record.status === "done" && record.answer !== null) return ok((await unseal(secret, record.answer)) as T);
    if (Date.now() >= giveUpAt) {
      const retryAfter = Math.max(1, Math.ceil((record.startedAt + LEASE_MS - Date.now()) / 1000));
      return fail(
        apiError(
          "IDEMPOTENCY_KEY_IN_USE",
          `a request with this Idempotency-Key is still being answered; send it again in ${retryAfter} s for its answer`,
          { retryAfter },
        ),
      );
    }
    await sleep(POLL_MS);
  }
}
