import { spawn } from "node:child_process";
import { HttpClient } from "./lib/http";
import { serve } from "./lib/serve";
import { PASS_BODY, quickGame, registerPlayers } from "./lib/starpost";
const which = process.argv[2] ?? "rest";
const s = await serve(which === "floor" ? "floor" : "starpost", { dir: "/dev/shm/cold-trace-" + which + Date.now() });
const c = new HttpClient(s.url, 1);
const auth = (k: string) => ({ authorization: `Bearer ${k}` });
const n = 40;
const send: ((i: number) => Promise<unknown>)[] = [];
if (which === "floor") {
  for (let i = 0; i < n; i++) { await c.request("POST", `/floor/c${i}`, PASS_BODY); }
  for (let i = 0; i < n; i++) send.push(async () => { await c.request("POST", `/evict/c${i}`); await new Promise((r) => setTimeout(r, 100)); const t = performance.now(); await c.request("POST", `/floor/c${i}`, PASS_BODY); return performance.now() - t; });
} else {
  const players = await registerPlayers(c);
  const games = [];
  for (let i = 0; i < n; i++) games.push(await quickGame(c, players));
  for (const g of games) send.push(async () => { await c.request("POST", `/__bench/evict/${g.id}`); await new Promise((r) => setTimeout(r, 100)); const t = performance.now(); const r = await c.request("POST", `/v1/games/${g.id}/actions`, PASS_BODY, auth(g.keys[g.moves % 2]!)); g.moves++; if (r.status !== 200) throw new Error(r.body); return performance.now() - t; });
}
for (let i = 0; i < 30; i++) await send[i]!(i);
const st = spawn("strace", ["-f", "-tt", "-T", "-e", "trace=fsync,fdatasync,read,write,pread64,pwrite64,openat,close,futex", "-p", String(s.pid), "-o", `/tmp/s30/cold-${which}.txt`], { stdio: "ignore" });
await new Promise((r) => setTimeout(r, 1000));
for (let i = 30; i < 33; i++) console.log(which, i, ((await send[i]!(i)) as number).toFixed(2));
st.kill("SIGINT"); await new Promise((r) => st.on("exit", r));
c.close(); await s.dispose();
