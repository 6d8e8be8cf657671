// Sealed orders (commit, then reveal): the commitment is the lowercase hex SHA-256 of
// canonicalJson(orders) + ":" + nonce, where canonicalJson sorts object keys, leaves out members
// that are undefined and adds no whitespace: the server's (src/games/last-starfighter/sealed.ts),
// which test/games/last-starfighter/sealed-client.test.ts holds this one to. The nonces of the orders you may seal this phase are kept in localStorage until
// you reveal, so a reload between commit and reveal loses nothing.

export function canonicalJson(value) {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value && typeof value === "object") {
    const keys = Object.keys(value)
      .filter((k) => value[k] !== undefined)
      .sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(value[k])}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

export async function sealHash(orders, nonce) {
  const bytes = new TextEncoder().encode(`${canonicalJson(orders)}:${nonce}`);
  const digest = await crypto.subtle.digest("SHA-256", bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

export function newNonce() {
  return [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, "0")).join("");
}

const storeKey = (gameId) => `starpost.sealed.${gameId}`;

/** Seals every order on offer with its own nonce; remembers them for the reveal. */
export async function sealAll(gameId, ordersList) {
  const sealed = {};
  for (const orders of ordersList) {
    const nonce = newNonce();
    sealed[await sealHash(orders, nonce)] = { orders, nonce };
  }
  const previous = JSON.parse(localStorage.getItem(storeKey(gameId)) ?? "{}");
  // Earlier offers stay until a commit prunes them: a seal picked a moment ago keeps its nonce.
  localStorage.setItem(storeKey(gameId), JSON.stringify({ ...previous, ...sealed }));
  return sealed;
}

export function markCommitted(gameId, hash) {
  const store = JSON.parse(localStorage.getItem(storeKey(gameId)) ?? "{}");
  if (!store[hash]) return;
  localStorage.setItem(storeKey(gameId), JSON.stringify({ __committed: hash, [hash]: store[hash] }));
}

export function sealedFor(gameId, hash) {
  const store = JSON.parse(localStorage.getItem(storeKey(gameId)) ?? "{}");
  return store[hash] ?? null;
}
