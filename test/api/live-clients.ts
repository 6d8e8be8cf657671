// The live feeds' clients as a stranger writes them from the README, shared by the api tests:
// a WebSocket watcher, an SSE reader and a GraphQL-over-SSE subscriber, each keeping what it
// received, with time limits so a missing frame fails a test instead of hanging it; and a player
// that makes a game go on over REST (the listed choices, picked by a seeded chooser).
import { expect } from "vitest";
import { type SseEvent, sseEvents } from "../../src/service/sse-frames";
import { api, fetchWorker, keyToMove } from "./helpers";

export type SocketFrame = { type: string; entry?: any; message?: any; code?: string };

/** Where the clients send by default; an app's OAuth token is good only over https (ORIGIN in oauth-app.ts). */
const HTTP_ORIGIN = "http://starpost.test";

/** A WebSocket client through the worker: frames as they arrive, with time limits. */
export class Watcher {
  readonly frames: SocketFrame[] = [];
  private waiters: (() => void)[] = [];
  closed = false;
  closeCode: number | null = null;
  closeReason: string | null = null;

  private constructor(readonly ws: WebSocket) {
    ws.addEventListener("message", (e) => {
      this.frames.push(e.data === "pong" ? { type: "pong" } : (JSON.parse(e.data as string) as SocketFrame));
      this.wake();
    });
    ws.addEventListener("close", (e) => {
      this.closed = true;
      this.closeCode = e.code;
      this.closeReason = e.reason;
      this.wake();
    });
  }

  private wake() {
    for (const w of this.waiters.splice(0)) w();
  }

  /** The upgrade's answer (101 with the socket, or a refusal), not yet accepted. */
  static async upgrade(id: string, key?: string, query = "", origin = HTTP_ORIGIN): Promise<Response> {
    const headers: Record<string, string> = { upgrade: "websocket", ...(key ? { authorization: `Bearer ${key}` } : {}) };
    return fetchWorker(`${origin}/v1/games/${id}/stream${query}`, { headers });
  }

  static async open(id: string, key?: string, query = "", origin = HTTP_ORIGIN): Promise<Watcher> {
    const res = await Watcher.upgrade(id, key, query, origin);
    expect(res.status).toBe(101);
    const ws = res.webSocket!;
    const watcher = new Watcher(ws);
    ws.accept();
    return watcher;
  }

  /** Waits until `count` frames of `type` have arrived. */
  async until(type: string, count: number, ms = 5000): Promise<SocketFrame[]> {
    const deadline = Date.now() + ms;
    for (;;) {
      const got = this.frames.filter((f) => f.type === type);
      if (got.length >= count) return got;
      if (this.closed || Date.now() > deadline)
        throw new Error(`only ${got.length} of ${count} '${type}' frames: ${JSON.stringify(this.frames.slice(-3))}`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
  }

  /** Waits until the entry of `version` (or a later one) has arrived. */
  async through(version: number, ms = 5000): Promise<void> {
    const deadline = Date.now() + ms;
    while ((this.lastVersion() ?? 0) < version) {
      if (this.closed || Date.now() > deadline)
        throw new Error(`waited for version ${version}, got to ${this.lastVersion()}: ${JSON.stringify(this.frames.slice(-2))}`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
  }

  /** Waits (bounded) until the server has closed the socket. */
  async closedByServer(ms = 5000): Promise<boolean> {
    for (const until = Date.now() + ms; !this.closed && Date.now() < until; ) await new Promise((r) => setTimeout(r, 20));
    return this.closed;
  }

  entries(): any[] {
    return this.frames.filter((f) => f.type === "entry").map((f) => f.entry);
  }

  lastVersion(): number | undefined {
    return this.entries().at(-1)?.version;
  }
}

export type SseFrame = { comment?: string; event?: string; id?: number; data?: any; retry?: number };

/** An SSE client over the worker's response, frame by frame, with time limits. */
export class SseClient {
  private readonly reader: ReadableStreamDefaultReader<Uint8Array>;
  private readonly decoder = new TextDecoder();
  private buffer = "";
  private pending: Promise<ReadableStreamReadResult<Uint8Array>> | null = null;
  done = false;
  readonly frames: SseFrame[] = [];

  private constructor(readonly response: Response) {
    this.reader = response.body!.getReader();
  }

  /** A reader of a stream response already in hand (one a test held unread, say). */
  static of(response: Response): SseClient {
    return new SseClient(response);
  }

  static async open(id: string, headers: Record<string, string> = {}, origin = HTTP_ORIGIN): Promise<SseClient> {
    const res = await fetchWorker(`${origin}/v1/games/${id}/stream`, { headers: { accept: "text/event-stream", ...headers } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/event-stream");
    return new SseClient(res);
  }

  /** The next frame, or null if none came within `ms` (or the stream ended). */
  async next(ms = 5000): Promise<SseFrame | null> {
    const deadline = Date.now() + ms;
    for (;;) {
      const cut = this.buffer.indexOf("\n\n");
      if (cut >= 0) {
        const text = this.buffer.slice(0, cut);
        this.buffer = this.buffer.slice(cut + 2);
        const frame: SseFrame = {};
        for (const line of text.split("\n")) {
          if (line.startsWith(":")) frame.comment = line.slice(1).trim();
          const [field, ...rest] = line.split(":");
          const value = rest.join(":").trim();
          if (field === "event") frame.event = value;
          if (field === "id") frame.id = Number(value);
          if (field === "data") frame.data = JSON.parse(value);
          if (field === "retry") frame.retry = Number(value);
        }
        this.frames.push(frame);
        return frame;
      }
      if (this.done) return null;
      const left = deadline - Date.now();
      if (left <= 0) return null;
      this.pending ??= this.reader.read();
      let timer: ReturnType<typeof setTimeout> | undefined;
      const result = await Promise.race([this.pending, new Promise<null>((r) => (timer = setTimeout(() => r(null), left)))]);
      clearTimeout(timer); // no timer outlives the read it bounded
      if (result === null) return null;
      this.pending = null;
      if (result.done) this.done = true;
      else this.buffer += this.decoder.decode(result.value, { stream: true });
    }
  }

  /** Reads until `count` entries arrived (heartbeats and other comments in between are kept in `frames`). */
  async entries(count: number, ms = 5000): Promise<SseFrame[]> {
    const got: SseFrame[] = [];
    while (got.length < count) {
      const f = await this.next(ms);
      if (!f) throw new Error(`only ${got.length} of ${count} entries arrived: ${JSON.stringify(this.frames.slice(-5))}`);
      if (f.event === "entry") got.push(f);
    }
    return got;
  }

  heartbeats(): number {
    return this.frames.filter((f) => f.comment === "keep-alive").length;
  }

  /** Drops the connection, as a client that goes away does. */
  async drop(): Promise<void> {
    await this.reader.cancel();
  }
}

/** A `gameFeed` subscription over GraphQL over SSE (POST /graphql, Accept: text/event-stream), message by message. */
export class GraphqlSubscriber {
  private constructor(
    readonly response: Response,
    private readonly events: AsyncGenerator<SseEvent>,
  ) {}

  static async open(query: string, variables: Record<string, unknown>, key?: string, origin = HTTP_ORIGIN): Promise<GraphqlSubscriber> {
    const res = await fetchWorker(`${origin}/graphql`, {
      method: "POST",
      headers: { accept: "text/event-stream", "content-type": "application/json", ...(key ? { authorization: `Bearer ${key}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/event-stream/);
    return new GraphqlSubscriber(res, sseEvents(res.body!));
  }

  /** The next message (`next` with a GraphQL result, or `complete`), or null if none came within `ms`. */
  async next(ms = 5000): Promise<{ event: string; data: any } | null> {
    const got = await Promise.race([this.events.next(), new Promise<null>((r) => setTimeout(() => r(null), ms))]);
    if (got === null || got.done) return null;
    return { event: got.value.event, data: got.value.data ? JSON.parse(got.value.data) : null };
  }

  /** Drops the connection, as a client that goes away does (the body is cancelled). */
  async drop(): Promise<void> {
    await this.events.return(undefined);
  }
}

/** A chooser for test players: the same picks from the same seed (a 32-bit LCG; the game's own dice are the server's). */
export function seededChooser(seed: number): (n: number) => number {
  let s = seed >>> 0;
  return (n) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s % n;
  };
}

export type Player = { id: string; apiKey: string };

/**
 * One move of whoever owes a decision, over REST as a client plays: one of the choices its seat's
 * `pending` lists, picked by `pick`, sent with the version it was read at (a decision that lists
 * none, as some of Star Battle's, is played as the server suggests). Answers the new version, or
 * null once the game is over.
 */
export async function playListedMove(id: string, players: Player[], pick: (n: number) => number): Promise<number | null> {
  const anyone = (await api("GET", `/v1/games/${id}`)).body;
  if (anyone.status !== "active") return null;
  const key = keyToMove(anyone, players)!;
  const mine = (await api("GET", `/v1/games/${id}`, { key })).body;
  const choices: unknown[] = mine.pending.find((p: any) => p.seat === mine.you.seat).choices ?? [];
  const action = choices.length > 0 ? choices[pick(choices.length)] : (await api("POST", `/v1/games/${id}/suggest`, { key })).body.action;
  const played = await api("POST", `/v1/games/${id}/actions`, { key, body: { action, expectedVersion: mine.version } });
  expect(played.status, JSON.stringify(played.body)).toBe(200);
  return played.body.version as number;
}

/** A reader's whole feed over REST (`GET …/events`, page after page). */
export async function feedOf(id: string, key?: string): Promise<any[]> {
  const all: any[] = [];
  let cursor: string | null = null;
  do {
    const page: any = await api(
      "GET",
      `/v1/games/${id}/events?limit=500${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
      key ? { key } : {},
    );
    expect(page.status).toBe(200);
    all.push(...page.body.entries);
    cursor = page.body.nextCursor;
  } while (cursor);
  return all;
}

/** 1, 2, …, n: the versions a reader who saw every entry once, in order, holds. */
export const oneToN = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

/** Reads a stream until it ends (bounded). */
export async function untilEnded(sse: SseClient, ms = 5000): Promise<void> {
  const until = Date.now() + ms;
  while (!sse.done && Date.now() < until) await sse.next(Math.max(1, until - Date.now()));
}

/** The messages a subscription sends until it completes (bounded): its results' error codes and entry versions, in order. */
export async function untilComplete(sub: GraphqlSubscriber, ms = 8000): Promise<string[]> {
  const seen: string[] = [];
  for (const until = Date.now() + ms; Date.now() < until; ) {
    const m = await sub.next(Math.max(1, until - Date.now()));
    if (m === null) break;
    if (m.event === "complete") return [...seen, "complete"];
    seen.push(m.data?.errors?.[0]?.extensions?.code ?? `version ${m.data?.data?.gameFeed?.version}`);
  }
  return [...seen, "(no complete)"];
}
