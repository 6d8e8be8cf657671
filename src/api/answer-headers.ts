// Headers every answer carries — the request's id and trace (request-log.ts), CORS (cors.ts) —
// set so that an answer is built once.
//
// Why: reading hono's `c.res` before the handler has answered (as hono's own cors middleware
// does) makes an empty Response to hold the headers; hono then builds the handler's answer as a
// copy of it, and copies that answer once more when it is set, to merge the headers again: three
// Responses and two header copies for every request (bench/README.md, Round 12). Set with
// `c.header` before the handler instead, they go into the one Response hono builds (`c.json`,
// `c.body`); an answer the handler built itself (GraphQL's, a problem document, a stream) gets
// them written onto it afterwards, overwriting as hono's merge did.
import type { Context } from "hono";

export type AnswerHeaders = readonly (readonly [name: string, value: string])[];

/** Before the handler: the headers, into the Response hono will build. */
export function setForAnswer(c: Context, headers: AnswerHeaders): void {
  for (const [name, value] of headers) c.header(name, value);
}

/**
 * After the handler: the headers onto an answer built without them (a no-op for one hono built).
 * A 304 keeps only the headers the conditional middleware retained (conditional.ts), as before.
 */
export function ensureOnAnswer(c: Context, headers: AnswerHeaders): void {
  let res = c.res;
  if (res.status === 304) return;
  for (const [name, value] of headers) {
    if (res.headers.get(name) === value) continue;
    try {
      res.headers.set(name, value);
    } catch {
      // Immutable headers (a fetched or redirect Response): answer a copy, as hono's merge did.
      c.res = new Response(res.body, res);
      res = c.res;
      res.headers.set(name, value);
    }
  }
}
