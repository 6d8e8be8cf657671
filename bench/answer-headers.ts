// The raw header block of answers of every kind, from a served Starpost: a check that a change to
// the worker's middleware leaves every answer's headers as they were, byte for byte. Values that
// differ from one request to the next (ids, traces, dates, digests) are masked. Run it on two
// builds and diff: `npx tsx bench/answer-headers.ts > new.txt; BENCH_SOURCE=<checkout> npx tsx bench/answer-headers.ts > old.txt`.
import { connect } from "node:net";
import { HttpClient } from "./lib/http";
import { serve } from "./lib/serve";
import { benchGame, GQL_PASS, PASS_BODY, registerPlayers } from "./lib/starpost";

/** One request over a fresh socket; the status line and headers exactly as sent, varying values masked. */
function raw(url: string, method: string, path: string, headers: Record<string, string>, body = ""): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let got = "";
    socket.on("data", (d) => {
      got += d.toString("latin1");
      const end = got.indexOf("\r\n\r\n");
      if (end >= 0) {
        socket.destroy();
        resolve(
          got
            .slice(0, end)
            .replace(/^(x-request-id|traceparent|date|etag|content-length|cf-ray): .*$/gim, "$1: <masked>")
            .replace(/\r\n/g, "\n"),
        );
      }
    });
    socket.on("error", reject);
    const head = [`${method} ${path} HTTP/1.1`, `host: ${hostname}:${port}`, "connection: close"];
    for (const [k, v] of Object.entries(headers)) head.push(`${k}: ${v}`);
    if (body) head.push(`content-length: ${Buffer.byteLength(body)}`);
    socket.write(`${head.join("\r\n")}\r\n\r\n${body}`);
  });
}

const server = await serve("starpost");
const c = new HttpClient(server.url, 1);
try {
  const players = await registerPlayers(c);
  const g = await benchGame(c, players);
  const key = { authorization: `Bearer ${g.keys[0]}`, "content-type": "application/json" };
  const origin = { origin: "https://example.org" };
  const gqlBody = GQL_PASS.replace('"variables":{}', `"variables":${JSON.stringify({ id: g.id })}`);
  const cases: [string, string, string, Record<string, string>, string?][] = [
    ["a move, no Origin", "POST", `/v1/games/${g.id}/actions`, key, PASS_BODY],
    ["a move, with an Origin", "POST", `/v1/games/${g.id}/actions`, { ...key, ...origin, authorization: `Bearer ${g.keys[1]}` }, PASS_BODY],
    ["a read", "GET", `/v1/games/${g.id}`, { authorization: key.authorization }],
    ["a read, with an Origin", "GET", `/v1/games/${g.id}`, { authorization: key.authorization, ...origin }],
    ["a refused key", "GET", `/v1/games/${g.id}`, { authorization: "Bearer nope", ...origin }],
    ["no route", "GET", "/v1/nothing-here", {}],
    ["GraphQL move", "POST", "/graphql", { ...key, authorization: `Bearer ${g.keys[0]}`, ...origin }, gqlBody],
    ["GraphQL, bad method", "PUT", "/graphql", origin],
    ["the event stream", "GET", `/v1/games/${g.id}/stream`, { authorization: key.authorization, ...origin }],
    ["a preflight", "OPTIONS", `/v1/games/${g.id}/actions`, { ...origin, "access-control-request-method": "POST" }],
    ["OPTIONS, not a preflight", "OPTIONS", "/graphql", origin],
    ["too large", "POST", `/v1/games/${g.id}/actions`, key, JSON.stringify({ action: "x".repeat(70_000) })],
    ["the OpenAPI document", "GET", "/openapi.json", {}],
  ];
  for (const [name, method, path, headers, body] of cases)
    console.log(`## ${name}\n${await raw(server.url, method, path, headers, body)}\n`);
  const read = { authorization: key.authorization, ...origin };
  const etag = (await fetch(`${server.url}/v1/games/${g.id}`, { headers: read })).headers.get("etag") ?? "";
  console.log(`## a 304\n${await raw(server.url, "GET", `/v1/games/${g.id}`, { ...read, "if-none-match": etag })}\n`);
} finally {
  c.close();
  await server.dispose();
}
process.exit(0);
