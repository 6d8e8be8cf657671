// Driving Starpost over its public HTTP API: players, games on the bench line, and moves.
//
// The bench line: Star Battle with the Unknown Universe set-up and turnLimit 10000. Each lord
// turns up the first Home Base the server lists, then every move is a pass ({type: "discard",
// cards: []}). Two Home Bases are two different cards, so no battle is ever asked, the hands
// never need drawing up, the deck never runs out under End A, and a game takes exactly
// 2 + 10,000 actions. The same line is played on boardgame.io.
import type { HttpClient } from "./http";

export const BENCH_OPTIONS = { setup: "unknown-universe", turnLimit: 10000 } as const;
export const PASS = { type: "discard", cards: [] as string[] };
export const PASS_BODY = JSON.stringify({ action: PASS });
export const GQL_PASS = JSON.stringify({
  query: `mutation Play($id: ID!) { playStarBattle(gameId: $id, action: { discard: { cards: [] } }) {
    __typename ... on StarBattlePlayed { version game { view { hand deckSize } } } ... on Problem { code } } }`,
  variables: {},
});

export interface Player {
  id: string;
  apiKey: string;
}

export interface BenchGame {
  id: string;
  /** The key of the seat that moves next, then the other, alternately. */
  keys: [string, string];
  moves: number;
  gqlBody: string;
}

export async function registerPlayers(client: HttpClient): Promise<[Player, Player]> {
  const a = await client.json("POST", "/v1/players", { name: "Bench Alice" }, {}, 201);
  const b = await client.json("POST", "/v1/players", { name: "Bench Bob" }, {}, 201);
  return [a, b];
}

const auth = (key: string) => ({ authorization: `Bearer ${key}` });

/** Creates, joins and plays the two Home Base choices: the game is ready for passes. */
export async function benchGame(
  client: HttpClient,
  players: [Player, Player],
  options: Record<string, unknown> = BENCH_OPTIONS,
): Promise<BenchGame> {
  const [a, b] = players;
  const created = await client.json("POST", "/v1/games", { kind: "star-battle", options }, auth(a.apiKey), 201);
  let game = (await client.json("POST", `/v1/games/${created.id}/join`, {}, auth(b.apiKey), 200)).game;
  const keyOf = (seat: string) => (game.seats.find((s: any) => s.seat === seat).player.id === a.id ? a.apiKey : b.apiKey);
  for (let i = 0; i < 2; i++) {
    const key = keyOf(game.pending[0].seat);
    const mine = await client.json("GET", `/v1/games/${created.id}`, undefined, auth(key), 200);
    const choice = mine.pending.find((p: any) => p.seat === mine.you.seat).choices[0];
    game = (await client.json("POST", `/v1/games/${created.id}/actions`, { action: choice }, auth(key), 200)).game;
  }
  const first = keyOf(game.pending[0].seat);
  return {
    id: created.id,
    keys: [first, first === a.apiKey ? b.apiKey : a.apiKey],
    moves: 0,
    gqlBody: GQL_PASS.replace('"variables":{}', `"variables":${JSON.stringify({ id: created.id })}`),
  };
}

/** A game on the bench line in four requests: create, join, and the two Home Bases. */
export async function quickGame(c: HttpClient, [a, b]: [Player, Player]): Promise<BenchGame> {
  const created = await c.json("POST", "/v1/games", { kind: "star-battle", options: BENCH_OPTIONS }, auth(a.apiKey), 201);
  const joined = (await c.json("POST", `/v1/games/${created.id}/join`, {}, auth(b.apiKey), 200)).game;
  const keyOf = (seat: string) => (joined.seats.find((s: any) => s.seat === seat).player.id === a.id ? a.apiKey : b.apiKey);
  const first = keyOf(joined.pending[0].seat);
  const second = first === a.apiKey ? b.apiKey : a.apiKey;
  // The first Home Base each seat is offered: the first perimeter card in reading order that is free.
  await c.json("POST", `/v1/games/${created.id}/actions`, { action: { type: "chooseHomeBase", at: { x: 0, y: 0 } } }, auth(first), 200);
  await c.json("POST", `/v1/games/${created.id}/actions`, { action: { type: "chooseHomeBase", at: { x: 1, y: 0 } } }, auth(second), 200);
  return { id: created.id, keys: [first, second], moves: 0, gqlBody: "" };
}

/** One pass over REST by the seat whose turn it is. */
export async function restPass(client: HttpClient, g: BenchGame): Promise<void> {
  const key = g.keys[g.moves % 2]!;
  const r = await client.request("POST", `/v1/games/${g.id}/actions`, PASS_BODY, auth(key));
  if (r.status !== 200) throw new Error(`pass ${g.id} #${g.moves}: ${r.status} ${r.body.slice(0, 300)}`);
  g.moves++;
}

/** One pass over GraphQL (playStarBattle, asking for the version and the mover's hand). */
export async function graphqlPass(client: HttpClient, g: BenchGame): Promise<void> {
  const key = g.keys[g.moves % 2]!;
  const r = await client.request("POST", "/graphql", g.gqlBody, auth(key));
  if (r.status !== 200 || !r.body.includes("StarBattlePlayed"))
    throw new Error(`graphql pass ${g.id} #${g.moves}: ${r.status} ${r.body.slice(0, 300)}`);
  g.moves++;
}
