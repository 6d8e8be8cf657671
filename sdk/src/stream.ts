// A game's live feed (`GET /v1/games/{id}/stream`, server-sent events) as an async iterator.
// Each `entry` event's id is its version; the server closes a stream now and then (after its
// lifetime, when the reader looked gone, when its seat or game is gone, or when the key it was
// opened with was revoked, replaced or expired) without an `end` event, and a dropped connection
// looks the same: either way this reconnects with Last-Event-ID after the server's `retry:` pause
// and resumes exactly after the last entry it yielded, as the caller now is (a refusal — a
// cancelled game, a deleted account, a revoked or expired key — is thrown). `end` means the game
// is over.
// (EventSource is not used: it cannot send the API key.)
import { createParser, type EventSourceMessage } from "eventsource-parser";
import { StarpostProblem } from "./problem.js";

export interface StreamOptions {
  /** Resume after this version (the last entry you hold); default: the whole feed from the start. */
  lastEventId?: string | number;
  /** Stops the stream (the iterator then ends quietly). */
  signal?: AbortSignal;
  /** Connections in a row that may fail before the iterator throws (default 5). */
  maxFailures?: number;
}

/** Opens one connection; `lastEventId` is the version to resume after. */
export type OpenStream = (lastEventId: string | undefined, signal: AbortSignal) => Promise<Response>;

/** Every entry of the feed once, in order, until the game ends or `signal` aborts. */
export async function* eventStream<E extends { version: number }>(
  open: OpenStream,
  options: StreamOptions = {},
): AsyncGenerator<E, void, undefined> {
  const stop = new AbortController();
  const onAbort = () => stop.abort();
  options.signal?.addEventListener("abort", onAbort, { once: true });
  let last = options.lastEventId === undefined ? undefined : String(options.lastEventId);
  let lastVersion = last === undefined ? -Infinity : Number(last);
  let retryMs = 3000;
  let failures = 0;
  try {
    while (!stop.signal.aborted) {
      let response: Response;
      try {
        response = await open(last, stop.signal);
      } catch (error) {
        if (stop.signal.aborted) return;
        throw error;
      }
      if (!response.ok) throw await StarpostProblem.from(response);
      if (!response.body) throw new Error("the event stream answered without a body");
      const queue: EventSourceMessage[] = [];
      const parser = createParser({ onEvent: (m) => queue.push(m), onRetry: (ms) => (retryMs = ms) });
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let progressed = false;
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          parser.feed(value);
          for (let m = queue.shift(); m; m = queue.shift()) {
            if (m.event === "end") return;
            if (m.event !== "entry") continue;
            const entry = JSON.parse(m.data) as E;
            if (m.id !== undefined) last = m.id;
            if (entry.version <= lastVersion) continue; // already yielded before a reconnect
            lastVersion = entry.version;
            progressed = true;
            yield entry;
          }
        }
      } catch (error) {
        if (stop.signal.aborted) return;
        // The connection dropped: reconnect below, like a stream the server closed.
        if (++failures >= (options.maxFailures ?? 5)) throw error;
      } finally {
        reader.releaseLock();
        await response.body.cancel().catch(() => {});
      }
      if (progressed) failures = 0;
      await wait(retryMs, stop.signal);
    }
  } finally {
    options.signal?.removeEventListener("abort", onAbort);
    stop.abort();
  }
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}
