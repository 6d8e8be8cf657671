// Players and their API keys. A key is shown once at registration; only its SHA-256 is kept
// (keys are 256 random bits, so a fast hash is enough: there is nothing to brute-force).
import { sha256Hex } from "../engine/sha256";
import { randomId, randomToken } from "../service/ids";

export interface Player {
  id: string;
  name: string;
  createdAt: number;
}

/** `from`: whose registrations it counts against (a hash of the address; src/service/caps.ts). */
export async function registerPlayer(
  db: D1Database,
  name: string,
  now: number,
  from: string | null = null,
): Promise<Player & { apiKey: string }> {
  const id = `pl_${randomId()}`;
  const apiKey = `sp_${randomToken()}`;
  await db
    .prepare("INSERT INTO players (id, name, key_hash, created_at, created_from) VALUES (?, ?, ?, ?, ?)")
    .bind(id, name, sha256Hex(apiKey), now, from)
    .run();
  return { id, name, createdAt: now, apiKey };
}

// Looking a key up: holderOf in ./tokens.ts (the master key can be replaced and tokens revoked,
// so an isolate trusts what it read for a second at most, and forgets it when it revokes).

export async function playerById(db: D1Database, id: string): Promise<{ id: string; name: string } | null> {
  return db.prepare("SELECT id, name FROM players WHERE id = ?").bind(id).first<{ id: string; name: string }>();
}
