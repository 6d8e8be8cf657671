// Lists come a page at a time: a page answers `nextCursor` (null on the last page) and, while
// another page follows, a `Link: <…>; rel="next"` header (RFC 8288) with the same cursor in
// this request's own URL. These walk a list to its end, one request per page, as it is read.

export interface LoadedPage<B> {
  data: B;
  response: Response;
}

/**
 * Every page of a list, in order. `load(cursor)` fetches one page (`undefined`: the first) with
 * the same filter each time; the next cursor is the page's `nextCursor`, or, for a page that has
 * none, the `cursor` of its Link rel="next" URL.
 */
export async function* pages<B>(load: (cursor: string | undefined) => Promise<LoadedPage<B>>): AsyncGenerator<B, void, undefined> {
  let cursor: string | undefined;
  const seen = new Set<string>();
  for (;;) {
    const { data, response } = await load(cursor);
    yield data;
    const next = nextCursor(data, response);
    if (next === null) return;
    // A list never hands out the same cursor twice; if one did, following it would never end.
    if (seen.has(next)) throw new Error(`the list answered cursor ${next} twice`);
    seen.add(next);
    cursor = next;
  }
}

/** Every item of every page: `key` names where a page holds its items (`games`, `entries`, …). */
export async function* itemsOf<B, K extends keyof B>(
  source: AsyncIterable<B>,
  key: K,
): AsyncGenerator<B[K] extends readonly (infer T)[] ? T : never, void, undefined> {
  for await (const page of source) {
    const items = page[key];
    if (!Array.isArray(items)) throw new Error(`a page without its "${String(key)}" list`);
    yield* items;
  }
}

/** The cursor of the page after this one, or null on the last page. */
export function nextCursor(body: unknown, response: Response): string | null {
  if (body !== null && typeof body === "object" && "nextCursor" in body) {
    const cursor = (body as { nextCursor: unknown }).nextCursor;
    return typeof cursor === "string" ? cursor : null;
  }
  const next = linkNext(response.headers.get("link"));
  return next === null ? null : new URL(next, response.url || "http://base.invalid").searchParams.get("cursor");
}

/** The target of the `rel="next"` link in a Link header (RFC 8288), or null. */
export function linkNext(header: string | null): string | null {
  if (!header) return null;
  for (const match of header.matchAll(/<([^>]*)>((?:\s*;\s*[^;,]+)*)/g)) {
    const params = match[2] ?? "";
    const rel = /;\s*rel\s*=\s*(?:"([^"]*)"|([^\s;,]+))/i.exec(params);
    const rels = (rel?.[1] ?? rel?.[2] ?? "").toLowerCase().split(/\s+/);
    if (rels.includes("next")) return match[1]!;
  }
  return null;
}
