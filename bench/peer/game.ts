// Star Battle as a boardgame.io Game whose one move calls Starpost's engine: the same rules,
// the same dice (the same seeded streams), the same hidden information (a player's view is the
// engine's view for its seat, with its own pending choices, as Starpost answers a move).
// boardgame.io itself is loaded at run time from bench/node_modules, so this file type-checks
// without it (the repository's type check does not install the bench's dependencies).
import { createRequire } from "node:module";
import { starBattle } from "../../src/games/star-battle";
import { pendingOf, start, step } from "../../src/engine/runner";
import type { SeatId } from "../../src/engine/contract";

export interface BgioG {
  seed: string;
  version: number;
  state: unknown;
}

/** boardgame.io player ids are "0", "1", …; Star Battle's seats are lord1, lord2, … */
export const seatOf = (playerID: string): SeatId => `lord${Number(playerID) + 1}`;
export const playerOf = (seat: SeatId): string => String(Number(seat.slice(4)) - 1);

// boardgame.io hands a move its G as an immer draft: a proxy, revoked once the move returns.
// Starpost's rules never write their input, and a state they return shares what the step did not
// write (Star Battle's chart cells since bench/README 6zk) — read through a draft, those shared
// parts would be proxies, kept in the chart's index past their revocation. So the move reads the
// state under the draft, with `original` of the immer that boardgame.io itself uses (loaded on
// first move, as boardgame.io is: see above).
let immer: { isDraft(value: unknown): boolean; original<T>(value: T): T } | undefined;
function undrafted<T>(value: T): T {
  if (!immer) {
    const bgio = createRequire(import.meta.url).resolve("boardgame.io/package.json");
    immer = createRequire(bgio)("immer");
  }
  return immer!.isDraft(value) ? immer!.original(value) : value;
}

export interface SetupData {
  seed: string;
  options: Record<string, unknown>;
}

export const StarBattleBgio = {
  name: "star-battle",
  minPlayers: 2,
  maxPlayers: 2,
  setup: (_ctx: unknown, setupData?: SetupData): BgioG => {
    const seed = setupData?.seed ?? "bgio";
    const options = starBattle.optionsSchema.parse(setupData?.options ?? {});
    return { seed, version: 0, state: start(starBattle, options, seed).state };
  },
  // Any seat may send a move at any time; the engine decides whether it owes one (as in Starpost).
  turn: { activePlayers: { all: null } },
  moves: {
    act: {
      move: ({ G, playerID }: { G: BgioG; playerID: string }, action: unknown) => {
        const parsed = starBattle.actionSchema.safeParse(action);
        if (!parsed.success) return "INVALID_MOVE";
        const version = G.version + 1;
        const state = undrafted(G).state;
        const result = step(starBattle, state, { version, seat: seatOf(playerID), kind: "action", action: parsed.data }, G.seed);
        if (!result.ok) return "INVALID_MOVE";
        return { seed: G.seed, version, state: result.state };
      },
      // The server alone applies moves (its dice): no optimistic copy on the client.
      client: false,
    },
  },
  // What a player receives after every move: the engine's view and the player's own choices.
  playerView: ({ G, playerID }: { G: BgioG; playerID: string | null }) => {
    const seat = playerID === null ? null : seatOf(playerID);
    const pending = pendingOf(starBattle, G.state).map((p) => (p.seat === seat ? p : { seat: p.seat, prompt: p.prompt, text: p.text }));
    return { version: G.version, view: starBattle.view(G.state as never, seat), pending };
  },
  endIf: ({ G }: { G: BgioG }) => starBattle.outcome(G.state as never) ?? undefined,
};
