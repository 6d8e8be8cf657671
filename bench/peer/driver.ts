// Driving the boardgame.io peer with its own Node client (boardgame.io/client over socket.io),
// on the same bench line as Starpost: each seat turns up the first Home Base it is offered,
// then every move is a pass.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ROOT } from "../lib/serve";
import { StarBattleBgio, type SetupData } from "./game";

const require = createRequire(import.meta.url);

export type PeerStorage = "memory" | "flatfile" | "flatfile-nowait";

export interface Peer {
  url: string;
  storage: PeerStorage;
  stop(): Promise<void>;
}

let nextPort = 18000 + Math.floor(Math.random() * 1000);

export async function startPeer(storage: PeerStorage): Promise<Peer> {
  const port = nextPort++;
  const dir = mkdtempSync(join(tmpdir(), "starpost-bench-bgio-"));
  const child: ChildProcess = spawn(join(ROOT, "node_modules/.bin/tsx"), [join(ROOT, "bench/peer/server.ts"), String(port), storage, dir], {
    env: { ...process.env, NODE_ENV: "production" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let errors = "";
  child.stderr!.on("data", (d) => (errors += d));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`boardgame.io server did not start: ${errors}`)), 30_000);
    child.stdout!.on("data", (d) => {
      if (String(d).includes("ready")) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once("exit", (code) => reject(new Error(`boardgame.io server exited ${code}: ${errors}`)));
  });
  let exited = false;
  let stopping = false;
  child.once("exit", (code, signal) => {
    exited = true;
    if (!stopping) console.error(`boardgame.io server (${storage}) exited on its own (${code ?? signal}): ${errors.slice(-2000)}`);
  });
  return {
    url: `http://127.0.0.1:${port}`,
    storage,
    stop: async () => {
      await new Promise((r) => setTimeout(r, 300)); // let the clients' sockets close first
      if (!exited) {
        stopping = true;
        child.kill("SIGTERM");
        await new Promise((r) => child.once("exit", r));
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const PASS = { type: "discard", cards: [] as string[] };

interface View {
  version: number;
  pending: { seat: string; choices?: unknown[] }[];
}

/** One match and its two clients (one per seat). */
export class PeerGame {
  clients: any[] = [];
  private waiters: { client: number; version: number; resolve: () => void }[] = [];
  moves = 0;
  /** Which client moves next in the pass line. */
  private first = 0;

  static async create(peer: Peer, setup: SetupData): Promise<PeerGame> {
    const g = new PeerGame();
    const { Client } = require("boardgame.io/client");
    const { SocketIO } = require("boardgame.io/multiplayer");
    const lobby = async (path: string, body: unknown) => {
      const r = await fetch(`${peer.url}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      if (!r.ok) throw new Error(`lobby ${path}: ${r.status} ${await r.text()}`);
      return r.json() as Promise<any>;
    };
    const { matchID } = await lobby("/games/star-battle/create", { numPlayers: 2, setupData: setup });
    for (const playerID of ["0", "1"]) {
      const { playerCredentials } = await lobby(`/games/star-battle/${matchID}/join`, { playerID, playerName: `P${playerID}` });
      const client = Client({
        game: StarBattleBgio,
        multiplayer: SocketIO({ server: peer.url, socketOpts: { transports: ["websocket"] } }),
        matchID,
        playerID,
        credentials: playerCredentials,
        debug: false,
      });
      const index = g.clients.length;
      client.subscribe((s: any) => {
        const v = (s?.G as View | undefined)?.version;
        if (v === undefined) return;
        g.waiters = g.waiters.filter((w) => {
          if (w.client !== index || v < w.version) return true;
          w.resolve();
          return false;
        });
      });
      client.start();
      g.clients.push(client);
    }
    for (let i = 0; i < 2; i++) await g.until(i, 0);
    // The line: each seat turns up the first Home Base offered, in the order the game asks.
    for (let v = 0; v < 2; v++) {
      const i = g.clients.findIndex((c) => g.mine(c)?.choices?.length);
      const choice = g.mine(g.clients[i])!.choices![0];
      g.clients[i].moves.act(choice);
      await Promise.all([g.until(0, v + 1), g.until(1, v + 1)]);
    }
    g.first = g.clients.findIndex((c) => g.mine(c)?.choices?.length);
    return g;
  }

  private mine(client: any): { choices?: unknown[] } | undefined {
    const G = client.getState()?.G as View | undefined;
    return G?.pending.find((p) => p.choices);
  }

  private version(i: number): number {
    return (this.clients[i].getState()?.G as View | undefined)?.version ?? -1;
  }

  /** Resolves once client `i` has seen version `v`; fails after 60 s (every wait is bounded). */
  until(i: number, v: number): Promise<void> {
    if (this.version(i) >= v) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`boardgame.io client ${i} never saw version ${v}`)), 60_000);
      this.waiters.push({
        client: i,
        version: v,
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
      });
    });
  }

  /**
   * One pass by the seat whose turn it is. Returns the mover's round trip in ms (until its own
   * client holds the new state); resolves once the other seat has it too, since the other seat
   * moves next and boardgame.io refuses a move made from a stale state.
   */
  async pass(): Promise<number> {
    const i = (this.first + this.moves) % 2;
    const v = this.version(i);
    const t0 = performance.now();
    this.clients[i].moves.act(PASS);
    this.moves++;
    await this.until(i, v + 1);
    const ms = performance.now() - t0;
    await this.until(1 - i, v + 1);
    return ms;
  }

  stop(): void {
    for (const c of this.clients) c.stop();
  }
}
