import { DurableObject } from "cloudflare:workers";
export class GameRoom extends DurableObject<Env> {
  ping(): number {
    this.ctx.storage.sql.exec("CREATE TABLE IF NOT EXISTS t (x)");
    this.ctx.storage.sql.exec("INSERT INTO t VALUES (1)");
    return this.ctx.storage.sql.exec("SELECT count(*) AS n FROM t").one().n as number;
  }
}
