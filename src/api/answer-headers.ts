// Headers every answer to a request carries (its id and trace, CORS), set by the middleware that
// owns each before the route runs. Set on hono's prepared headers, they go into every answer built
// through the context (c.body, c.json, a problem document) at no further cost. hono's own way
// (reading `c.res` before the route, as its cors middleware does) builds a placeholder Response
// and then a second copy of every answer to merge it in: three Responses a request instead of one.
// An answer a handler builds itself (the event stream, GraphQL, a WebSocket's 101) misses the
// prepared headers; `withAnswerHeaders` gives it them as hono's merge did: a copy of the answer
// with each header set, in the order the merge set them (by name).
import type { Context } from "hono";

declare module "hono" {
  interface ContextVariableMap {
    /** The headers set through `answerHeader` for this request, to give an answer a handler built itself. */
    answerHeaders: [name: string, value: string][];
  }
}

/** Sets a header every answer to this request carries (call it before the route runs). */
export function answerHeader(c: Context, name: string, value: string): void {
  c.header(name, value);
  const set = c.get("answerHeaders");
  if (set) set.push([name.toLowerCase(), value]);
  else c.set("answerHeaders", [[name.toLowerCase(), value]]);
}

/** After the route: an answer the handler built itself gets the headers set by `answerHeader` (`probe`: one of them). */
export function withAnswerHeaders(c: Context, probe: string): void {
  const set = c.get("answerHeaders");
  if (!set || c.res.headers.has(probe)) return;
  const res = new Response(c.res.body, c.res);
  for (const [name, value] of [...set].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) res.headers.set(name, value);
  // Not `c.res = res`: hono would copy the handler's answer again onto this one.
  c.res = undefined;
  c.res = res;
}
