// Starpost as the benchmarks serve it: the real worker and the real GameRoom, plus a few
// bench-only RPC methods on a subclass (never part of the product). Every request the tables
// time goes through `app.fetch` and the real room methods; the extras only evict a room, read
// back sizes, and count how often each room was built.
import app from "../../src/index";
import { GameRoom as ProductRoom } from "../../durable-objects/game-room";

/**
 * How many times each room (by Durable Object id) has been built in this workerd process. The
 * worker and its rooms share one isolate, so the worker reads this without calling — and so
 * without waking — any room: a room built again while its watchers stayed connected had been
 * evicted from memory, i.e. it hibernated (table 8).
 */
const built = new Map<string, number>();

/**
 * D1 round trips the rooms made (a statement run alone, a batch or an exec each count one):
 * `GET /__bench/d1` reads the total, so a table can say how many a move costs.
 */
let d1Calls = 0;
/** The same round trips by what they began with (a batch by its first statement). */
const d1ByQuery = new Map<string, number>();
const tally = (query: string) => {
  d1Calls++;
  const head = query.replace(/\s+/g, " ").slice(0, 60);
  d1ByQuery.set(head, (d1ByQuery.get(head) ?? 0) + 1);
};

/** The directory binding with each round trip counted; a batch is handed the statements themselves. */
function countedD1(db: D1Database): D1Database {
  const unwrap = new WeakMap<object, D1PreparedStatement>();
  const queryOf = new WeakMap<object, string>();
  const counted = (stmt: D1PreparedStatement, query: string): D1PreparedStatement => {
    const proxy = new Proxy(stmt, {
      get(target, prop) {
        const value = Reflect.get(target, prop, target);
        if (typeof value !== "function") return value;
        if (prop === "bind") return (...args: unknown[]) => counted(value.apply(target, args), query);
        if (prop === "first" || prop === "all" || prop === "run" || prop === "raw")
          return (...args: unknown[]) => {
            tally(query);
            return value.apply(target, args);
          };
        return value.bind(target);
      },
    });
    unwrap.set(proxy, stmt);
    queryOf.set(proxy, query);
    return proxy;
  };
  return new Proxy(db, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target);
      if (typeof value !== "function") return value;
      if (prop === "prepare") return (query: string) => counted(value.call(target, query), query);
      if (prop === "batch")
        return (statements: D1PreparedStatement[]) => {
          tally(`batch of ${statements.length}: ${queryOf.get(statements[0]!) ?? "?"}`);
          return value.call(
            target,
            statements.map((s) => unwrap.get(s) ?? s),
          );
        };
      if (prop === "exec")
        return (query: string) => {
          tally(query);
          return value.call(target, query);
        };
      return value.bind(target);
    },
  });
}

export class GameRoom extends ProductRoom {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, { ...env, DIRECTORY: countedD1(env.DIRECTORY) });
    built.set(ctx.id.toString(), (built.get(ctx.id.toString()) ?? 0) + 1);
  }

  /** Drops the in-memory room as an eviction would: the next request builds a new instance and loads from SQLite. */
  benchEvict(): void {
    this.ctx.abort("bench: evict");
  }

  /** What the room holds: its version, the size of its live state as JSON, and its stored rows. */
  benchStats(): { version: number; stateBytes: number; logRows: number; snapshots: number; dbBytes: number } {
    const sql = this.ctx.storage.sql;
    const count = (table: string) => sql.exec<{ n: number }>(`SELECT count(*) AS n FROM ${table}`).one().n;
    const game = this.seams.session.game;
    return {
      version: game?.status === "started" ? game.version : -1,
      stateBytes: game?.status === "started" ? JSON.stringify(game.state).length : 0,
      logRows: count("log"),
      snapshots: count("snapshots"),
      dbBytes: sql.databaseSize,
    };
  }
}

type BenchEnv = Omit<Env, "GAME_ROOM"> & { GAME_ROOM: DurableObjectNamespace<GameRoom> };

export default {
  async fetch(request: Request, env: BenchEnv, ctx: ExecutionContext): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname === "/__bench/d1") return Response.json({ calls: d1Calls, byQuery: Object.fromEntries(d1ByQuery) });
    if (url.pathname === "/__bench/built" && request.method === "GET") {
      // How many rooms have been built in all (a move that builds one went to an evicted room).
      return Response.json({ built: [...built.values()].reduce((a, b) => a + b, 0) });
    }
    if (url.pathname === "/__bench/built") {
      // POST a JSON array of game ids: how many times each one's room has been built (wakes none).
      const ids = (await request.json()) as string[];
      return Response.json(ids.map((id) => built.get(env.GAME_ROOM.idFromName(id).toString()) ?? 0));
    }
    if (url.pathname.startsWith("/__bench/")) {
      // /__bench/<evict|stats>/<gameId>: reach the room directly (bench only).
      const [, , what, id] = url.pathname.split("/");
      const stub = env.GAME_ROOM.get(env.GAME_ROOM.idFromName(id ?? ""));
      if (what === "evict") {
        try {
          await stub.benchEvict();
        } catch {
          // abort() rejects the call that made it: that is the eviction
        }
        return Response.json({ evicted: id });
      }
      if (what === "stats") return Response.json(await stub.benchStats());
      return new Response("no such bench route", { status: 404 });
    }
    return app.fetch(request, env as unknown as Env, ctx);
  },
} satisfies ExportedHandler<BenchEnv>;
