// The worker's per-request middleware (request log, CORS, body limits) measured alone, in Node:
// a Hono app with the middleware of a checkout in front of a handler that answers as a move does
// (c.body with a JSON text and an ETag) or as GraphQL does (a Response it builds itself).
// `npx tsx bench/middleware.ts [--requests=20000] [--against=<checkout>]`: CPU µs a request for each
// middleware stack (none, each alone, all three), this checkout's and the other's, interleaved.
// CPU in Node, not workerd: the shares say what each costs, not what a served request pays.
import { resolve } from "node:path";
import { Hono, type MiddlewareHandler } from "hono";

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
const requests = Number(arg("requests") ?? 20_000);
const checkouts = [resolve(import.meta.dirname, ".."), ...(arg("against") ? [resolve(arg("against")!)] : [])];

type Stack = Record<"log" | "cors" | "limits", MiddlewareHandler>;
async function stackOf(root: string): Promise<Stack> {
  const [{ observeRequests }, { corsHeaders }, { bodyLimits }] = await Promise.all([
    import(`${root}/src/api/request-log.ts`),
    import(`${root}/src/api/cors.ts`),
    import(`${root}/src/api/body-limit.ts`),
  ]);
  return { log: observeRequests, cors: corsHeaders, limits: bodyLimits };
}

const body = JSON.stringify({ version: 3, events: [], game: { version: 3, seats: ["a", "b"], state: { x: "y".repeat(2000) } } });
function app(stack: MiddlewareHandler[], raw: boolean): Hono {
  const a = new Hono();
  for (const m of stack) a.use("*", m);
  a.post("/v1/games/:id/actions", (c) =>
    raw
      ? new Response(body, { headers: { "content-type": "application/json" } })
      : c.body(body, 200, { "content-type": "application/json", etag: '"3.abc"' }),
  );
  return a;
}

// The request log writes its line a timer's turn after the answer: keep it out of the figures.
console.log = () => {};
const say = (s: string) => process.stdout.write(`${s}\n`);
const ctx = { waitUntil: () => {}, passThroughOnException: () => {}, props: {} };
const request = () =>
  new Request("http://x/v1/games/g1/actions", {
    method: "POST",
    headers: { authorization: "Bearer k", "content-type": "application/json", "content-length": "40" },
    body: '{"action":{"type":"discard","cards":[]}}',
  });
/** CPU µs a request (this process's user + system time: on a loaded machine, wall time counts the waits for a core). */
async function timeOf(a: Hono): Promise<number> {
  for (let i = 0; i < 500; i++) await (await a.fetch(request(), {}, ctx as never)).arrayBuffer(); // warm
  const t0 = process.cpuUsage();
  for (let i = 0; i < requests; i++) await (await a.fetch(request(), {}, ctx as never)).arrayBuffer();
  const used = process.cpuUsage(t0);
  return (used.user + used.system) / requests;
}

const stacks = await Promise.all(checkouts.map(stackOf));
const cases: [string, (s: Stack) => MiddlewareHandler[]][] = [
  ["none", () => []],
  ["request log", (s) => [s.log]],
  ["CORS", (s) => [s.cors]],
  ["body limits", (s) => [s.limits]],
  ["all three", (s) => [s.log, s.cors, s.limits]],
];
for (const raw of [false, true]) {
  say(
    `\n${raw ? "a Response the handler builds (GraphQL, the stream)" : "c.body (a REST move)"}: µs a request, ${requests} requests, 5 rounds interleaved (median), CPU`,
  );
  for (const [name, pick] of cases) {
    const times = checkouts.map(() => [] as number[]);
    for (let round = 0; round < 5; round++)
      for (let i = 0; i < checkouts.length; i++) times[i]!.push(await timeOf(app(pick(stacks[i]!), raw)));
    const med = (xs: number[]) => xs.sort((x, y) => x - y)[2]!.toFixed(1);
    say(`  ${name.padEnd(12)} ${times.map((t, i) => `${i === 0 ? "this" : "other"} ${med(t)}`).join("   ")}`);
  }
}
