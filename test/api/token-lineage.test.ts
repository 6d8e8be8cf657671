// Where each token came from, from the outside: a token minted with a leaked one (or a device
// paired from it) is listed as made with it and can be revoked with it (`cascade=true`), and a
// removed passkey can take the devices it signed in with it (`signOut=true`). Without either flag
// nothing more than before is revoked: a bot's token made on a device outlives the device.
import { describe, expect, it } from "vitest";
import { api, registerPlayer } from "./helpers";
import { SoftAuthenticator } from "./fixtures/soft-authenticator";

const HOOKS = "https://hooks.example.com";
const run = Math.floor(Math.random() * 0xffff).toString(16);
let clients = 0;
/** Each sign-in its own address, so no test spends another's sign-in budget. */
const address = () => ({ "cf-connecting-ip": `2001:db8:7e:${run}::${(++clients).toString(16)}` });

async function mint(
  key: string,
  name: string,
  scopes = ["read", "account"],
): Promise<{ id: string; token: string; madeWith: string | null }> {
  const made = await api("POST", "/v1/me/tokens", { key, body: { name, kind: "bot", scopes } });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body;
}

async function pairFrom(key: string, name: string): Promise<{ id: string; token: string; madeWith: string | null }> {
  const code = await api("POST", "/v1/me/pairing-codes", { key });
  expect(code.status, JSON.stringify(code.body)).toBe(201);
  const redeemed = await api("POST", "/v1/pairing/redeem", { body: { code: code.body.code, name }, headers: address() });
  expect(redeemed.status, JSON.stringify(redeemed.body)).toBe(201);
  return redeemed.body.token;
}

async function signInWith(authenticator: SoftAuthenticator, name: string): Promise<{ id: string; token: string; madeWith: string | null }> {
  const options = await api("POST", "/v1/passkeys/options", { headers: address() });
  const verified = await api("POST", "/v1/passkeys/verify", {
    body: { response: await authenticator.authenticate(options.body), name },
    headers: address(),
  });
  expect(verified.status, JSON.stringify(verified.body)).toBe(201);
  return verified.body.token;
}

async function withPasskey(key: string, name: string): Promise<SoftAuthenticator> {
  const authenticator = await SoftAuthenticator.create();
  const options = await api("POST", "/v1/me/passkeys/options", { key });
  const added = await api("POST", "/v1/me/passkeys", { key, body: { response: await authenticator.register(options.body), name } });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  return authenticator;
}

const tokensOf = async (key: string) =>
  Object.fromEntries(((await api("GET", "/v1/me/tokens", { key })).body.tokens as any[]).map((t) => [t.id, t]));
const status = async (key: string) => (await api("GET", "/v1/me", { key })).status;
const refusal = async (key: string) => (await api("GET", "/v1/me", { key })).body.code;

describe("where a token came from", () => {
  it("each token says what made it: the master key, the token it was minted with, the device that showed the pairing code, or the passkey", async () => {
    const alice = await registerPlayer("Lineage");
    const authenticator = await withPasskey(alice.apiKey, "Laptop");
    const laptop = await signInWith(authenticator, "Laptop");
    const bot = await mint(laptop.token, "Bot made on the laptop");
    const phone = await pairFrom(laptop.token, "Phone");
    const fromMaster = await mint(alice.apiKey, "Bot made with the key");
    expect([laptop.madeWith, bot.madeWith, phone.madeWith, fromMaster.madeWith]).toEqual([
      `passkey:${authenticator.id}`,
      laptop.id,
      laptop.id,
      "master",
    ]);
    const listed = await tokensOf(alice.apiKey);
    expect(listed[bot.id].madeWith).toBe(laptop.id);
    expect(listed[phone.id].madeWith).toBe(laptop.id);
    expect(listed.master.madeWith).toBeNull();
  });

  it("revoking a leaked token with cascade=true revokes what it minted and paired, and what those made, each refused 401 TOKEN_REVOKED and its webhooks disabled; nothing else", {
    timeout: 30_000,
  }, async () => {
    const alice = await registerPlayer("Cascade");
    const leaked = await mint(alice.apiKey, "Leaked", ["read", "webhooks", "account"]);
    const minted = await mint(leaked.token, "Minted by the thief", ["read", "webhooks", "account"]);
    const grandchild = await mint(minted.token, "Minted by that");
    const paired = await pairFrom(leaked.token, "Thief's phone");
    const bystander = await mint(alice.apiKey, "Her own bot");
    const hook = await api("POST", "/v1/webhooks", { key: minted.token, body: { url: `${HOOKS}/lineage/${alice.id}` } });
    expect(hook.status, JSON.stringify(hook.body)).toBe(201);

    const revoked = await api("DELETE", `/v1/me/tokens/${leaked.id}?cascade=true`, { key: alice.apiKey });
    expect(revoked.status, JSON.stringify(revoked.body)).toBe(200);
    expect(revoked.body.revokedAt).not.toBeNull();
    expect([...revoked.body.alsoRevoked].sort()).toEqual([minted.id, grandchild.id, paired.id].sort());
    for (const t of [leaked, minted, grandchild, paired]) expect(await refusal(t.token), t.id).toBe("TOKEN_REVOKED");
    expect(await status(bystander.token)).toBe(200);
    expect(await status(alice.apiKey)).toBe(200);
    const hooks = (await api("GET", "/v1/webhooks", { key: alice.apiKey })).body.webhooks as any[];
    expect(hooks.find((w) => w.id === hook.body.id)).toMatchObject({ disabled: true });
    expect(hooks.find((w) => w.id === hook.body.id).disabledReason).toContain(minted.id);
    const listed = await tokensOf(alice.apiKey);
    for (const t of [minted, grandchild, paired]) expect(listed[t.id].revokedAt, t.id).not.toBeNull();
    expect(listed[bystander.id].revokedAt).toBeNull();

    // Again, on a token already revoked: nothing left to revoke, and the first time kept.
    const again = await api("DELETE", `/v1/me/tokens/${leaked.id}?cascade=true`, { key: alice.apiKey });
    expect(again.body).toMatchObject({ revokedAt: revoked.body.revokedAt, alsoRevoked: [] });
  });

  it("without cascade, what a revoked token made stays: a bot's token made on a device outlives the device's sign-out", async () => {
    const alice = await registerPlayer("NoCascade");
    const device = await pairFrom(alice.apiKey, "Old laptop");
    const bot = await mint(device.token, "Bot made on it");
    const revoked = await api("DELETE", `/v1/me/tokens/${device.id}`, { key: alice.apiKey });
    expect(revoked.body).toMatchObject({ id: device.id, alsoRevoked: [] });
    expect(await refusal(device.token)).toBe("TOKEN_REVOKED");
    expect(await status(bot.token)).toBe(200);
    // A cascade later still reaches what the revoked device made.
    const later = await api("DELETE", `/v1/me/tokens/${device.id}?cascade=true`, { key: alice.apiKey });
    expect(later.body.alsoRevoked).toEqual([bot.id]);
    expect(await refusal(bot.token)).toBe("TOKEN_REVOKED");
  });

  it("removing a passkey with signOut=true signs out the devices that signed in with it, and only those; without, they stay", async () => {
    const alice = await registerPlayer("Passkeys");
    const lost = await withPasskey(alice.apiKey, "Lost laptop");
    const kept = await withPasskey(alice.apiKey, "Desk");
    const lostDevice = await signInWith(lost, "Lost laptop");
    const lostAgain = await signInWith(lost, "Lost laptop, again");
    const deskDevice = await signInWith(kept, "Desk");
    const minted = await mint(lostDevice.token, "Bot made on the lost laptop");

    const removed = await api("DELETE", `/v1/me/passkeys/${lost.id}?signOut=true`, { key: deskDevice.token });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(removed.body).toMatchObject({ id: lost.id, deleted: true });
    expect([...removed.body.signedOut].sort()).toEqual([lostDevice.id, lostAgain.id].sort());
    expect(await refusal(lostDevice.token)).toBe("TOKEN_REVOKED");
    expect(await refusal(lostAgain.token)).toBe("TOKEN_REVOKED");
    // Only the devices: a bot token made on one stays, for a cascade on the device to reach.
    expect(await status(minted.token)).toBe(200);
    expect(await status(deskDevice.token)).toBe(200);

    const plain = await api("DELETE", `/v1/me/passkeys/${kept.id}`, { key: alice.apiKey });
    expect(plain.body).toEqual({ id: kept.id, deleted: true, signedOut: [] });
    expect(await status(deskDevice.token)).toBe(200);
  });

  it("a pairing code outlives neither the token that showed it nor the master key: revoked or replaced before it is typed, it is refused 410 and lets nobody in", async () => {
    const alice = await registerPlayer("LateCode");
    const leaked = await mint(alice.apiKey, "Leaked", ["read", "account"]);
    const shownByLeaked = (await api("POST", "/v1/me/pairing-codes", { key: leaked.token })).body.code;
    const shownByKey = (await api("POST", "/v1/me/pairing-codes", { key: alice.apiKey })).body.code;
    // The person finds the leak and takes back all it made; the thief types the code afterwards.
    const revoked = await api("DELETE", `/v1/me/tokens/${leaked.id}?cascade=true`, { key: alice.apiKey });
    expect(revoked.status).toBe(200);
    const late = await api("POST", "/v1/pairing/redeem", { body: { code: shownByLeaked, name: "Thief" }, headers: address() });
    expect([late.status, late.body.code], JSON.stringify(late.body)).toEqual([410, "PAIRING_CODE_EXPIRED"]);
    expect(late.body.detail).toContain("revoked");
    // The same for a code the master key showed, once that key is replaced.
    const rotated = await api("POST", "/v1/me/key/rotate", { key: alice.apiKey });
    expect(rotated.status).toBe(200);
    const stale = await api("POST", "/v1/pairing/redeem", { body: { code: shownByKey, name: "Thief" }, headers: address() });
    expect([stale.status, stale.body.code], JSON.stringify(stale.body)).toEqual([410, "PAIRING_CODE_EXPIRED"]);
    const names = ((await api("GET", "/v1/me/tokens", { key: rotated.body.apiKey })).body.tokens as any[]).map((t) => t.name);
    expect(names).not.toContain("Thief");
    // A code the new key shows works as ever.
    const fresh = (await api("POST", "/v1/me/pairing-codes", { key: rotated.body.apiKey })).body.code;
    const redeemed = await api("POST", "/v1/pairing/redeem", { body: { code: fresh, name: "Phone" }, headers: address() });
    expect(redeemed.status, JSON.stringify(redeemed.body)).toBe(201);
  });

  it("a passkey a leaked token added goes with it in a cascade, with the devices it signed in; the person's own passkey stays", async () => {
    const alice = await registerPlayer("LeakedPasskey");
    const hers = await withPasskey(alice.apiKey, "Her laptop");
    const leaked = await mint(alice.apiKey, "Leaked", ["read", "account"]);
    // The thief adds a passkey of their own with the leaked token, then signs a device in with it.
    const thiefs = await withPasskey(leaked.token, "Thief's key");
    const thiefDevice = await signInWith(thiefs, "Thief's laptop");
    const herDevice = await signInWith(hers, "Her laptop");

    const revoked = await api("DELETE", `/v1/me/tokens/${leaked.id}?cascade=true`, { key: alice.apiKey });
    expect(revoked.status, JSON.stringify(revoked.body)).toBe(200);
    expect(revoked.body.alsoRevoked).toEqual([thiefDevice.id]);
    expect(revoked.body.passkeysRemoved).toEqual([thiefs.id]);
    expect(await refusal(thiefDevice.token)).toBe("TOKEN_REVOKED");
    // Gone: it signs nobody in again. Hers, and the device she signed in with it, stay.
    const options = await api("POST", "/v1/passkeys/options", { headers: address() });
    const again = await api("POST", "/v1/passkeys/verify", {
      body: { response: await thiefs.authenticate(options.body), name: "Again" },
      headers: address(),
    });
    expect(again.status).toBe(400);
    const passkeys = (await api("GET", "/v1/me/passkeys", { key: alice.apiKey })).body.passkeys as any[];
    expect(passkeys.map((p) => p.id)).toEqual([hers.id]);
    expect(passkeys[0].madeWith).toBe("master");
    expect(await status(herDevice.token)).toBe(200);
  });

  it("another player's token or passkey, with cascade or signOut, is NOT_FOUND and revokes nothing of theirs", async () => {
    const alice = await registerPlayer("Owner");
    const mallory = await registerPlayer("Other");
    const authenticator = await withPasskey(alice.apiKey, "Laptop");
    const laptop = await signInWith(authenticator, "Laptop");
    const bot = await mint(laptop.token, "Bot");
    // Mallory's own tokens carry the same `master` and her own lineage: none of it reaches Alice's.
    const hers = await mint(mallory.apiKey, "Hers");
    await mint(hers.token, "Hers too");
    for (const path of [`/v1/me/tokens/${laptop.id}?cascade=true`, `/v1/me/passkeys/${authenticator.id}?signOut=true`]) {
      const r = await api("DELETE", path, { key: mallory.apiKey });
      expect([r.status, r.body.code], path).toEqual([404, "NOT_FOUND"]);
    }
    const gql = await api("POST", "/graphql", {
      key: mallory.apiKey,
      body: {
        query: `mutation($t: ID!, $p: ID!) {
          revokeToken(id: $t, cascade: true) { __typename ... on Problem { code } }
          deletePasskey(id: $p, signOut: true) { __typename ... on Problem { code } }
        }`,
        variables: { t: laptop.id, p: authenticator.id },
      },
    });
    expect(gql.body.data).toEqual({
      revokeToken: { __typename: "NotFoundProblem", code: "NOT_FOUND" },
      deletePasskey: { __typename: "NotFoundProblem", code: "NOT_FOUND" },
    });
    // Her own cascade from her key's child reaches her tokens only.
    const own = await api("DELETE", `/v1/me/tokens/${hers.id}?cascade=true`, { key: mallory.apiKey });
    expect(own.body.alsoRevoked).toHaveLength(1);
    for (const t of [laptop, bot]) expect(await status(t.token), t.id).toBe(200);
    expect((await api("GET", "/v1/me/passkeys", { key: alice.apiKey })).body.passkeys).toHaveLength(1);
  });

  it("a flag that is not true or false is refused 400 MALFORMED_REQUEST naming it, and nothing is revoked or removed", async () => {
    const alice = await registerPlayer("BadFlags");
    const authenticator = await withPasskey(alice.apiKey, "Laptop");
    const device = await signInWith(authenticator, "Laptop");
    const bot = await mint(device.token, "Bot");
    for (const path of [`/v1/me/tokens/${device.id}?cascade=yes`, `/v1/me/tokens/${device.id}?cascade=true&deep=1`]) {
      const r = await api("DELETE", path, { key: alice.apiKey });
      expect(r.status, path).toBe(400);
      expect(r.body.code, path).toBe("MALFORMED_REQUEST");
    }
    const r = await api("DELETE", `/v1/me/passkeys/${authenticator.id}?signOut=1`, { key: alice.apiKey });
    expect([r.status, r.body.code]).toEqual([400, "MALFORMED_REQUEST"]);
    expect(r.body.detail).toContain("signOut");
    expect(await status(device.token)).toBe(200);
    expect(await status(bot.token)).toBe(200);
    expect((await api("GET", "/v1/me/passkeys", { key: alice.apiKey })).body.passkeys).toHaveLength(1);
  });

  it("GraphQL says the same: madeWith in the list, revokeToken(cascade: true) and deletePasskey(signOut: true) answer what went with them", async () => {
    const alice = await registerPlayer("GraphLineage");
    const authenticator = await withPasskey(alice.apiKey, "Laptop");
    const laptop = await signInWith(authenticator, "Laptop");
    const bot = await mint(laptop.token, "Bot");
    const gql = async (query: string, variables: Record<string, unknown> = {}) => {
      const r = await api("POST", "/graphql", { key: alice.apiKey, body: { query, variables } });
      expect(r.body.errors, JSON.stringify(r.body.errors)).toBeUndefined();
      return r.body.data;
    };
    const { tokens } = await gql("{ tokens { id madeWith alsoRevoked } }");
    expect(tokens.find((t: any) => t.id === bot.id)).toEqual({ id: bot.id, madeWith: laptop.id, alsoRevoked: null });
    expect(tokens.find((t: any) => t.id === laptop.id).madeWith).toBe(`passkey:${authenticator.id}`);

    const other = await signInWith(authenticator, "Laptop again");
    const removed = await gql(
      `mutation($id: ID!) { deletePasskey(id: $id, signOut: true) { __typename ... on DeletedPasskey { id deleted signedOut } } }`,
      { id: authenticator.id },
    );
    expect(removed.deletePasskey.__typename).toBe("DeletedPasskey");
    expect([...removed.deletePasskey.signedOut].sort()).toEqual([laptop.id, other.id].sort());

    const revoked = await gql(
      `mutation($id: ID!) { revokeToken(id: $id, cascade: true) { __typename ... on AccessToken { id revokedAt alsoRevoked } } }`,
      { id: laptop.id },
    );
    expect(revoked.revokeToken).toMatchObject({ __typename: "AccessToken", id: laptop.id, alsoRevoked: [bot.id] });
    expect(await refusal(bot.token)).toBe("TOKEN_REVOKED");
  });
});
