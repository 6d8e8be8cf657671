// How big each part of a run is: the full bench, or the smoke run (tiny, no thresholds).
export interface Sizes {
  warmup: number;
  floorRounds: number;
  floorMoves: number;
  peerRounds: number;
  peerMoves1: number;
  peerMoves64: number;
  peerGames: number;
  /** Moves per game on boardgame.io's FlatFile as shipped (about one a second). */
  flatfileMoves: number;
  inProcessPlayouts: number;
  scaleCounts: number[];
  scaleMinMoves: number;
  scaleClients: number;
  /** Games (and floor objects) of the cold table (3c), each sent one request per round after an eviction. */
  coldGames: number;
  coldRounds: number;
  longActions: number;
  shortActions: number;
  longSamples: number;
  enginePlayoutMs: number;
  /** Untimed playouts before table 5's timed ones, from the process's cold start (V8 compiling the game's code). */
  engineWarmupMs: number;
  replayActions: number;
  /** Games per pairing of the built-in opponent's levels (issue 21 asks for 200). */
  opponentGames: number;
  /** The levels' iteration budgets times this (the smoke run only proves the table prints). */
  opponentBudgetScale: number;
  /** Only these games in the opponents table (null: all). Smoke: one short game proves it prints. */
  opponentKinds: string[] | null;
  /** Only these pairings, as `first-second` level names (null: all three). */
  opponentPairings: string[] | null;
  /** Stop starting a pairing's games after this many minutes (null: play them all). */
  opponentMinutes: number | null;
  /** The first game of each pairing to play and the stride (2: every other game, so one seat for the first level). */
  opponentFrom: number;
  opponentEvery: number;
  /** Players, games and timed reads the load model (table 7) measures its unit costs on. */
  modelPlayers: number;
  modelGames: number;
  modelReads: number;
  /** Idle WebSocket watchers of the live feed, spread over this many rooms (table 8). */
  watchers: number;
  watcherRooms: number;
  /** Seconds the watchers stay idle: workerd evicts a room 10 s after its last event. */
  hibernateWaitS: number;
}

export const FULL: Sizes = {
  warmup: 200,
  floorRounds: 3,
  floorMoves: 1000,
  peerRounds: 2,
  peerMoves1: 600,
  peerMoves64: 30,
  peerGames: 64,
  flatfileMoves: 4,
  inProcessPlayouts: 20,
  scaleCounts: [1, 100, 10_000],
  scaleMinMoves: 2000,
  scaleClients: 16,
  coldGames: 200,
  coldRounds: 3,
  longActions: 10_000,
  shortActions: 10,
  longSamples: 15,
  enginePlayoutMs: 3000,
  engineWarmupMs: 3000,
  replayActions: 10_000,
  opponentGames: 200,
  opponentBudgetScale: 1,
  opponentKinds: null,
  opponentPairings: null,
  opponentMinutes: null,
  opponentFrom: 0,
  opponentEvery: 1,
  modelPlayers: 1000,
  modelGames: 2000,
  modelReads: 200,
  watchers: 1000,
  watcherRooms: 100,
  hibernateWaitS: 30,
};

export const SMOKE: Sizes = {
  warmup: 5,
  floorRounds: 1,
  floorMoves: 20,
  peerRounds: 1,
  peerMoves1: 10,
  peerMoves64: 2,
  peerGames: 4,
  flatfileMoves: 1,
  inProcessPlayouts: 1,
  scaleCounts: [1, 5, 20],
  scaleMinMoves: 20,
  scaleClients: 4,
  coldGames: 10,
  coldRounds: 1,
  longActions: 100,
  shortActions: 10,
  longSamples: 2,
  enginePlayoutMs: 100,
  engineWarmupMs: 50,
  replayActions: 200,
  opponentGames: 2,
  opponentBudgetScale: 0.02,
  // Searched games of Barnard's Star and Double Star run for minutes even at 2 % budgets.
  opponentKinds: ["star-battle", "last-starfighter"],
  opponentPairings: null,
  opponentMinutes: null,
  opponentFrom: 0,
  opponentEvery: 1,
  modelPlayers: 10,
  modelGames: 20,
  modelReads: 10,
  watchers: 50,
  watcherRooms: 5,
  hibernateWaitS: 20,
};
