// Every refusal the API answers is a problem document (`application/problem+json`) with a stable
// `code`; the SDK throws it as a StarpostProblem, so a client can branch on `code` and `status`.
import type { ProblemCode, ProblemDocument } from "./types.js";

export class StarpostProblem extends Error {
  override readonly name = "StarpostProblem";
  /** The HTTP status. */
  readonly status: number;
  /** The stable code (`STALE_VERSION`, `RATE_LIMITED`, …); an illegal move carries the game's own code. */
  readonly code: ProblemCode | (string & {});
  /** For an illegal move: the rule that forbids it. */
  readonly rule: string | undefined;
  /** Seconds to wait before trying again: the body's `retryAfter`, else the `Retry-After` header. */
  readonly retryAfter: number | undefined;
  /** On a 409: the game's version now. */
  readonly currentVersion: number | undefined;
  /** On a 409: the decision your seat owes now (null if none). */
  readonly decisionId: string | null | undefined;
  /** The whole problem document, with any other fields it carries. */
  readonly problem: ProblemDocument & Record<string, unknown>;

  constructor(status: number, problem: Record<string, unknown>, retryAfterHeader?: string | null) {
    const code = typeof problem.code === "string" ? problem.code : `HTTP_${status}`;
    super(`${code}: ${typeof problem.detail === "string" ? problem.detail : (problem.title ?? `HTTP ${status}`)}`);
    this.status = status;
    this.code = code;
    this.rule = typeof problem.rule === "string" ? problem.rule : undefined;
    this.retryAfter = typeof problem.retryAfter === "number" ? problem.retryAfter : retryAfterSeconds(retryAfterHeader ?? null);
    this.currentVersion = typeof problem.currentVersion === "number" ? problem.currentVersion : undefined;
    this.decisionId = typeof problem.decisionId === "string" || problem.decisionId === null ? problem.decisionId : undefined;
    this.problem = { ...problem, code, status } as ProblemDocument & Record<string, unknown>;
  }

  /** The problem a failed response carries; a body that is not a problem document (a proxy's error page) gets code `HTTP_<status>`. */
  static async from(response: Response): Promise<StarpostProblem> {
    const text = await response.text().catch(() => "");
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: keep the text as the detail
    }
    const problem =
      body !== null && typeof body === "object" && !Array.isArray(body)
        ? (body as Record<string, unknown>)
        : { detail: text.slice(0, 500) };
    return new StarpostProblem(response.status, problem, response.headers.get("retry-after"));
  }
}

/** `Retry-After` as whole seconds (a number of seconds or an HTTP date); undefined when absent or unreadable. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  if (header === null) return undefined;
  if (/^\s*\d+\s*$/.test(header)) return Number(header);
  const at = Date.parse(header);
  return Number.isFinite(at) ? Math.max(0, Math.ceil((at - now) / 1000)) : undefined;
}
