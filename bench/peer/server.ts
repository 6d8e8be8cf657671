// A boardgame.io 0.50.2 server hosting StarBattleBgio, in a process of its own (as Starpost runs
// in workerd's). Storage: "memory" (InMemory), "flatfile" (FlatFile as shipped: node-persist,
// which batches writes on a one-second timer) or "flatfile-nowait" (FlatFile with node-persist's
// write queue off, so every move is written before the next is read; still no fsync).
// Usage: tsx bench/peer/server.ts <port> <storage> <dir>; prints "ready" when it listens.
import { createRequire } from "node:module";
import { StarBattleBgio } from "./game";

const require = createRequire(import.meta.url);
const { Server, FlatFile } = require("boardgame.io/server");

const [port, storage, dir] = [Number(process.argv[2]), process.argv[3] ?? "memory", process.argv[4] ?? "/tmp/bgio-bench"];

class FlatFileNoWait extends FlatFile {
  constructor(opts: { dir: string }) {
    super(opts);
  }

  async connect(): Promise<void> {
    await (this as any).games.init({ dir, logging: false, ttl: false, writeQueue: false });
  }
}

const db = storage === "memory" ? undefined : storage === "flatfile" ? new FlatFile({ dir }) : new FlatFileNoWait({ dir });
const server = Server({ games: [StarBattleBgio], ...(db ? { db } : {}), origins: ["http://127.0.0.1", "http://localhost"] });
await server.run({ port, callback: () => console.log("ready") });
