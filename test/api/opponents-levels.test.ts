// Issue 21's "done when", over HTTP only: for every kind, a person plays one game to its end against
// `standard` and one against `strong`, as a stranger would: POST /v1/games with `opponents`, the
// person's moves chosen among the listed choices (POST /suggest where a decision lists none), and
// the room's own alarm playing the opponent's seat. Each game must end by play (not by the
// person giving up), the opponent's feed entries carry its level, the record verifies, and one
// decision the opponent searched is chosen again from the record by `opponentAction`.
//
// The options are the shortest the books allow (turn limits, small forces), and the person takes
// the seat that leaves the opponent the fewest decisions, so that a strong search (up to a few
// seconds of CPU per decision on a loaded machine) is paid for a few dozen times per game, not
// hundreds. The games run one at a time (the rooms share one thread); each prints its wall time.
import { describe, expect, it } from "vitest";
import { type OpponentLevel, opponentSeed } from "../../src/engine/opponent/levels";
import { gameSeed } from "../../src/engine/rng";
import { gameKind } from "../../src/games/registry";
import { api, registerPlayer } from "./helpers";
import { feed, read } from "./kind-suite";
import { chooser, playableSeats, playToTheEnd, reproduce } from "./opponents-play";

interface Case {
  kind: string;
  options: Record<string, unknown>;
  /** The person's seat (the opponent takes every other). */
  seat: string;
  /** Wall-clock time the game may take under load before the test gives up. */
  budgetMs: Record<Exclude<OpponentLevel, "random">, number>;
}

const CASES: Case[] = [
  // SB 0.3: the shortest turn limit the options allow; a game usually ends sooner by elimination.
  { kind: "star-battle", options: { turnLimit: 10 }, seat: "lord1", budgetMs: { standard: 120_000, strong: 300_000 } },
  // LS 10.4: five turns, then a draw.
  { kind: "last-starfighter", options: { turnLimit: 5 }, seat: "pilot1", budgetMs: { standard: 120_000, strong: 300_000 } },
  // BS 16.1, 20.3: the smallest Naronian force and bowl, four turns; the person attacks, so the
  // opponent defends (its set-up and the battles) rather than buying a force unit by unit.
  {
    kind: "barnards-star",
    options: { turnLimit: 4, naronianPoints: 10, terranBowl: { DN: 0, BB: 0, BC: 0, DD: 0, TN: 1, jumpTN: 0 } },
    seat: "naronian",
    budgetMs: { standard: 240_000, strong: 600_000 },
  },
  // DS 11.3: two game-turns of the Sneak Attack.
  { kind: "double-star", options: { turnLimit: 2 }, seat: "chinese", budgetMs: { standard: 240_000, strong: 600_000 } },
  // IS 4.1: one turn of Scenario One.
  { kind: "iron-stars", options: { turns: 1 }, seat: "britain", budgetMs: { standard: 120_000, strong: 300_000 } },
];

const LEVELS = ["standard", "strong"] as const;

describe("a person plays every kind to its end against the searching levels, over HTTP", () => {
  for (const [n, c] of CASES.entries())
    for (const level of LEVELS) {
      const budgetMs = c.budgetMs[level];
      it(`${c.kind} against ${level}: the game ends by play, the opponent's moves carry its level, the record verifies and reproduces`, {
        timeout: budgetMs + 120_000,
      }, async () => {
        const person = await registerPlayer("Solo");
        const seats = await playableSeats(c.kind, c.options);
        const theirs = seats.filter((s) => s !== c.seat);
        const opponents = Object.fromEntries(theirs.map((seat) => [seat, level]));
        const began = Date.now();
        const created = await api("POST", "/v1/games", {
          key: person.apiKey,
          body: { kind: c.kind, options: c.options, seat: c.seat, opponents },
        });
        expect(created.status, JSON.stringify(created.body)).toBe(201);
        expect([created.body.status, created.body.you.seat]).toEqual(["active", c.seat]);
        const id = created.body.id as string;

        const played = await playToTheEnd(id, person.apiKey, budgetMs, chooser(2100 + 2 * n + LEVELS.indexOf(level)));
        const seconds = Math.round((Date.now() - began) / 1000);
        expect(played.byPlay, `still going after ${seconds} s`).toBe(true);
        const end = await read(id, person.apiKey);
        expect(end.status).toBe("finished");
        expect(end.outcome?.kind).toBeTruthy();

        const entries = await feed(id, person.apiKey);
        const byOpponent = entries.filter((e) => theirs.includes(e.seat) && e.kind === "action");
        expect(byOpponent.length).toBeGreaterThan(0);
        for (const e of byOpponent) expect(e.opponent).toEqual({ level });
        for (const e of entries.filter((x) => x.seat === c.seat)) expect(e.opponent).toBeUndefined();

        const record = (await api("GET", `/v1/games/${id}/export`, { key: person.apiKey })).body;
        const verified = await api("POST", "/v1/verify", { body: record });
        expect(verified.body, JSON.stringify(verified.body.problems)).toMatchObject({ verified: true, problems: [] });
        const seed = gameSeed(record.serverSeed, record.entropy);
        for (const e of record.log.filter((x: any) => x.opponent))
          expect(e.opponent).toEqual({ level, seed: opponentSeed(seed, e.version, e.seat) });
        expect(reproduce(gameKind(c.kind)!, record, 1), "one searched decision chosen again").toBe(1);
        console.log(
          `[opponent-levels] ${JSON.stringify({ kind: c.kind, level, ...played, opponentMoves: byOpponent.length, version: end.version, outcome: end.outcome.kind, seconds })}`,
        );
      });
    }
});
