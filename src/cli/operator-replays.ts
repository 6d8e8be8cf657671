// The client side of the operator's replay check (GET /v1/operator/replays, docs/OPERATIONS.md):
// every page of a server's verdicts, following nextCursor. Web-standard fetch only, so the same
// code runs in `npm run check-games -- --base <url> --operator-key <key>` and in the test that
// drives it against the real worker (test/api/operator-replays.test.ts).

/** One game's verdict as the route gives it. */
export interface ServedReplay {
  id: string;
  kind: string;
  status: string;
  replayed: boolean;
  entries?: number;
  problems: string[];
  /** An error code when the room could not replay it now (e.g. RULES_VERSION_UNKNOWN), else null. */
  unavailable: string | null;
}

export type Fetch = (url: string, init: RequestInit) => Promise<Response>;

export async function* operatorReplays(
  base: string,
  key: string,
  kind: string | undefined,
  fetchFn: Fetch = fetch,
): AsyncGenerator<ServedReplay> {
  let cursor: string | null = null;
  do {
    const query = new URLSearchParams({ limit: "50", ...(kind ? { kind } : {}), ...(cursor ? { cursor } : {}) });
    const url = `${base}/v1/operator/replays?${query}`;
    const answer = await fetchFn(url, { headers: { accept: "application/json", authorization: `Bearer ${key}` } });
    if (!answer.ok) throw new Error(`${url}: ${answer.status} ${await answer.text()}`);
    const page = (await answer.json()) as { games: ServedReplay[]; nextCursor: string | null };
    yield* page.games;
    cursor = page.nextCursor;
  } while (cursor);
}
