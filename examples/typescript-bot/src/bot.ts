// A webhook bot for one game: Starpost POSTs signed events to it, and it answers each
// `decision.required` by posting an action for its seat. Copy this file and change `choose`.
//
// Safe under retries, from both sides:
// - Starpost sends a delivery again until it is answered 2xx. Each delivery has an id
//   (`webhook-id`); the bot posts its action with that id as the Idempotency-Key and the
//   delivery's `decisionId`, so a second copy of a delivery is applied once, and an answer to
//   a decision the seat no longer owes is refused (409) instead of landing on a newer one.
// - The SDK resends the action if its answer is lost on the way back (same Idempotency-Key).
import http from "node:http";
import { StarpostProblem, verifyWebhook, type Action, type DecisionRequired, type Starpost, type WebhookEvent } from "@starpost/sdk";

export interface BotOptions {
  /** The client, acting as the bot's player. */
  client: Starpost;
  /** The port to listen on (0: any free one). */
  port?: number;
  /** How Starpost reaches this bot; default http://127.0.0.1:<port>. */
  publicUrl?: string;
  /** Logs a line (default: console.log). */
  log?: (line: string) => void;
  /** For trying the retry path: the share of first deliveries dropped without an answer. */
  dropFirst?: number;
}

export interface Bot {
  /** Subscribes to `gameId`'s events; call before the game starts (deliveries cover later moves). */
  follow(gameId: string): Promise<void>;
  /** Settles with the game's outcome when `game.over` arrives. */
  finished: Promise<unknown>;
  close(): Promise<void>;
}

export async function startBot({ client, port = 0, publicUrl, log = console.log, dropFirst = 0 }: BotOptions): Promise<Bot> {
  let gameId: string | null = null;
  let secret: string | null = null;
  const seen = new Set<string>();
  /** The action chosen for each delivery id: a redelivery posts the same one under the same key. */
  const chosen = new Map<string, Action>();
  let done: (outcome: unknown) => void = () => {};
  const finished = new Promise<unknown>((resolve) => (done = resolve));

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    let event: WebhookEvent;
    try {
      if (!secret) throw new Error("not subscribed yet");
      event = await verifyWebhook(secret, new Uint8Array(Buffer.concat(chunks)), req.headers);
    } catch (error) {
      log(`refused a delivery: ${(error as Error).message}`);
      res.writeHead(401).end();
      return;
    }
    const id = String(req.headers["webhook-id"]);
    const firstTime = !seen.has(id);
    seen.add(id);
    if (firstTime && Math.random() < dropFirst) {
      log(`dropped delivery ${id} unanswered (DROP_FIRST): Starpost will send it again`);
      req.socket.destroy(); // as if the network failed
      return;
    }
    try {
      if (event.data.gameId === gameId) await handle(id, event);
      res.writeHead(204).end();
    } catch (error) {
      // Not answered 2xx: Starpost sends this delivery again, with backoff.
      log(`could not handle ${event.type}: ${(error as Error).message}`);
      res.writeHead(503).end();
    }
  });

  async function handle(deliveryId: string, event: WebhookEvent): Promise<void> {
    if (event.type === "game.over") {
      log(`game over: ${JSON.stringify(event.data.outcome)}`);
      done(event.data.outcome);
    } else if (event.type === "decision.required") {
      await answer(deliveryId, event);
    }
  }

  async function answer(deliveryId: string, event: DecisionRequired): Promise<void> {
    const { gameId: game, decisionId, version } = event.data;
    const action = chosen.get(deliveryId) ?? (await choose(client, event));
    chosen.set(deliveryId, action);
    try {
      const result = await client.act(game, action, { decisionId, idempotencyKey: deliveryId });
      log(`v${version} → v${result.version}: ${action.type}`);
    } catch (error) {
      if (!(error instanceof StarpostProblem)) throw error;
      chosen.delete(deliveryId);
      // Nothing to do: the decision is gone (someone acted, a deadline passed, the game ended),
      // or this delivery's action was applied already (and the bot forgot which it chose).
      if (["STALE_DECISION", "STALE_VERSION", "GAME_OVER", "IDEMPOTENCY_KEY_REUSED"].includes(error.code)) return;
      throw error; // refused (an illegal move?): answer 503, and choose again at the redelivery
    }
  }

  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const url = publicUrl ?? `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return {
    async follow(id) {
      const hook = await client.subscribe({ url: `${url}/hooks/${id}`, gameId: id });
      secret = hook.secret;
      gameId = id;
    },
    finished,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * One of the listed choices at random — first a type of action, then one of that type, so a
 * long list of one type (every hex a ship could move to) does not drown the rest — or, for a
 * decision given as bounds instead of choices, the move Starpost's own bot suggests.
 */
export async function choose(client: Starpost, event: DecisionRequired): Promise<Action> {
  // The decisions are typed per kind (narrow on event.data.kind for one game's actions); a bot
  // that plays any kind reads them as decisions over any action.
  const decisions: readonly { choices?: readonly Action[] }[] = event.data.decisions;
  const choices: Action[] = decisions.flatMap((d) => d.choices ?? []);
  if (choices.length === 0) return (await client.suggest(event.data.gameId)).action;
  const types = [...new Set(choices.map((c) => c.type))];
  const type = types[Math.floor(Math.random() * types.length)];
  const ofType = choices.filter((c) => c.type === type);
  return ofType[Math.floor(Math.random() * ofType.length)]!;
}
