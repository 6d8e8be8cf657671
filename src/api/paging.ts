// How REST gives a page: the list under its usual name, `nextCursor` (null on the last page), and
// a Link header (RFC 8288) whose `next` is this request's own URL with the cursor set.
import type { Context } from "hono";
import type { AppEnv } from "./route";

/** `drop`: query parameters a cursor replaces (the feed's `after`). */
export function pageResponse(
  c: Context<AppEnv>,
  body: Record<string, unknown>,
  nextCursor: string | null,
  drop: readonly string[] = [],
): Response {
  const headers: Record<string, string> = {};
  if (nextCursor !== null) {
    const next = new URL(c.req.url);
    for (const name of drop) next.searchParams.delete(name);
    next.searchParams.set("cursor", nextCursor);
    headers.link = `<${next.href}>; rel="next"`;
  }
  return c.json({ ...body, nextCursor }, 200, headers);
}
