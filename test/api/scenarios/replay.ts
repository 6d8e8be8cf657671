// Plays a scenario fixture over HTTP: a game created with the fixture's options and server seed
// (so its dice are the ones the fixture was found with, offline, by test/coverage/find.ts), then
// each move posted by the player in its seat, as a stranger's client would. The room itself moves
// any automaton seat, on the same dice streams the finder used.
import { expect } from "vitest";
import { api, seededStartedGame, startedGame } from "../helpers";

export interface Fixture {
  kind: string;
  rule: string;
  serverSeed: string;
  options: Record<string, unknown>;
  /** The version the game reaches after the last move, when the rule has fired. */
  version: number;
  moves: { seat: string; action: unknown }[];
}

export interface Replayed {
  id: string;
  /** Each seat's player key. */
  keys: Record<string, string>;
  /** The game after the last move, as its last mover sees it. */
  game: any;
  /** The events of the last move (the step in which the rule fired). */
  events: any[];
}

export async function replay(fixture: Fixture): Promise<Replayed> {
  const { alice, bob, id, game } = await seededStartedGame(fixture.kind, fixture.options, fixture.serverSeed);
  const keys: Record<string, string> = Object.fromEntries(
    game.seats.filter((s: any) => s.player).map((s: any) => [s.seat, [alice, bob].find((p) => p.id === s.player.id)!.apiKey]),
  );
  let last: { game: any; events: any[] } = { game, events: [] };
  for (const [n, move] of fixture.moves.entries()) {
    const r = await api("POST", `/v1/games/${id}/actions`, { key: keys[move.seat]!, body: { action: move.action } });
    if (r.status !== 200) expect.fail(`move ${n + 1} (${move.seat}) refused: ${r.status} ${JSON.stringify(r.body)}`);
    last = r.body;
  }
  expect(last.game.version).toBe(fixture.version);
  return { id, keys, game: last.game, events: last.events };
}

/** Every feed entry `key` may see. */
export async function feed(id: string, key: string): Promise<any[]> {
  const out: any[] = [];
  for (let after = 0; ; ) {
    const r = await api("GET", `/v1/games/${id}/events?after=${after}&limit=500`, { key });
    expect(r.status).toBe(200);
    out.push(...r.body.entries);
    if (r.body.entries.length < 500) return out;
    after = r.body.entries.at(-1).version;
  }
}

/**
 * A two-seat game of `kind` in which the creator resigns over REST: the other seat wins by forfeit,
 * and the resignation's last feed entry holds `resigned(seat)` (matched as a subset).
 */
export async function resignsByForfeit(kind: string, resigned: (seat: string) => Record<string, unknown>): Promise<void> {
  const { alice, id, game } = await startedGame(kind, {});
  const seats: string[] = game.seats.map((s: any) => s.seat);
  const mine = game.seats.find((s: any) => s.player?.id === alice.id).seat;
  const r = await api("POST", `/v1/games/${id}/resign`, { key: alice.apiKey });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  expect(r.body.game.status).toBe("finished");
  expect(r.body.game.outcome).toMatchObject({ kind: "forfeit", winners: seats.filter((s) => s !== mine) });
  expect((await feed(id, alice.apiKey)).at(-1).events).toContainEqual(expect.objectContaining(resigned(mine)));
}
