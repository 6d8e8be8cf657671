// The fetch every SDK request goes through: it gives a POST that the API applies once per
// Idempotency-Key a fresh key (unless the caller set one), and sends a request again — with the
// same key — when that cannot apply anything twice:
// - any request refused with 429 (a rate limit refuses before anything is done), after its Retry-After;
// - a read (GET, HEAD) or an idempotent POST whose answer was lost (the connection failed) or was
//   a 500, 502, 503 or 504 (the server says: send it again with the same key to learn what happened);
// - an idempotent POST answered 409 with Retry-After: its first copy is still being answered
//   (IDEMPOTENCY_KEY_IN_USE), and the resend after Retry-After gets that copy's answer.
// Other POSTs and DELETEs are not resent after a lost answer: the first one may have been applied.
import { idempotentOperations } from "./generated/operations.js";
import { retryAfterSeconds } from "./problem.js";

export type Fetch = (request: Request) => Promise<Response>;

export interface RetryOptions {
  /** Tries in all, the first included (default 4; 1 sends each request once). */
  attempts?: number;
  /** The first pause before a resend, doubled each time, with jitter (default 250 ms). */
  baseDelayMs?: number;
  /** The longest pause, Retry-After included (default 30 s). */
  maxDelayMs?: number;
}

const RESEND_STATUSES = new Set([500, 502, 503, 504]);

/** `/v1/games/{id}/actions` → a pattern for the end of a URL path. */
const templates = idempotentOperations.map((op) => {
  const [method, path] = op.split(" ") as [string, string];
  const segments = path.split("/").map((s) => (/^\{[^}]+\}$/.test(s) ? "[^/]+" : s.replace(/[.*+?^$()|[\]\\]/g, "\\$&")));
  return { method, pattern: new RegExp(`${segments.join("/")}$`) };
});

/** Whether the API applies this request once however often it is sent with the same Idempotency-Key. */
export function honoursIdempotencyKey(method: string, url: string): boolean {
  const path = new URL(url).pathname;
  return templates.some((t) => t.method === method.toUpperCase() && t.pattern.test(path));
}

/** A random key, unique per action meant. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

export function retryingFetch(
  inner: Fetch,
  options: RetryOptions = {},
  sleep: (ms: number, signal?: AbortSignal) => Promise<void> = pause,
): Fetch {
  const attempts = Math.max(1, options.attempts ?? 4);
  const base = options.baseDelayMs ?? 250;
  const max = options.maxDelayMs ?? 30_000;
  return async (request) => {
    const method = request.method.toUpperCase();
    let idempotent = method === "GET" || method === "HEAD";
    if (honoursIdempotencyKey(method, request.url)) {
      if (!request.headers.has("idempotency-key")) {
        const headers = new Headers(request.headers);
        headers.set("idempotency-key", newIdempotencyKey());
        request = new Request(request, { headers });
      }
      idempotent = true;
    }
    for (let attempt = 1; ; attempt++) {
      const last = attempt >= attempts;
      let response: Response;
      try {
        response = await inner(last ? request : (request.clone() as Request));
      } catch (error) {
        if (last || !idempotent || request.signal?.aborted) throw error;
        await sleep(backoff(attempt, base, max), request.signal);
        continue;
      }
      const resend =
        response.status === 429 ||
        (idempotent && (RESEND_STATUSES.has(response.status) || (response.status === 409 && response.headers.has("retry-after"))));
      if (last || !resend) return response;
      const after = retryAfterSeconds(response.headers.get("retry-after"));
      await response.body?.cancel();
      await sleep(after !== undefined ? Math.min(after * 1000, max) : backoff(attempt, base, max), request.signal);
    }
  };
}

/** Exponential backoff with full jitter: resends from many clients do not arrive in step. */
function backoff(attempt: number, base: number, max: number): number {
  return Math.random() * Math.min(max, base * 2 ** (attempt - 1));
}

function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}
