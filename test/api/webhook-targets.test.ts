// Special-purpose targets through the public API, in workerd: REST and GraphQL refuse every one
// the classifier refuses (the table itself is test/webhooks/addresses.test.ts), and serve a public one.
import { describe, expect, it } from "vitest";
import { api, gql, registerPlayer } from "./helpers";

const REFUSED = [
  "http://[2002:a00:1::1]/h", // 6to4 carrying 10.0.0.1
  "http://[2002:808:808::1]/h", // 6to4, even carrying a public address
  "http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/h", // Teredo
  "http://[64:ff9b::10.0.0.1]/h", // NAT64, dotted tail
  "http://[64:ff9b:1::a00:1]/h", // local-use NAT64
  "http://[100::1]/h", // discard-only
  "http://[FEC0::1]/h", // site-local, upper case
  "http://192.88.99.1/h", // 6to4 relay anycast
  "http://198.18.0.1/h", // benchmarking
  "http://0xc6.0x12.0.1/h", // the same, in hex
  "http://3323068417/h", // the same, as one number
  "http://100.64.0.1/h", // CGNAT
  "http://192.0.0.170/h",
  "http://203.0.113.9/h",
  "http://240.0.0.1/h",
  "http://[2001:db8::1]/h",
  "http://[::ffff:0:a00:1]/h", // SIIT
  "http://[::a00:1]/h", // IPv4-compatible
  "http://[3fff::1]/h",
];

describe("webhook targets in special-purpose ranges", () => {
  it("are refused with 422 WEBHOOK_TARGET_REFUSED on REST and a typed problem on GraphQL, naming the range", async () => {
    const p = await registerPlayer("Special");
    for (const url of REFUSED) {
      const r = await api("POST", "/v1/webhooks", { key: p.apiKey, body: { url } });
      expect([r.status, r.body.code], url).toEqual([422, "WEBHOOK_TARGET_REFUSED"]);
      expect(r.body.detail, url).toMatch(/\(/); // the range's name, in parentheses
      const g = await gql(`mutation($u: String!) { createWebhook(url: $u) { __typename ... on Problem { code } } }`, { u: url }, p.apiKey);
      expect((g.body.data as any).createWebhook.code, url).toBe("WEBHOOK_TARGET_REFUSED");
    }
    expect((await api("GET", "/v1/webhooks", { key: p.apiKey })).body.webhooks).toEqual([]);
  });

  it("a public address literal is accepted", async () => {
    const p = await registerPlayer("Public");
    for (const url of ["https://93.184.216.34/h", "https://[2606:4700:4700::1111]/h"]) {
      const r = await api("POST", "/v1/webhooks", { key: p.apiKey, body: { url } });
      expect(r.status, `${url} ${JSON.stringify(r.body)}`).toBe(201);
    }
  });
});
