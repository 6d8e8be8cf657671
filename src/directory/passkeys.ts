// Passkeys (WebAuthn credentials) and the challenges that are outstanding for them. A challenge
// is single use: taking it deletes it, so a replayed answer finds nothing.
export const CHALLENGE_MS = 5 * 60 * 1000;

export interface StoredPasskey {
  id: string;
  playerId: string;
  publicKey: string;
  counter: number;
  transports: string[];
  name: string;
  createdAt: number;
  lastUsedAt: number | null;
  /** The key or token that added it (`master`, `tk_…`; migration 0020), or null if added before. */
  madeWith: string | null;
}

type Raw = {
  id: string;
  player_id: string;
  public_key: string;
  counter: number;
  transports: string | null;
  name: string;
  created_at: number;
  last_used_at: number | null;
  made_with: string | null;
};

const fromRaw = (r: Raw): StoredPasskey => ({
  id: r.id,
  playerId: r.player_id,
  publicKey: r.public_key,
  counter: r.counter,
  transports: r.transports ? (JSON.parse(r.transports) as string[]) : [],
  name: r.name,
  createdAt: r.created_at,
  lastUsedAt: r.last_used_at,
  madeWith: r.made_with,
});

export type ChallengePurpose = "register" | "authenticate";

export async function storeChallenge(
  db: D1Database,
  challenge: string,
  purpose: ChallengePurpose,
  playerId: string | null,
  now: number,
): Promise<void> {
  await db.prepare("DELETE FROM webauthn_challenges WHERE expires_at < ?").bind(now).run();
  await db
    .prepare("INSERT INTO webauthn_challenges (challenge, purpose, player_id, expires_at) VALUES (?, ?, ?, ?)")
    .bind(challenge, purpose, playerId, now + CHALLENGE_MS)
    .run();
}

/** Takes the challenge if it is outstanding, for this purpose (and player), and not expired. */
export async function takeChallenge(
  db: D1Database,
  challenge: string,
  purpose: ChallengePurpose,
  playerId: string | null,
  now: number,
): Promise<boolean> {
  const row = await db
    .prepare("DELETE FROM webauthn_challenges WHERE challenge = ? AND purpose = ? AND player_id IS ? RETURNING expires_at")
    .bind(challenge, purpose, playerId)
    .first<{ expires_at: number }>();
  return row !== null && row.expires_at > now;
}

export async function passkeysOf(db: D1Database, playerId: string): Promise<StoredPasskey[]> {
  const { results } = await db.prepare("SELECT * FROM passkeys WHERE player_id = ? ORDER BY created_at, id").bind(playerId).all<Raw>();
  return results.map(fromRaw);
}

export async function passkeyById(db: D1Database, id: string): Promise<StoredPasskey | null> {
  const row = await db.prepare("SELECT * FROM passkeys WHERE id = ?").bind(id).first<Raw>();
  return row ? fromRaw(row) : null;
}

export async function addPasskey(db: D1Database, p: Omit<StoredPasskey, "lastUsedAt">): Promise<void> {
  await db
    .prepare(
      "INSERT INTO passkeys (id, player_id, public_key, counter, transports, name, created_at, made_with) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
    )
    .bind(p.id, p.playerId, p.publicKey, p.counter, JSON.stringify(p.transports), p.name, p.createdAt, p.madeWith)
    .run();
}

/** After a sign-in: the authenticator's new counter, only if it moved forward (a cloned key's does not). */
export async function recordPasskeyUse(db: D1Database, id: string, counter: number, now: number): Promise<void> {
  await db.prepare("UPDATE passkeys SET counter = ?, last_used_at = ? WHERE id = ?").bind(counter, now, id).run();
}

export async function deletePasskey(db: D1Database, playerId: string, id: string): Promise<boolean> {
  const done = await db.prepare("DELETE FROM passkeys WHERE id = ? AND player_id = ?").bind(id, playerId).run();
  return done.meta.changes === 1;
}
