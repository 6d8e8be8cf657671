// Starpost as the benchmarks serve it: the real worker and the real GameRoom, plus a few
// bench-only RPC methods on a subclass (never part of the product). Every request the tables
// time goes through `app.fetch` and the real room methods; the extras only evict a room and
// read back sizes.
import app from "../../src/index";
import { GameRoom as ProductRoom } from "../../durable-objects/game-room";

export class GameRoom extends ProductRoom {
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
