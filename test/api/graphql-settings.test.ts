// A person's settings over GraphQL, against REST, over HTTP inside workerd: notification
// preferences, a game's mute, push subscriptions and their delivery logs, passkeys and the master
// key's rotation. Each field must show the same person the same data REST does, its changes must
// be visible over REST, and its refusals must carry REST's codes and change nothing: a token
// without the scope, another person's id (the same NOT_FOUND as none), bad input.
import { describe, expect, it } from "vitest";
import { api, drain, gql, registerPlayer, startedGame } from "./helpers";
import { SoftAuthenticator } from "./fixtures/soft-authenticator";
import { newBrowser } from "./push-browser";

const PUSH = "https://push.example.com";
let serial = 0;
const endpoint = (path: string) => `${PUSH}/${path}/settings-${Date.now().toString(36)}-${serial++}`;

const PROBLEM = "... on Problem { code status }";
const PREFS = "events quietHours { start end timeZone } mutedGames deadlineWarningHours";
const SUBSCRIPTION = "id endpoint madeWith createdAt";
const DELIVERY = "id gameId event status attempts lastStatus lastError nextAttemptAt createdAt updatedAt";

/** GraphQL's PushEvent (DECISION_REQUIRED) as REST spells it (decision.required). */
const restEvent = (e: string) => e.toLowerCase().replace("_", ".");
const asRest = (p: any) => ({ ...p, events: p.events.map(restEvent) });

async function mint(key: string, scopes: string[]): Promise<string> {
  const r = await api("POST", "/v1/me/tokens", { key, body: { name: "settings", scopes } });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.token;
}

/** The field's own answer, failing with the whole body when GraphQL answered none. */
async function field(query: string, variables: Record<string, unknown>, key: string | undefined, name: string) {
  const r = await gql(query, variables, key);
  expect(r.body.data?.[name], JSON.stringify(r.body)).toBeDefined();
  return r.body.data![name];
}

/** The code of the refusal of a GraphQL request that answered with an error. */
async function errorCode(query: string, variables: Record<string, unknown>, key?: string) {
  const r = await gql(query, variables, key);
  expect(r.body.errors, JSON.stringify(r.body)).toBeDefined();
  return r.body.errors![0]!.extensions?.code;
}

const restPrefs = async (key: string) => (await api("GET", "/v1/me/notification-preferences", { key })).body;

describe("notification preferences and a game's mute over GraphQL", () => {
  const read = `{ notificationPreferences { ${PREFS} } }`;
  const update = `mutation($events: [PushEvent!], $quiet: QuietHoursInput, $muted: [ID!], $hours: Int) {
    updateNotificationPreferences(events: $events, quietHours: $quiet, mutedGames: $muted, deadlineWarningHours: $hours) {
      __typename ... on NotificationPreferences { ${PREFS} } ${PROBLEM}
    }
  }`;

  it("read what REST reads; a change is what REST then reads, and what is left out stays", async () => {
    const { alice, id } = await startedGame();
    expect(asRest(await field(read, {}, alice.apiKey, "notificationPreferences"))).toEqual(await restPrefs(alice.apiKey));
    const quiet = { start: "22:30", end: "07:00", timeZone: "Europe/Paris" };
    const changed = await field(
      update,
      { events: ["GAME_OVER", "DEADLINE_WARNING"], quiet, muted: [id], hours: 12 },
      alice.apiKey,
      "updateNotificationPreferences",
    );
    expect(changed.__typename).toBe("NotificationPreferences");
    const rest = await restPrefs(alice.apiKey);
    expect(rest).toEqual({ events: ["game.over", "deadline.warning"], quietHours: quiet, mutedGames: [id], deadlineWarningHours: 12 });
    const { __typename, ...shared } = changed;
    expect(asRest(shared)).toEqual(rest);
    // Null clears what REST's null clears; what is left out stays as it was.
    const cleared = await field(
      `mutation { updateNotificationPreferences(quietHours: null, deadlineWarningHours: null) { ... on NotificationPreferences { ${PREFS} } } }`,
      {},
      alice.apiKey,
      "updateNotificationPreferences",
    );
    expect(asRest(cleared)).toEqual({ ...rest, quietHours: null, deadlineWarningHours: null });
    expect(await restPrefs(alice.apiKey)).toEqual(asRest(cleared));
    expect(asRest(await field(read, {}, alice.apiKey, "notificationPreferences"))).toEqual(await restPrefs(alice.apiKey));
  });

  it("refuse what REST refuses, with its code, and change nothing", async () => {
    const p = await registerPlayer("Prefs");
    await api("PUT", "/v1/me/notification-preferences", { key: p.apiKey, body: { events: ["game.over"] } });
    const before = await restPrefs(p.apiKey);
    const cases: [Record<string, unknown>, Record<string, unknown>][] = [
      [
        { quietHours: { start: "22:30", end: "07:00", timeZone: "Mars/Olympus" } },
        { quiet: { start: "22:30", end: "07:00", timeZone: "Mars/Olympus" } },
      ],
      [{ quietHours: { start: "24:00", end: "07:00", timeZone: "UTC" } }, { quiet: { start: "24:00", end: "07:00", timeZone: "UTC" } }],
      [{ deadlineWarningHours: 73 }, { hours: 73 }],
      [{ deadlineWarningHours: -1 }, { hours: -1 }],
      [{ mutedGames: ["g".repeat(41)] }, { muted: ["g".repeat(41)] }],
      [{ events: null }, { events: null }],
    ];
    for (const [body, variables] of cases) {
      const rest = await api("PUT", "/v1/me/notification-preferences", { key: p.apiKey, body });
      expect([rest.status, rest.body.code], JSON.stringify(body)).toEqual([400, "MALFORMED_REQUEST"]);
      const answer = await field(update, variables, p.apiKey, "updateNotificationPreferences");
      expect(answer, JSON.stringify(variables)).toMatchObject({ __typename: "InputProblem", code: "MALFORMED_REQUEST", status: 400 });
    }
    expect(await restPrefs(p.apiKey)).toEqual(before);
  });

  it("mute a game as PUT /v1/games/{id}/mute does: an unknown or hidden game is GAME_NOT_FOUND", async () => {
    const { alice, id } = await startedGame();
    const hidden = await startedGame("star-battle", {}, "private");
    const mute = `mutation($id: ID!, $muted: Boolean!) { muteGame(gameId: $id, muted: $muted) { __typename ... on GameMute { gameId muted } ${PROBLEM} } }`;
    const rest = await api("PUT", `/v1/games/${id}/mute`, { key: alice.apiKey, body: { muted: true } });
    expect(await field(mute, { id, muted: true }, alice.apiKey, "muteGame")).toEqual({ __typename: "GameMute", ...rest.body });
    expect((await restPrefs(alice.apiKey)).mutedGames).toEqual([id]);
    expect(await field(mute, { id, muted: false }, alice.apiKey, "muteGame")).toEqual({ __typename: "GameMute", gameId: id, muted: false });
    expect((await restPrefs(alice.apiKey)).mutedGames).toEqual([]);
    for (const gameId of ["nope", hidden.id]) {
      const r = await api("PUT", `/v1/games/${gameId}/mute`, { key: alice.apiKey, body: { muted: true } });
      expect([r.status, r.body.code]).toEqual([404, "GAME_NOT_FOUND"]);
      expect(await field(mute, { id: gameId, muted: true }, alice.apiKey, "muteGame")).toMatchObject({
        __typename: "NotFoundProblem",
        code: "GAME_NOT_FOUND",
      });
    }
    expect((await restPrefs(alice.apiKey)).mutedGames).toEqual([]);
  });

  it("need REST's scopes: `account` for preferences, `read` (or play:<that game>) for a mute", async () => {
    const { alice, id } = await startedGame();
    const player = await mint(alice.apiKey, ["read", "play", "webhooks"]);
    const hooks = await mint(alice.apiKey, ["webhooks"]);
    const oneGame = await mint(alice.apiKey, [`play:${id}`]);
    const before = await restPrefs(alice.apiKey);
    for (const query of [read, `mutation { updateNotificationPreferences(events: [GAME_OVER]) { __typename } }`]) {
      const r = await gql(query, {}, player);
      expect(r.body.errors?.[0]?.extensions, query).toMatchObject({ code: "INSUFFICIENT_SCOPE", scope: "account" });
    }
    const mute = (gameId: string) => `mutation { muteGame(gameId: "${gameId}", muted: true) { __typename } }`;
    expect((await gql(mute(id), {}, hooks)).body.errors?.[0]?.extensions).toMatchObject({ code: "INSUFFICIENT_SCOPE", scope: "read" });
    expect((await api("PUT", `/v1/games/${id}/mute`, { key: hooks, body: { muted: true } })).body.code).toBe("INSUFFICIENT_SCOPE");
    expect(await restPrefs(alice.apiKey)).toEqual(before);
    expect((await gql(mute("other"), {}, oneGame)).body.errors?.[0]?.extensions?.code).toBe("INSUFFICIENT_SCOPE");
    expect((await gql(mute(id), {}, oneGame)).body.data.muteGame.__typename).toBe("GameMute");
    expect((await restPrefs(alice.apiKey)).mutedGames).toEqual([id]);
    // Without a key: the query is refused, the mutations answer AuthProblem.
    expect(await errorCode(read, {})).toBe("UNAUTHENTICATED");
    expect((await gql(mute(id), {})).body.data.muteGame.__typename).toBe("AuthProblem");
  });
});

describe("push subscriptions over GraphQL", () => {
  const create = `mutation($s: PushSubscriptionInput!) {
    createPushSubscription(subscription: $s) { __typename ... on PushSubscription { ${SUBSCRIPTION} } ${PROBLEM} }
  }`;
  const list = (args = "") =>
    `{ pushSubscriptions${args} { edges { cursor node { ${SUBSCRIPTION} } } pageInfo { hasNextPage endCursor } } }`;
  const restList = async (key: string) => (await api("GET", "/v1/me/push-subscriptions", { key })).body.subscriptions;

  it("a browser's PushSubscription JSON subscribes it as REST's body does; the list pages as REST's; deleting is REST's", async () => {
    const p = await registerPlayer("Pusher");
    expect(await field("{ vapidPublicKey }", {}, undefined, "vapidPublicKey")).toBe(
      (await api("GET", "/v1/push/vapid-public-key")).body.publicKey,
    );
    const browser = await newBrowser(endpoint("ok"));
    const made = await field(create, { s: browser.subscription }, p.apiKey, "createPushSubscription");
    expect(made).toMatchObject({ __typename: "PushSubscription", endpoint: browser.subscription.endpoint, madeWith: "master" });
    const second = (
      await api("POST", "/v1/me/push-subscriptions", { key: p.apiKey, body: (await newBrowser(endpoint("ok"))).subscription })
    ).body;
    const { __typename, ...shared } = made;
    const rest = await restList(p.apiKey);
    expect(rest).toEqual([shared, second]);
    // One at a time, the same pages and cursors as REST's limit=1.
    const first = await field(list("(first: 1)"), {}, p.apiKey, "pushSubscriptions");
    const restFirst = (await api("GET", "/v1/me/push-subscriptions?limit=1", { key: p.apiKey })).body;
    expect(first.edges.map((e: any) => e.node)).toEqual(restFirst.subscriptions);
    expect(first.pageInfo).toEqual({ hasNextPage: true, endCursor: restFirst.nextCursor });
    const next = await field(list(`(first: 1, after: "${first.pageInfo.endCursor}")`), {}, p.apiKey, "pushSubscriptions");
    expect(next.edges.map((e: any) => e.node)).toEqual([second]);
    expect(next.pageInfo.hasNextPage).toBe(false);
    // Deleting: another person's id is the same NOT_FOUND as no id, and deletes nothing.
    const other = await registerPlayer("Other");
    const del = `mutation($id: ID!) { deletePushSubscription(id: $id) { __typename ... on DeletedPushSubscription { id deleted } ${PROBLEM} } }`;
    for (const [key, id] of [
      [other.apiKey, made.id],
      [p.apiKey, "ps_nosuch"],
    ]) {
      expect((await api("DELETE", `/v1/me/push-subscriptions/${id}`, { key })).body.code).toBe("NOT_FOUND");
      expect(await field(del, { id }, key, "deletePushSubscription")).toMatchObject({ __typename: "NotFoundProblem", code: "NOT_FOUND" });
    }
    expect(await restList(p.apiKey)).toHaveLength(2);
    expect(await field(del, { id: made.id }, p.apiKey, "deletePushSubscription")).toEqual({
      __typename: "DeletedPushSubscription",
      id: made.id,
      deleted: true,
    });
    expect(await restList(p.apiKey)).toEqual([second]);
  });

  it("refuses what REST refuses with its codes, and stores nothing", async () => {
    const p = await registerPlayer("Sneaky");
    const good = (await newBrowser(endpoint("ok"))).subscription;
    const cases: [unknown, string, string][] = [
      [{ ...good, keys: { ...good.keys, p256dh: good.keys.auth } }, "INVALID_PUSH_SUBSCRIPTION", "InputProblem"],
      [{ ...good, keys: { ...good.keys, auth: good.keys.p256dh } }, "INVALID_PUSH_SUBSCRIPTION", "InputProblem"],
      [{ ...good, endpoint: "http://push.example.com/plain" }, "PUSH_ENDPOINT_REFUSED", "InputProblem"],
      [{ ...good, endpoint: "https://127.0.0.1/push" }, "PUSH_ENDPOINT_REFUSED", "InputProblem"],
      [{ ...good, endpoint: `${PUSH}/${"x".repeat(2048)}` }, "MALFORMED_REQUEST", "InputProblem"],
    ];
    for (const [s, code, typename] of cases) {
      const rest = await api("POST", "/v1/me/push-subscriptions", { key: p.apiKey, body: s });
      expect(rest.body.code, JSON.stringify(s).slice(0, 120)).toBe(code);
      const answer = await field(create, { s }, p.apiKey, "createPushSubscription");
      expect(answer, JSON.stringify(s).slice(0, 120)).toMatchObject({ __typename: typename, code, status: rest.status });
    }
    expect(await restList(p.apiKey)).toEqual([]);
    expect((await field(list(), {}, p.apiKey, "pushSubscriptions")).edges).toEqual([]);
  });

  it("a subscription's delivery log is REST's, to its owner only; another's or an unknown id is NOT_FOUND", async () => {
    const { alice, bob, id } = await startedGame();
    const browser = await newBrowser(endpoint("ok"));
    const sub = (await api("POST", "/v1/me/push-subscriptions", { key: bob.apiKey, body: browser.subscription })).body;
    for (const text of ["one", "two"])
      expect((await api("POST", `/v1/games/${id}/messages`, { key: alice.apiKey, body: { text } })).status).toBe(201);
    await drain(id);
    const rest = (await api("GET", `/v1/me/push-subscriptions/${sub.id}/deliveries`, { key: bob.apiKey })).body.deliveries;
    expect(rest.length).toBeGreaterThanOrEqual(2);
    const shared = rest.map(({ webhookId, ...d }: any) => d);
    const log = `query($id: ID!, $after: String) {
      pushDeliveries(subscriptionId: $id, first: 1, after: $after) { edges { node { ${DELIVERY} } } pageInfo { hasNextPage endCursor } }
    }`;
    const first = await field(log, { id: sub.id }, bob.apiKey, "pushDeliveries");
    expect(first.edges.map((e: any) => e.node)).toEqual([shared[0]]);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const next = await field(log, { id: sub.id, after: first.pageInfo.endCursor }, bob.apiKey, "pushDeliveries");
    expect(next.edges.map((e: any) => e.node)).toEqual([shared[1]]);
    // The same log under the subscription itself.
    const nested = await field(
      `{ pushSubscriptions { edges { node { id deliveriesConnection { edges { node { ${DELIVERY} } } } } } } }`,
      {},
      bob.apiKey,
      "pushSubscriptions",
    );
    expect(nested.edges[0].node.deliveriesConnection.edges.map((e: any) => e.node)).toEqual(shared);
    // Alice holds no such subscription: the same answer as an id nobody holds.
    for (const [key, subscriptionId] of [
      [alice.apiKey, sub.id],
      [bob.apiKey, "ps_nosuch"],
    ]) {
      expect((await api("GET", `/v1/me/push-subscriptions/${subscriptionId}/deliveries`, { key })).body.code).toBe("NOT_FOUND");
      expect(await errorCode(log, { id: subscriptionId }, key)).toBe("NOT_FOUND");
    }
    expect(await errorCode(log, { id: sub.id, after: "bogus" }, bob.apiKey)).toBe("INVALID_CURSOR");
    expect(await errorCode(log, { id: sub.id })).toBe("UNAUTHENTICATED");
  });

  it("need the `account` scope, as REST's, and a refused call stores and deletes nothing", async () => {
    const p = await registerPlayer("Scoped");
    const token = await mint(p.apiKey, ["read", "play", "webhooks"]);
    const sub = (await api("POST", "/v1/me/push-subscriptions", { key: p.apiKey, body: (await newBrowser(endpoint("ok"))).subscription }))
      .body;
    for (const [query, variables] of [
      [list(), {}],
      [`query($id: ID!) { pushDeliveries(subscriptionId: $id) { edges { cursor } } }`, { id: sub.id }],
      [create, { s: (await newBrowser(endpoint("ok"))).subscription }],
      [`mutation($id: ID!) { deletePushSubscription(id: $id) { __typename } }`, { id: sub.id }],
    ] as const) {
      const r = await gql(query, variables, token);
      expect(r.body.errors?.[0]?.extensions, query).toMatchObject({ code: "INSUFFICIENT_SCOPE", scope: "account" });
    }
    expect(await restList(p.apiKey)).toEqual([sub]);
  });
});

describe("passkeys and the master key over GraphQL", () => {
  const passkeys = `{ passkeys { id name createdAt lastUsedAt madeWith } }`;
  const del = `mutation($id: ID!) { deletePasskey(id: $id) { __typename ... on DeletedPasskey { id deleted } ${PROBLEM} } }`;
  const rotate = `mutation { rotateMasterKey { __typename ... on RotatedMasterKey { apiKey createdAt } ${PROBLEM} } }`;

  async function withPasskey(name: string) {
    const person = await registerPlayer(name);
    const authenticator = await SoftAuthenticator.create();
    const options = await api("POST", "/v1/me/passkeys/options", { key: person.apiKey });
    const added = await api("POST", "/v1/me/passkeys", {
      key: person.apiKey,
      body: { response: await authenticator.register(options.body), name: `${name}'s laptop` },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    return { person, passkey: added.body };
  }

  it("lists the passkeys REST lists; removing one is REST's, and another's id is the same NOT_FOUND as none", async () => {
    const { person: alice, passkey } = await withPasskey("Alice");
    const { person: mallory } = await withPasskey("Mallory");
    const rest = (await api("GET", "/v1/me/passkeys", { key: alice.apiKey })).body.passkeys;
    expect(rest).toEqual([passkey]);
    expect(await field(passkeys, {}, alice.apiKey, "passkeys")).toEqual(rest);
    for (const [key, id] of [
      [mallory.apiKey, passkey.id],
      [alice.apiKey, "nosuch"],
    ]) {
      expect((await api("DELETE", `/v1/me/passkeys/${id}`, { key })).body.code).toBe("NOT_FOUND");
      expect(await field(del, { id }, key, "deletePasskey")).toMatchObject({
        __typename: "NotFoundProblem",
        code: "NOT_FOUND",
        status: 404,
      });
    }
    expect((await api("GET", "/v1/me/passkeys", { key: alice.apiKey })).body.passkeys).toEqual([passkey]);
    const token = await mint(alice.apiKey, ["read", "play", "webhooks"]);
    for (const query of [passkeys, `mutation { deletePasskey(id: "${passkey.id}") { __typename } }`]) {
      const r = await gql(query, {}, token);
      expect(r.body.errors?.[0]?.extensions, query).toMatchObject({ code: "INSUFFICIENT_SCOPE", scope: "account" });
    }
    expect((await api("GET", "/v1/me/passkeys", { key: alice.apiKey })).body.passkeys).toEqual([passkey]);
    expect(await field(del, { id: passkey.id }, alice.apiKey, "deletePasskey")).toEqual({
      __typename: "DeletedPasskey",
      id: passkey.id,
      deleted: true,
    });
    expect((await api("GET", "/v1/me/passkeys", { key: alice.apiKey })).body.passkeys).toEqual([]);
    expect(await field(passkeys, {}, alice.apiKey, "passkeys")).toEqual([]);
  });

  it("rotateMasterKey answers a new key once: the old one is refused over REST and GraphQL, and what it set going ends", async () => {
    const { alice, id } = await startedGame();
    const bot = await mint(alice.apiKey, ["read"]);
    // A push subscription sent over GraphQL with the master key is tied to it, as over REST.
    const browser = await newBrowser(endpoint("ok"));
    const sub = await field(
      `mutation($s: PushSubscriptionInput!) { createPushSubscription(subscription: $s) { ... on PushSubscription { id madeWith } } }`,
      { s: browser.subscription },
      alice.apiKey,
      "createPushSubscription",
    );
    expect(sub.madeWith).toBe("master");
    const rotated = await field(rotate, {}, alice.apiKey, "rotateMasterKey");
    expect(rotated.__typename).toBe("RotatedMasterKey");
    expect(rotated.apiKey).not.toBe(alice.apiKey);
    const old = await api("GET", "/v1/me", { key: alice.apiKey });
    expect([old.status, old.body.code]).toEqual([401, "UNAUTHENTICATED"]);
    const oldGql = await gql("{ me { id } }", {}, alice.apiKey);
    expect([oldGql.status, oldGql.body.errors?.[0]?.extensions?.code]).toEqual([401, "UNAUTHENTICATED"]);
    expect((await api("GET", "/v1/me", { key: rotated.apiKey })).body.id).toBe(alice.id);
    expect((await api("GET", `/v1/games/${id}`, { key: rotated.apiKey })).body.id).toBe(id);
    expect((await api("GET", `/v1/games/${id}`, { key: bot })).status).toBe(200);
    expect((await api("GET", "/v1/me/push-subscriptions", { key: rotated.apiKey })).body.subscriptions).toEqual([]);
    // The master key's line in the token list is as old as the new key.
    const tokens = (await api("GET", "/v1/me/tokens", { key: rotated.apiKey })).body.tokens;
    expect(tokens[0]).toMatchObject({ id: "master", createdAt: rotated.createdAt });
  });

  it("rotateMasterKey needs a key with `account`; refused, the key keeps working", async () => {
    const p = await registerPlayer("Keeper");
    const token = await mint(p.apiKey, ["read", "play", "webhooks"]);
    const r = await gql(rotate, {}, token);
    expect(r.body.errors?.[0]?.extensions).toMatchObject({ code: "INSUFFICIENT_SCOPE", scope: "account" });
    expect((await api("POST", "/v1/me/key/rotate", { key: token })).body.code).toBe("INSUFFICIENT_SCOPE");
    expect(await field(rotate, {}, undefined, "rotateMasterKey")).toMatchObject({ __typename: "AuthProblem", code: "UNAUTHENTICATED" });
    expect((await api("GET", "/v1/me", { key: p.apiKey })).body.id).toBe(p.id);
  });
});
