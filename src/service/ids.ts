// Random identifiers and secrets, from the platform's CSPRNG (never from a game's dice).

const ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz"; // Crockford base32, lower case

function randomString(length: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  let out = "";
  for (const b of bytes) out += ALPHABET[b & 31];
  return out;
}

/** A short public id: 16 base32 characters, 80 bits. */
export const randomId = (): string => randomString(16);

/** A secret: 52 base32 characters, 260 bits. */
export const randomToken = (): string => randomString(52);
