// Table 3c: a cold move against a cold floor, quickly. Table 3's 10,000-game row measures it, but
// takes minutes to set up; here each move goes to a room evicted just before it (not timed), and
// each floor insert to a floor object evicted the same way, alternating one and the other, so the
// two sides share the machine's every swing. `--cold-against=<checkout>[,<checkout>…]` adds a
// Starpost built from each other checkout, in the same rounds: a before and after in one run.
import { HttpClient } from "../lib/http";
import { serve, type Served } from "../lib/serve";
import { PASS_BODY, quickGame, registerPlayers, type BenchGame } from "../lib/starpost";
import { fmt, median, now, pool, summarize, table } from "../lib/stats";
import type { Sizes } from "./sizes";

const auth = (key: string) => ({ authorization: `Bearer ${key}` });

interface Side {
  label: string;
  /** Evicts object i (not timed). */
  evict(i: number): Promise<void>;
  /** The timed request to object i. */
  send(i: number): Promise<void>;
  /** Objects built so far in the side's isolate: every timed request should build one. */
  built(): Promise<number>;
  lat: number[];
  /** p50 of each round. */
  rounds: number[];
}

const expect200 = async (what: string, r: Promise<{ status: number; body: string }>) => {
  const a = await r;
  if (a.status !== 200) throw new Error(`${what}: ${a.status} ${a.body.slice(0, 200)}`);
};

async function starpostSide(label: string, server: Served, count: number, clients: number): Promise<Side & { close(): void }> {
  const c = new HttpClient(server.url, clients);
  const players = await registerPlayers(c);
  const games: BenchGame[] = [];
  await pool(Array.from({ length: count }), clients, async () => {
    games.push(await quickGame(c, players));
  });
  return {
    label,
    evict: (i) => expect200("evict", c.request("POST", `/__bench/evict/${games[i]!.id}`)),
    send: async (i) => {
      const g = games[i]!;
      await expect200("cold pass", c.request("POST", `/v1/games/${g.id}/actions`, PASS_BODY, auth(g.keys[g.moves % 2]!)));
      g.moves++;
    },
    built: async () => (await c.json<{ built: number }>("GET", "/__bench/built")).built,
    lat: [],
    rounds: [],
    close: () => c.close(),
  };
}

async function floorSide(server: Served, count: number): Promise<Side & { close(): void }> {
  const f = new HttpClient(server.url);
  // Each object made by one insert before any timing, as the games are made before theirs.
  for (let i = 0; i < count; i++) await expect200("floor insert", f.request("POST", `/floor/c${i}`, PASS_BODY));
  return {
    label: "floor",
    evict: (i) => expect200("floor evict", f.request("POST", `/evict/c${i}`)),
    send: (i) => expect200("floor insert", f.request("POST", `/floor/c${i}`, PASS_BODY)),
    built: async () => (await f.json<{ built: number }>("GET", "/__built")).built,
    lat: [],
    rounds: [],
    close: () => f.close(),
  };
}

export async function coldSection(sizes: Sizes, against: string[] = []): Promise<{ text: string; ratio: number }> {
  const count = sizes.coldGames;
  const floor = await serve("floor");
  const starpost = await serve("starpost");
  const others: Served[] = [];
  const sides: (Side & { close(): void })[] = [];
  try {
    for (const source of against) others.push(await serve("starpost", { source }));
    sides.push(await floorSide(floor, count));
    sides.push(await starpostSide("Starpost", starpost, count, sizes.scaleClients));
    for (const [k, other] of others.entries())
      sides.push(await starpostSide(`Starpost at ${against[k]}`, other, count, sizes.scaleClients));
    // Objects built by the timed requests (an eviction may build one itself, to abort it).
    const cold = sides.map(() => 0);
    for (let round = 0; round < sizes.coldRounds; round++) {
      const inRound = sides.map(() => [] as number[]);
      for (let i = 0; i < count; i++) {
        // Each object in turn on every side, the order of the sides turned each time.
        const order = sides.map((_, k) => (k + i + round) % sides.length);
        for (const k of order) {
          const side = sides[k]!;
          await side.evict(i);
          const built = await side.built();
          const s = now();
          await side.send(i);
          inRound[k]!.push(now() - s);
          cold[k]! += (await side.built()) - built;
        }
      }
      sides.forEach((side, k) => {
        side.lat.push(...inRound[k]!);
        side.rounds.push(median(inRound[k]!));
      });
    }
    const total = count * sizes.coldRounds;
    const fl = sides[0]!;
    const rows = sides.map((side, k) => {
      const s = summarize(side.lat, 1);
      const perRound = side.rounds.map((p, r) => p / fl.rounds[r]!);
      return [
        side.label,
        fmt(total, 0),
        fmt(s.p50),
        fmt(s.p99),
        `${fmt((100 * cold[k]!) / total, 0)}%`,
        k === 0 ? "1.00×" : `${fmt(median(perRound), 2)}×`,
        k === 0 ? "–" : `${fmt(Math.min(...perRound), 2)}–${fmt(Math.max(...perRound), 2)}×`,
      ];
    });
    const ratio = median(sides[1]!.rounds.map((p, r) => p / fl.rounds[r]!));
    const text = table(
      "3c. A cold move against a cold floor (issue 22: Starpost ≤ 1.5× the floor)",
      ["server", "requests", "p50 ms", "p99 ms", "cold", "p50 / floor", "p50 ratio range"],
      rows,
      [
        `${fmt(count, 0)} games and ${fmt(count, 0)} floor objects; ${sizes.coldRounds} rounds, each sending one request to every object, ` +
          "the object evicted (its instance aborted) just before, untimed; the sides alternate object by object. " +
          '"cold" is the share of timed requests that built their object (near 100% expected). ' +
          "Ratios are the median of the per-round p50 ratios.",
      ],
    );
    return { text, ratio };
  } finally {
    for (const s of sides) s.close();
    await floor.dispose();
    await starpost.dispose();
    for (const other of others) await other.dispose();
  }
}
