// The floor: the least a Worker + SQLite Durable Object can do per request. The worker reads the
// body, calls one object over RPC (as Starpost's worker calls its GameRoom), the object inserts
// one row in its own SQLite (one implicit transaction, so one commit to disk) and answers with
// the row's id. Nothing else: no auth, no validation, no JSON shaping beyond the answer.
import { DurableObject } from "cloudflare:workers";

interface FloorEnv {
  FLOOR: DurableObjectNamespace<Floor>;
}

/** Objects built in this workerd process: an insert that builds one went to an evicted (cold) object (table 3). */
let built = 0;

export class Floor extends DurableObject<FloorEnv> {
  constructor(ctx: DurableObjectState, env: FloorEnv) {
    super(ctx, env);
    built++;
    ctx.storage.sql.exec("CREATE TABLE IF NOT EXISTS log (id INTEGER PRIMARY KEY AUTOINCREMENT, body TEXT NOT NULL)");
  }

  insert(body: string): { version: number } {
    const row = this.ctx.storage.sql.exec<{ id: number }>("INSERT INTO log (body) VALUES (?) RETURNING id", body).one();
    return { version: row.id };
  }

  /** Drops the object from memory as an eviction would (bench's cold table): the next insert builds it again. */
  evict(): void {
    this.ctx.abort("bench: evict");
  }
}

export default {
  async fetch(request: Request, env: FloorEnv): Promise<Response> {
    // GET /__built: how many objects have been built so far (the worker shares the objects' isolate).
    if (new URL(request.url).pathname === "/__built") return Response.json({ built });
    // POST /floor/<name>: one object per name, like one GameRoom per game; POST /evict/<name> evicts it.
    const [, route, name = "default"] = new URL(request.url).pathname.split("/");
    if (route === "evict") {
      try {
        await env.FLOOR.get(env.FLOOR.idFromName(name)).evict();
      } catch {
        // abort() rejects the call that made it: that is the eviction
      }
      return Response.json({ evicted: name });
    }
    const body = await request.text();
    const stub = env.FLOOR.get(env.FLOOR.idFromName(name));
    return Response.json(await stub.insert(body));
  },
} satisfies ExportedHandler<FloorEnv>;
