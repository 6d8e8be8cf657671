// Paging: following nextCursor (or a Link rel="next") to the last page, with the same filter.
import { describe, expect, it } from "vitest";
import { itemsOf, linkNext, nextCursor, pages } from "../src/pages";

/** A list of `n` numbers served `size` at a time, as the API serves its lists. */
function list(n: number, size: number, { link = true, cursorInBody = true } = {}) {
  const asked: (string | undefined)[] = [];
  const load = async (cursor: string | undefined) => {
    asked.push(cursor);
    const start = cursor === undefined ? 0 : Number(cursor.slice(1));
    const items = Array.from({ length: Math.min(size, n - start) }, (_, i) => start + i);
    const next = start + size < n ? `c${start + size}` : null;
    const headers = new Headers(next && link ? { link: `<https://api.test/v1/games?kind=x&cursor=${next}>; rel="next"` } : {});
    const data = cursorInBody ? { games: items, nextCursor: next } : { games: items };
    return { data, response: new Response(null, { headers }) };
  };
  return { load, asked };
}

describe("pages", () => {
  it("follows nextCursor to the end, one request a page, every item once", async () => {
    const { load, asked } = list(23, 5);
    const seen: number[] = [];
    for await (const item of itemsOf(pages(load), "games")) seen.push(item);
    expect(seen).toEqual(Array.from({ length: 23 }, (_, i) => i));
    expect(asked).toEqual([undefined, "c5", "c10", "c15", "c20"]);
  });

  it("follows the Link header when a page has no nextCursor field", async () => {
    const { load, asked } = list(7, 3, { cursorInBody: false });
    const seen: number[] = [];
    for await (const item of itemsOf(pages(load), "games")) seen.push(item);
    expect(seen).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(asked).toEqual([undefined, "c3", "c6"]);
  });

  it("asks once for an empty list, and stops early when the reader does", async () => {
    const empty = list(0, 5);
    const pagesSeen = [];
    for await (const page of pages(empty.load)) pagesSeen.push(page);
    expect(pagesSeen).toEqual([{ games: [], nextCursor: null }]);
    const long = list(1000, 10);
    for await (const item of itemsOf(pages(long.load), "games")) if (item === 12) break;
    expect(long.asked).toEqual([undefined, "c10"]);
  });

  it("refuses a list that hands out the same cursor twice instead of looping", async () => {
    const load = async () => ({ data: { games: [1], nextCursor: "same" }, response: new Response(null) });
    const walk = async () => {
      for await (const _ of pages(load)) {
        // keep reading
      }
    };
    await expect(walk()).rejects.toThrow(/cursor same twice/);
  });

  it("reads rel=next among other links, quoted or not, and nothing else", () => {
    expect(linkNext('<https://a.test/p?cursor=1>; rel="next"')).toBe("https://a.test/p?cursor=1");
    expect(linkNext('<https://a.test/first>; rel="first", <https://a.test/n>; title="x"; rel=next')).toBe("https://a.test/n");
    expect(linkNext('<https://a.test/both>; rel="prefetch next"')).toBe("https://a.test/both");
    expect(linkNext('<https://a.test/prev>; rel="prev"')).toBeNull();
    expect(linkNext(null)).toBeNull();
    expect(
      nextCursor({ nextCursor: null }, new Response(null, { headers: { link: '<https://a.test/?cursor=zz>; rel="next"' } })),
    ).toBeNull();
  });
});
