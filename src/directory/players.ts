// Players and their API keys. A key is shown once at registration; only its SHA-256 is kept
// (keys are 256 random bits, so a fast hash is enough: there is nothing to brute-force).
import { sha256Hex, toHex } from "../engine/sha256";
import { randomId, randomToken } from "../service/ids";

export interface Player {
  id: string;
  name: string;
  createdAt: number;
}

export async function registerPlayer(db: D1Database, name: string, now: number): Promise<Player & { apiKey: string }> {
  const id = `pl_${randomId()}`;
  const apiKey = `sp_${randomToken()}`;
  await db.prepare("INSERT INTO players (id, name, key_hash, created_at) VALUES (?, ?, ?, ?)").bind(id, name, sha256Hex(apiKey), now).run();
  return { id, name, createdAt: now, apiKey };
}

// Keys never change once issued, so an isolate may remember what it has looked up. It remembers
// by the key as sent: a caller it knows costs one map lookup, no hash (a key is in the isolate's
// memory for its request anyway; only the hash is ever stored).
const known = new Map<string, Player>();

const utf8 = new TextEncoder();

export async function playerByKey(db: D1Database, apiKey: string): Promise<Player | null> {
  const cached = known.get(apiKey);
  if (cached) return cached;
  // The platform's native digest: the same SHA-256 as sha256Hex.
  const hash = toHex(new Uint8Array(await crypto.subtle.digest("SHA-256", utf8.encode(apiKey))));
  const row = await db.prepare("SELECT id, name, created_at FROM players WHERE key_hash = ?").bind(hash).first<{ id: string; name: string; created_at: number }>();
  if (!row) return null;
  const player = { id: row.id, name: row.name, createdAt: row.created_at };
  if (known.size > 10_000) known.clear();
  known.set(apiKey, player);
  return player;
}
