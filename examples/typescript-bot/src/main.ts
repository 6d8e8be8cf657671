// Plays one game with the webhook bot (bot.ts), from registration to the end:
//
//   KIND=star-battle npm start                  # registers, creates a game, prints its id
//   GAME=<that id> npm start                    # a second bot (or you) joins it; play starts
//
// Settings, all optional, from the environment:
//   STARPOST_URL  the server (default http://127.0.0.1:8787)
//   STARPOST_KEY  an API key to play as (default: register a new player named BOT_NAME)
//   BOT_NAME      the name to register (default "TypeScript bot")
//   KIND          the kind of game to create (default star-battle); OPTIONS its options as JSON
//   GAME          a game id to join instead of creating one
//   PORT          the port the bot listens on (default: any free one); PUBLIC_URL how Starpost reaches it
//   DROP_FIRST    a share (0 to 1) of first deliveries to drop unanswered, to watch Starpost retry them
// Exits 0 when the game is over.
import { createStarpost, StarpostProblem, type CreateGameBody } from "@starpost/sdk";
import { startBot } from "./bot.js";

const env = process.env;
const name = env.BOT_NAME ?? "TypeScript bot";
const log = (line: string) => console.log(`[${name}] ${line}`);
const anonymous = createStarpost({ baseUrl: env.STARPOST_URL ?? "http://127.0.0.1:8787" });

// 1. A player: the API key is shown once, at registration.
let key = env.STARPOST_KEY;
if (!key) {
  const me = await anonymous.register(name);
  key = me.apiKey;
  log(`registered player ${me.id}; its API key: ${key}`);
}
const client = anonymous.withToken(key);

// 2. The bot's endpoint, then a game: create one (and wait for an opponent), or join one.
//    The bot subscribes before the game starts, so it hears of its first decision.
const bot = await startBot({
  client,
  log,
  ...(env.PORT ? { port: Number(env.PORT) } : {}),
  ...(env.PUBLIC_URL ? { publicUrl: env.PUBLIC_URL } : {}),
  dropFirst: Number(env.DROP_FIRST ?? 0),
});
let gameId = env.GAME;
if (gameId) {
  await bot.follow(gameId);
  try {
    await client.joinGame(gameId);
  } catch (error) {
    // Seated already (this bot restarted): play on from where the game is.
    if (!(error instanceof StarpostProblem && error.code === "ALREADY_SEATED")) throw error;
  }
  log(`joined game ${gameId}`);
} else {
  const kind = env.KIND ?? "star-battle";
  // Whatever the environment says: the server checks it (400 UNKNOWN_KIND, INVALID_OPTIONS).
  const game = await client.createGame({ kind, options: JSON.parse(env.OPTIONS ?? "{}") } as CreateGameBody);
  gameId = game.id;
  await bot.follow(gameId);
  log(`created ${kind} game ${gameId}; to join it: GAME=${gameId} npm start`);
}

// 3. Play until the game ends; Starpost tells the bot of each decision it owes.
await bot.finished;
const game = await client.game(gameId);
log(`finished at version ${game.version}: ${JSON.stringify(game.outcome)}`);
await bot.close();
process.exit(0);
