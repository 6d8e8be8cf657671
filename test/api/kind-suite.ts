// The API conformance suite every game kind passes, over REST and over GraphQL alike — both
// surfaces run the same service functions (src/service/), so both must answer the same way:
// create, join, play by the listed choices (or the built-in bot's suggestion where a decision
// lists none), undo where the undo rule allows, resign; act, join, undo and resign answer one
// envelope {version, events, game}; refusals carry their stable codes. Also the helpers the
// per-kind API tests share (reading, acting, the feed, seats, GraphQL's problem selection).
import { describe, expect, it } from "vitest";
import { api, gql, registerPlayer } from "./helpers";

export type Player = { id: string; apiKey: string };

/** The game as `key` may see it, now or at version `at`. */
export async function read(id: string, key: string, at?: number): Promise<any> {
  const r = await api("GET", `/v1/games/${id}${at !== undefined ? `?at=${at}` : ""}`, { key });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body;
}

export const act = (id: string, key: string, action: unknown, expectedVersion?: number) =>
  api("POST", `/v1/games/${id}/actions`, { key, body: { action, ...(expectedVersion !== undefined ? { expectedVersion } : {}) } });

/** Every feed entry the key may see after `after`. */
export async function feed(id: string, key: string, after = 0): Promise<any[]> {
  const out: any[] = [];
  for (;;) {
    const r = await api("GET", `/v1/games/${id}/events?after=${after}&limit=500`, { key });
    expect(r.status).toBe(200);
    out.push(...r.body.entries);
    if (r.body.entries.length < 500) return out;
    after = r.body.entries.at(-1).version;
  }
}

/** Each seated seat's API key. */
export function seatKeys<S extends string = string>(game: any, players: Player[]): Record<S, string> {
  return Object.fromEntries(
    game.seats.filter((s: any) => s.player).map((s: any) => [s.seat, players.find((p) => p.id === s.player.id)!.apiKey]),
  ) as Record<S, string>;
}

/** What a GraphQL result selects of a problem. */
export const PROBLEM = "... on Problem { __typename code message } ... on IllegalActionProblem { rule } ... on InputProblem { issues }";

/** A kind id's GraphQL type prefix: `last-starfighter` → `LastStarfighter`. */
export const typePrefix = (kind: string) =>
  kind
    .split("-")
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join("");

/** Drops GraphQL's __typename and the nulls of absent optional fields, to compare with REST. */
export function plain(v: any): any {
  if (Array.isArray(v)) return v.map(plain);
  if (v === null || typeof v !== "object") return v;
  return Object.fromEntries(
    Object.entries(v)
      .filter(([k, x]) => k !== "__typename" && x !== null)
      .map(([k, x]) => [k, plain(x)]),
  );
}

/** A REST action as the kind's @oneOf input: `{type: "build", …}` → `{ build: {…} }` (`true` for a variant without fields). */
export function oneOfInput(action: any): Record<string, unknown> {
  const { type, ...fields } = plain(action);
  return { [type]: Object.keys(fields).length === 0 ? true : fields };
}

export interface KindCase {
  kind: string;
  /** Options that keep a game short; the defaults if left out. */
  options?: Record<string, unknown>;
  /** Moves played over REST before the game is ended by resignation, if it has not ended itself. */
  moves: number;
  /** A REST action as the kind's GraphQL action input, where oneOfInput does not fit. */
  toInput?: (action: any) => Record<string, unknown>;
}

/**
 * Every kind's case: options that keep the REST games short (a game still going after its moves
 * is ended by resignation), and the GraphQL input where oneOfInput does not fit.
 */
export const KIND_CASES: KindCase[] = [
  { kind: "star-battle", moves: 60 },
  { kind: "last-starfighter", moves: 80 },
  {
    kind: "iron-stars",
    moves: 40,
    // A fleet is bought by design or by class; the GraphQL input names only that.
    toInput: (a) =>
      a.type === "buyFleet"
        ? { buyFleet: { ships: a.ships.map((x: any) => ("design" in x ? { design: x.design } : { class: x.class })) } }
        : oneOfInput(a),
  },
  {
    kind: "barnards-star",
    options: { turnLimit: 4, naronianPoints: 20, terranBowl: { DN: 1, BB: 1, BC: 1, DD: 1, TN: 1, jumpTN: 1 } },
    moves: 60,
    // The input spells a teleport's destination `to`.
    toInput: (a) => {
      const { teleportTo, ...rest } = a;
      const input = oneOfInput(rest);
      if (teleportTo !== undefined) (input[a.type] as Record<string, unknown>).to = teleportTo;
      return input;
    },
  },
  { kind: "double-star", moves: 60 },
];

/** The seat that owes a decision now, its key and what to post: its first listed choice, or the bot's suggestion. */
export async function nextMove(id: string, keys: Record<string, string>): Promise<{ key: string; game: any; action: unknown } | null> {
  for (const key of Object.values(keys)) {
    const game = await read(id, key);
    if (game.status !== "active") return null;
    const mine = game.pending.find((p: any) => p.seat === game.you?.seat);
    if (!mine) continue;
    const action = mine.choices?.length ? mine.choices[0] : (await api("POST", `/v1/games/${id}/suggest`, { key })).body.action;
    return { key, game, action };
  }
  return null;
}

/** An envelope: `{version, events, game}`, the version the game's own. */
function expectEnvelope(body: any, what: string) {
  expect(Object.keys(body).sort(), what).toEqual(["events", "game", "version"]);
  expect(Array.isArray(body.events), what).toBe(true);
  expect(body.game.version, what).toBe(body.version);
}

async function newPlayers(): Promise<[Player, Player, Player]> {
  return [await registerPlayer("Ann"), await registerPlayer("Ben"), await registerPlayer("Stranger")];
}

export function kindSuite(c: KindCase): void {
  const P = typePrefix(c.kind);
  const toInput = c.toInput ?? oneOfInput;

  describe(`${c.kind}: the API conformance suite over REST`, () => {
    it("creates, joins, plays the listed choices, undoes where allowed and resigns, every change answered with one envelope", {
      timeout: 180_000,
    }, async () => {
      const [ann, ben, stranger] = await newPlayers();
      const created = await api("POST", "/v1/games", { key: ann.apiKey, body: { kind: c.kind, options: c.options ?? {} } });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect(created.body).toMatchObject({ kind: c.kind, status: "open", version: 0 });
      const id = created.body.id as string;
      const joined = await api("POST", `/v1/games/${id}/join`, { key: ben.apiKey, body: {} });
      expect(joined.status, JSON.stringify(joined.body)).toBe(200);
      expectEnvelope(joined.body, "join");
      expect(joined.body.game.status).toBe("active");
      const keys = seatKeys(joined.body.game, [ann, ben]);

      // Refusals, each with its code, changing nothing.
      expect((await api("POST", `/v1/games/${id}/actions`, { key: stranger.apiKey, body: { action: { type: "x" } } })).body.code).toBe(
        "NOT_A_PLAYER",
      );
      expect((await api("POST", `/v1/games/${id}/actions`, { body: { action: { type: "x" } } })).body.code).toBe("UNAUTHENTICATED");
      expect(
        (await api("POST", "/v1/games/0000000000000000/actions", { key: ann.apiKey, body: { action: { type: "x" } } })).body.code,
      ).toBe("GAME_NOT_FOUND");
      expect((await api("POST", `/v1/games/${id}/undo`, { key: stranger.apiKey })).body.code).toBe("NOT_A_PLAYER");

      let undone = false;
      for (let move = 0; move < c.moves; move++) {
        const next = await nextMove(id, keys);
        if (!next) break;
        if (move === 0) {
          const junk = await api("POST", `/v1/games/${id}/actions`, { key: next.key, body: { action: { type: "noSuchAction" } } });
          expect([junk.status, junk.body.code]).toEqual([400, "INVALID_ACTION"]);
          const stale = await act(id, next.key, next.action, next.game.version + 5);
          expect([stale.status, stale.body.code]).toEqual([409, "STALE_VERSION"]);
        }
        const played = await act(id, next.key, next.action, next.game.version);
        expect(played.status, JSON.stringify(played.body)).toBe(200);
        expectEnvelope(played.body, `move ${move}`);
        expect(played.body.version).toBeGreaterThan(next.game.version);
        if (!undone && played.body.game.status === "active") {
          // Undo where the undo rule allows: the envelope, and the game as it was before.
          const back = await api("POST", `/v1/games/${id}/undo`, { key: next.key });
          if (back.status === 200) {
            expectEnvelope(back.body, "undo");
            expect(back.body.events).toEqual([]);
            expect(back.body.game.view).toEqual((await read(id, next.key, next.game.version)).view);
            undone = true;
          } else {
            expect([back.status, back.body.code], JSON.stringify(back.body)).toEqual([422, "UNDO_NOT_ALLOWED"]);
          }
        }
      }
      const now = await read(id, keys[Object.keys(keys)[0]!]!);
      if (now.status === "active") {
        const resigned = await api("POST", `/v1/games/${id}/resign`, { key: ann.apiKey });
        expect(resigned.status, JSON.stringify(resigned.body)).toBe(200);
        expectEnvelope(resigned.body, "resign");
        expect(resigned.body.game.status).toBe("finished");
      }
      const over = await read(id, ann.apiKey);
      expect(over.status).toBe("finished");
      expect(over.outcome).not.toBeNull();
      expect(over.seed).toEqual(expect.any(String));
      expect((await api("POST", `/v1/games/${id}/resign`, { key: ben.apiKey })).body.code).toBe("GAME_OVER");
      const record = (await api("GET", `/v1/games/${id}/export`)).body;
      expect((await api("POST", "/v1/verify", { body: record })).body.verified).toBe(true);
    });
  });

  describe(`${c.kind}: the API conformance suite over GraphQL`, () => {
    const CHANGE = `__typename ... on ${P}Played { version events { __typename } game { ... on Game { id version status you { seat } } } } ${PROBLEM}`;

    it("creates, joins, plays, undoes where allowed and resigns through the same service, with the same envelope and codes", {
      timeout: 180_000,
    }, async () => {
      const [ann, ben, stranger] = await newPlayers();
      const created = await gql(`mutation { create${P}Game { __typename ... on Game { id status version } ${PROBLEM} } }`, {}, ann.apiKey);
      expect(created.body.errors, JSON.stringify(created.body)).toBeUndefined();
      const id = created.body.data![`create${P}Game`].id as string;
      // Options go through the same checks as REST's (and come out as REST's game).
      expect((await read(id, ann.apiKey)).options).toEqual((await api("GET", `/v1/kinds/${c.kind}`)).body.defaultOptions);
      const joined = await gql(`mutation($id: ID!) { joinGame(id: $id) { ${CHANGE} } }`, { id }, ben.apiKey);
      const join = joined.body.data!.joinGame;
      expect(join.__typename).toBe(`${P}Played`);
      expect(join.events).toEqual([]);
      expect(join.game).toMatchObject({ id, status: "active", version: join.version });
      const again = (await gql(`mutation($id: ID!) { joinGame(id: $id) { ${CHANGE} } }`, { id }, ben.apiKey)).body.data!.joinGame;
      expect([again.__typename, again.code]).toEqual(["ConflictProblem", "NO_OPEN_SEAT"]);
      const keys = seatKeys(await read(id, ann.apiKey), [ann, ben]);

      const play = `mutation($id: ID!, $a: ${P}ActionInput!, $v: Int) { play${P}(gameId: $id, action: $a, expectedVersion: $v) { ${CHANGE} } }`;
      const next = await nextMove(id, keys);
      expect(next).not.toBeNull();
      const refused = (await gql(play, { id, a: toInput(next!.action), v: next!.game.version }, stranger.apiKey)).body.data![`play${P}`];
      expect([refused.__typename, refused.code]).toEqual(["AuthProblem", "NOT_A_PLAYER"]);
      const stale = (await gql(play, { id, a: toInput(next!.action), v: next!.game.version + 5 }, next!.key)).body.data![`play${P}`];
      expect([stale.__typename, stale.code]).toEqual(["ConflictProblem", "STALE_VERSION"]);
      const missing = (await gql(play, { id: "0000000000000000", a: toInput(next!.action) }, next!.key)).body.data![`play${P}`];
      expect([missing.__typename, missing.code]).toEqual(["NotFoundProblem", "GAME_NOT_FOUND"]);
      const played = await gql(play, { id, a: toInput(next!.action), v: next!.game.version }, next!.key);
      expect(played.body.errors, JSON.stringify(played.body)).toBeUndefined();
      const answer = played.body.data![`play${P}`];
      expect(answer.__typename, JSON.stringify(answer)).toBe(`${P}Played`);
      expect(answer.game.version).toBe(answer.version);
      // The same move over REST would have made the same version: read it back there.
      expect((await read(id, next!.key)).version).toBe(answer.version);

      const undo = (await gql(`mutation($id: ID!) { undo(id: $id) { ${CHANGE} } }`, { id }, next!.key)).body.data!.undo;
      if (undo.__typename === `${P}Played`) {
        expect(undo.events).toEqual([]);
        expect(undo.game.version).toBe(answer.version + 1);
      } else {
        expect([undo.__typename, undo.code]).toEqual(["IllegalActionProblem", "UNDO_NOT_ALLOWED"]);
      }
      const resigned = (await gql(`mutation($id: ID!) { resign(id: $id) { ${CHANGE} } }`, { id }, ann.apiKey)).body.data!.resign;
      expect(resigned.__typename).toBe(`${P}Played`);
      expect(resigned.game).toMatchObject({ id, status: "finished", version: resigned.version });
      const over = (await gql(`mutation($id: ID!) { resign(id: $id) { ${CHANGE} } }`, { id }, ben.apiKey)).body.data!.resign;
      expect([over.__typename, over.code]).toEqual(["ConflictProblem", "GAME_OVER"]);
      const anonymous = (await gql(`mutation($id: ID!) { resign(id: $id) { ${CHANGE} } }`, { id })).body.data!.resign;
      expect([anonymous.__typename, anonymous.code]).toEqual(["AuthProblem", "UNAUTHENTICATED"]);
    });
  });
}
