// A self-contained docs page made from the OpenAPI document: no scripts, no CDN, readable on a
// phone. The machine-readable document is at /openapi.json.
import { errorCodes } from "../service/errors";
import { BODY_LIMIT, RECORD_LIMIT } from "./body-limit";
import { MAX_DEPTH, MAX_FIELDS } from "./graphql-limits";
import { RATE_LIMITS } from "./rate-limit";
import { PAGE_SIZES } from "../service/pages";

const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[ch]!);

type Operation = {
  summary: string;
  description?: string;
  security?: unknown[];
  parameters: { name: string; in: string; description?: string }[];
  /** JSON, or a form for the OAuth token endpoint. */
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { description: string }>;
};

export function docsPage(doc: {
  info: { description: string };
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown> };
}): string {
  // A body is a component ($ref): show the component itself.
  const resolve = (schema: unknown) => {
    const name = (schema as { $ref?: string }).$ref?.replace("#/components/schemas/", "");
    return name !== undefined ? { [name]: doc.components?.schemas?.[name] } : schema;
  };
  const sections = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => {
      const params = op.parameters
        .map((p) => `<li><code>${escapeHtml(p.name)}</code> (${p.in})${p.description ? ` — ${escapeHtml(p.description)}` : ""}</li>`)
        .join("");
      const [media, content] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
      const body = content
        ? `<details><summary>Body schema (${escapeHtml(media!)})</summary><pre>${escapeHtml(JSON.stringify(resolve(content.schema), null, 2))}</pre></details>`
        : "";
      const responses = Object.entries(op.responses)
        .map(([status, r]) => `<li><b>${status}</b> ${escapeHtml(r.description)}</li>`)
        .join("");
      const auth = op.security ? (op.security.length > 1 ? "API key optional" : "API key required") : "no key needed";
      return `<section><h3><span class="m">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>
<p>${escapeHtml(op.summary)}${op.description ? `<br>${escapeHtml(op.description)}` : ""}</p><p class="a">${auth}</p>
${params ? `<ul>${params}</ul>` : ""}${body}<ul>${responses}</ul></section>`;
    }),
  );
  const rates = RATE_LIMITS.map((r) => `${r.limit} requests per ${r.periodSeconds} s (<code>${r.name}</code>)`).join(" and ");
  const limits = `<h2>Limits</h2><ul>
<li>Request bodies: ${BODY_LIMIT / 1024} KiB (a game record sent to <code>/v1/verify</code>: ${RECORD_LIMIT / 1024 / 1024} MiB); over that, 413 <code>BODY_TOO_LARGE</code>.</li>
<li>GraphQL documents: ${MAX_DEPTH} levels deep and ${MAX_FIELDS} fields, fragments expanded; over either, an error with <code>GRAPHQL_DEPTH_LIMIT</code> or <code>GRAPHQL_COST_LIMIT</code>.</li>
<li>Requests under <code>/v1</code> and to <code>/graphql</code>: ${rates} for each API key's player, or for each address without a key. Over either, 429 <code>RATE_LIMITED</code> with <code>Retry-After</code> and the limit that was hit (<code>limit</code>, <code>requests</code>, <code>periodSeconds</code>, <code>retryAfter</code>).</li>
</ul>`;
  const paging = `<h2>Lists</h2><p>Every list comes a page at a time: <code>limit</code> items (the games lists up to ${PAGE_SIZES.games.max}, a game's events up to ${PAGE_SIZES.events.max}, webhooks and deliveries up to ${PAGE_SIZES.webhooks.max}), then <code>nextCursor</code>, null on the last page. While another page follows, a <code>Link: &lt;…&gt;; rel="next"</code> header gives this request's URL with <code>cursor</code> set to it. A cursor is opaque and belongs to its list, its filter and the player who asked; anywhere else, or altered, it is a 400 <code>INVALID_CURSOR</code>. Orders are on what never changes (games newest created first, deliveries newest first, webhooks oldest first, events by version), so paging never shows an item twice or skips one while the list changes.</p>`;
  const codes = Object.entries(errorCodes)
    .map(([code, [status, title]]) => `<tr><td><code>${code}</code></td><td>${status}</td><td>${escapeHtml(title)}</td></tr>`)
    .join("");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Starpost API</title><style>body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:auto;padding:1rem}code,pre{background:#f3f3f3;padding:0 .2em}pre{overflow:auto;padding:.5em}
section{border-top:1px solid #ddd}.m{font:bold 14px monospace;color:#06c}.a{color:#666;font-size:14px}table{border-collapse:collapse}td{border-bottom:1px solid #eee;padding:.2em .6em}</style></head>
<body><h1>Starpost API</h1><p>${escapeHtml(doc.info.description)}</p><p>Machine-readable: <a href="/openapi.json">/openapi.json</a>. GraphQL: <a href="/graphql">/graphql</a>.</p>
<p>Send your API key as <code>Authorization: Bearer &lt;key&gt;</code>. REST errors are <code>application/problem+json</code> and GraphQL errors are GraphQL errors (<code>errors[].extensions.code</code>), both with the same stable <code>code</code>; illegal moves carry the game's own code and the <code>rule</code> that forbids them. The OAuth protocol's endpoints (<code>/oauth/…</code>, <code>/.well-known/oauth-authorization-server</code>) answer their refusals as RFC 6749 JSON (<code>error</code>, <code>error_description</code>) with the same <code>code</code> beside them.</p>
${limits}${paging}<h2>Endpoints</h2>${sections.join("\n")}<h2>Error codes</h2><table>${codes}</table></body></html>`;
}
