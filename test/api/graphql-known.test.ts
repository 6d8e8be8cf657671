// The known-operation path (src/api/graphql-known.ts) answers exactly as yoga does. Every request
// here is sent twice, inside workerd, through the real middleware (method check, key, rate
// limit): once to yoga alone and once to the worker's own handler, which serves a document yoga
// has validated before without yoga. Status, headers and body must be the same, byte for byte.
// Moves change a game, so they are played on twin games (same players, same server seed, same
// moves): one answered by yoga, the other by the known path, their ids swapped before comparing.
import { createExecutionContext, env, runInDurableObject } from "cloudflare:test";
import { getNamedType, isAbstractType, isObjectType, type GraphQLNamedType } from "graphql";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { schema } from "../../schema";
import { identify, requester, type AppEnv } from "../../src/api/caller";
import { answeredByYoga, graphqlHandler, graphqlMethods, knownAnswers } from "../../src/api/graphql";
import { RATE_LIMITS } from "../../src/api/rate-limit";
import { api, chooseServerSeed, registerPlayer, stubOf } from "./helpers";
import { KIND_CASES, nextMove, oneOfInput, PROBLEM, seatKeys, typePrefix, type Player } from "./kind-suite";

const byYoga = new Hono<AppEnv>().all("/graphql", graphqlMethods, identify, (c) => answeredByYoga(c.req.raw, requester(c)));
const byWorker = new Hono<AppEnv>().all("/graphql", graphqlMethods, identify, graphqlHandler);

const GRAPHQL_RESPONSE = "application/graphql-response+json";
/** The Accept headers clients send (none, wildcards, either JSON type first, a type we do not speak). */
const ACCEPTS = [undefined, GRAPHQL_RESPONSE, "application/json", "*/*", `application/json;q=0.9, ${GRAPHQL_RESPONSE}`, "text/plain"];

interface Sent {
  body: unknown;
  key?: string;
  accept?: string;
  method?: "GET" | "POST";
  contentType?: string;
  headers?: Record<string, string>;
  search?: string;
}

interface Answer {
  status: number;
  headers: [string, string][];
  text: string;
}

async function send(app: Hono<AppEnv>, s: Sent, environment: Env = env as Env): Promise<Answer> {
  const headers: Record<string, string> = { ...(s.headers ?? {}) };
  if (s.key) headers.authorization = `Bearer ${s.key}`;
  if (s.accept) headers.accept = s.accept;
  const method = s.method ?? "POST";
  if (method === "POST") headers["content-type"] = s.contentType ?? "application/json";
  const body = method === "GET" ? undefined : typeof s.body === "string" ? s.body : JSON.stringify(s.body);
  const request = new Request(`http://starpost.test/graphql${s.search ?? ""}`, {
    method,
    headers,
    ...(body !== undefined ? { body } : {}),
  });
  const res = await app.fetch(request, environment, createExecutionContext());
  return { status: res.status, headers: [...res.headers], text: await res.text() };
}

/**
 * Sends `yoga` to yoga alone, then `worker` (the same request, or its twin on the twin game) to
 * the worker's handler; expects the same answer (the twin's ids read as the first's) and that
 * the known path answered it or not, as said.
 */
async function expectSame(yoga: Sent, worker: Sent, known: boolean, swap: [string, string][] = []): Promise<Answer> {
  const a = await send(byYoga, yoga);
  const before = knownAnswers();
  const b = await send(byWorker, worker);
  expect(knownAnswers() - before, `answered by the known path: ${JSON.stringify(worker.body)}`).toBe(known ? 1 : 0);
  let text = b.text;
  for (const [from, to] of swap) text = text.replaceAll(from, to);
  // Twin games were made a moment apart: their times differ, nothing else.
  const timeless = (t: string) => t.replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z/g, "<time>");
  expect({ status: b.status, headers: b.headers, text: timeless(text) }).toEqual({
    status: a.status,
    headers: a.headers,
    text: timeless(a.text),
  });
  return a;
}

/** The same request to both. */
const same = (s: Sent, known: boolean) => expectSame(s, s, known);

/**
 * Every field of a type that takes no arguments, unions and interfaces by each member, to `depth`:
 * a move's whole answer (its events, the game, the view, the pending decisions) is compared. A
 * field that two members of a union type differently is aliased by its member (GraphQL would not
 * merge them).
 */
function everything(type: GraphQLNamedType, depth: number, clashing: ReadonlySet<string> = new Set()): string {
  if (isAbstractType(type)) {
    const members = schema.getPossibleTypes(type);
    const typeOf = new Map<string, string>();
    const clash = new Set<string>();
    for (const m of members) {
      for (const f of Object.values(m.getFields())) {
        const t = String(f.type);
        if ((typeOf.get(f.name) ?? t) !== t) clash.add(f.name);
        typeOf.set(f.name, t);
      }
    }
    const fragments = members.map((m) => [m.name, everything(m, depth, clash)]).filter(([, sub]) => sub);
    return `__typename ${fragments.map(([name, sub]) => `... on ${name} { ${sub} }`).join(" ")}`;
  }
  if (!isObjectType(type)) return "";
  const parts: string[] = [];
  for (const f of Object.values(type.getFields())) {
    if (f.args.length > 0 || f.deprecationReason) continue;
    const name = clashing.has(f.name) ? `${f.name}_${type.name}: ${f.name}` : f.name;
    const inner = getNamedType(f.type);
    if (!isObjectType(inner) && !isAbstractType(inner)) parts.push(name);
    else if (depth > 1) {
      const sub = everything(inner, depth - 1);
      if (sub) parts.push(`${name} { ${sub} }`);
    }
  }
  return parts.join(" ");
}

/** Two games of `kind` with the same players, options and server seed: they play out alike. */
async function twinGames(kind: string, options: Record<string, unknown>, ann: Player, ben: Player): Promise<[string, string]> {
  const ids: string[] = [];
  for (let i = 0; i < 2; i++) {
    const created = await api("POST", "/v1/games", { key: ann.apiKey, body: { kind, options } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    await runInDurableObject(stubOf(created.body.id), (room) => chooseServerSeed(room, `twin-${kind}`));
    const joined = await api("POST", `/v1/games/${created.body.id}/join`, { key: ben.apiKey, body: {} });
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);
    ids.push(created.body.id);
  }
  return ids as [string, string];
}

describe("GraphQL's known-operation path answers as yoga does", () => {
  for (const c of KIND_CASES) {
    it(`${c.kind}: the kind suite's moves and refusals over GraphQL, on twin games`, { timeout: 180_000 }, async () => {
      const P = typePrefix(c.kind);
      const toInput = c.toInput ?? oneOfInput;
      const ann = await registerPlayer("Ann");
      const ben = await registerPlayer("Ben");
      const stranger = await registerPlayer("Stranger");
      const [a, b] = await twinGames(c.kind, c.options ?? {}, ann, ben);
      const swap: [string, string][] = [[b, a]];
      const keys = seatKeys((await api("GET", `/v1/games/${a}`, { key: ann.apiKey })).body, [ann, ben]);
      const played = getNamedType(schema.getType(`${P}Played`)!);
      const CHANGE = `__typename ... on ${P}Played { ${everything(played, 6)} } ${PROBLEM} ... on ConflictProblem { currentVersion }`;
      const play = `mutation Play($id: ID!, $a: ${P}ActionInput!, $v: Int) { play${P}(gameId: $id, action: $a, expectedVersion: $v) { ${CHANGE} } }`;
      const twin = (key: string | undefined, variables: Record<string, unknown>, accept?: string, query = play) =>
        expectSame(
          { body: { query, variables: { ...variables, id: a } }, ...(key ? { key } : {}), ...(accept ? { accept } : {}) },
          { body: { query, variables: { ...variables, id: b } }, ...(key ? { key } : {}), ...(accept ? { accept } : {}) },
          true,
          swap,
        );

      const first = await nextMove(a, keys);
      expect(first).not.toBeNull();
      const input = toInput(first!.action);
      // Refusals that change nothing, in every media type: a stranger, a stale version, no key,
      // an unknown game, variables that do not coerce.
      for (const accept of ACCEPTS) {
        await twin(stranger.apiKey, { a: input, v: first!.game.version }, accept);
        await twin(first!.key, { a: input, v: first!.game.version + 5 }, accept);
        await twin(undefined, { a: input }, accept);
        await same(
          { body: { query: play, variables: { id: "0000000000000000", a: input } }, key: first!.key, ...(accept ? { accept } : {}) },
          true,
        );
        await twin(first!.key, { a: input, v: "five" }, accept);
        await twin(first!.key, { a: { noSuchAction: true } }, accept);
        await same({ body: { query: play, variables: { a: input } }, key: first!.key, ...(accept ? { accept } : {}) }, true);
      }

      // The moves, the same on both games, each followed by the same move sent again (mostly a
      // refusal by the rules, with its rule); one undo; then resignation and what follows it.
      let undone = false;
      for (let move = 0; move < Math.min(c.moves, 16); move++) {
        const next = await nextMove(a, keys);
        if (!next) break;
        const accept = ACCEPTS[move % ACCEPTS.length];
        const moved = await twin(next.key, { a: toInput(next.action), v: next.game.version }, accept);
        expect(moved.text).toContain(`"__typename":"${P}Played"`);
        await twin(next.key, { a: toInput(next.action) }, accept);
        if (!undone) {
          const undo = await twin(next.key, {}, accept, `mutation Undo($id: ID!) { undo(id: $id) { ${CHANGE} } }`);
          undone = undo.text.includes(`"${P}Played"`);
        }
        await twin(
          next.key,
          {},
          accept,
          `query Read($id: ID!) { game(id: $id) { ... on ${P}Game { ${everything(getNamedType(schema.getType(`${P}Game`)!), 4)} } ${PROBLEM} } }`,
        );
      }
      const resign = `mutation Resign($id: ID!) { resign(id: $id) { ${CHANGE} } }`;
      await twin(ann.apiKey, {}, undefined, resign);
      await twin(ben.apiKey, {}, GRAPHQL_RESPONSE, resign);
      await twin(undefined, {}, "application/json", resign);
    });
  }

  it("refusals before and beside GraphQL: a bad key, a token without the scope, documents yoga must judge", {
    timeout: 120_000,
  }, async () => {
    const ann = await registerPlayer("Ann");
    const ben = await registerPlayer("Ben");
    const [id] = await twinGames("star-battle", {}, ann, ben);
    const game = (await api("GET", `/v1/games/${id}`, { key: ann.apiKey })).body;
    const moverKey = keyOfSeat(game, game.pending[0].seat, [ann, ben]);
    const play = `mutation($id: ID!, $a: StarBattleActionInput!, $v: Int) { playStarBattle(gameId: $id, action: $a, expectedVersion: $v) {
      __typename ... on IllegalActionProblem { code rule message } ... on ConflictProblem { code currentVersion } ${PROBLEM} } }`;
    const reader = await api("POST", "/v1/me/tokens", { key: moverKey, body: { name: "reader", scopes: ["read"] } });
    expect(reader.status).toBe(201);
    for (const accept of ACCEPTS) {
      const a = accept ? { accept } : {};
      // An illegal move, with its rule (SB …).
      const illegal = await same({ body: { query: play, variables: { id, a: { endTurn: true } } }, key: moverKey, ...a }, true);
      expect(illegal.text).toMatch(/"rule":"SB /);
      // A token that may read but not play: INSUFFICIENT_SCOPE, an error with a path.
      const scoped = await same({ body: { query: play, variables: { id, a: { endTurn: true } } }, key: reader.body.token, ...a }, true);
      expect(scoped.text).toContain("INSUFFICIENT_SCOPE");
      // Refused by the key check, before GraphQL.
      await same({ body: { query: play, variables: { id, a: { endTurn: true } } }, key: "sp_wrong", ...a }, false);
      // A query, and one of two operations picked by name.
      await same({ body: { query: "{ me { id name } kinds { id title } }" }, key: ann.apiKey, ...a }, true);
      const two = "query A { me { id } } query B { kinds { id } }";
      await same({ body: { query: two, operationName: "B" }, key: ann.apiKey, ...a }, true);
      await same({ body: { query: two, operationName: "A", variables: null, extensions: null } }, true);
      // yoga's to answer: an operation name that picks nothing, no name among two, extensions,
      // a parameter yoga does not know, a batch, a GET, another media type, a body that is not
      // JSON, a document that does not validate, introspection.
      await same({ body: { query: two, operationName: "C" } }, false);
      await same({ body: { query: two } }, false);
      await same({ body: { query: "{ kinds { id } }", extensions: {} } }, false);
      await same({ body: { query: "{ kinds { id } }", extra: 1 } }, false);
      await same({ body: { query: "{ kinds { id } }", variables: [1] } }, false);
      await same({ body: { query: "{ kinds { id } }", operationName: 5 } }, false);
      await same({ body: [{ query: "{ kinds { id } }" }] }, false);
      await same({ body: "{ kinds { id } }", contentType: "application/graphql" }, false);
      await same({ body: "", method: "GET", search: `?query=${encodeURIComponent("{ kinds { id } }")}`, ...a }, false);
      await same({ body: "{ not json", ...a }, false);
      await same({ body: { query: "{ kinds { nope } }" }, ...a }, false);
      await same({ body: { query: `{ game(id: "x") { __typename ${PROBLEM} } }` }, ...a }, true);
      await same({ body: { query: "{ __schema { queryType { name } } }" }, ...a }, false);
    }
  });

  it("rate limits: the same 429 from either path once the address's budget is spent", { timeout: 60_000 }, async () => {
    const limited = { ...env, RATE_LIMITS: "on" } as Env;
    const burst = RATE_LIMITS.find((r) => r.name === "burst")!;
    const from = { "cf-connecting-ip": "192.0.2.78" };
    const query = { query: "{ kinds { id } }" };
    // The wait is counted down by the clock between the two sends, so a second may pass between them:
    // the seconds are left out, in the message as in the extension and the header.
    const steady = (x: Answer) => ({
      ...x,
      text: x.text.replace(/"retryAfter":\d+/, "").replace(/retry after \d+ s/, "retry after _ s"),
      headers: x.headers.filter(([k]) => k !== "retry-after"),
    });
    // Within the budget, the same answer.
    const fresh = [
      await send(byYoga, { body: query, headers: from }, limited),
      await send(byWorker, { body: query, headers: from }, limited),
    ];
    expect(fresh[0]!.status).toBe(200);
    expect(steady(fresh[1]!)).toEqual(steady(fresh[0]!));
    // The rest of the budget spent at once: sent one by one on a loaded machine, the 200 requests
    // could outlast the window, which then began again between two sends of a pair (a flaky test).
    let spent: Answer | undefined;
    for (let round = 0; round < 5 && spent?.status !== 429; round++) {
      const batch = await Promise.all(Array.from({ length: burst.limit }, () => send(byWorker, { body: query, headers: from }, limited)));
      spent = batch.find((a) => a.status === 429);
    }
    expect(spent?.status).toBe(429);
    // Refused on the one path, refused on the other, with the same problem.
    const refused = [
      await send(byYoga, { body: query, headers: from }, limited),
      await send(byWorker, { body: query, headers: from }, limited),
    ];
    expect(refused[0]!.status).toBe(429);
    expect(steady(refused[0]!)).toEqual(steady(spent!));
    expect(steady(refused[1]!)).toEqual(steady(refused[0]!));
  });
});

function keyOfSeat(game: any, seat: string, players: Player[]): string {
  const holder = game.seats.find((s: any) => s.seat === seat).player.id;
  return players.find((p) => p.id === holder)!.apiKey;
}
