// Every special-purpose range is refused — as a URL's host, as a bare literal and as a DNS answer —
// in every form an address can be written in; public addresses pass in every form.
import ipaddr from "ipaddr.js";
import { describe, expect, it } from "vitest";
import { classifyAddress, isPublicAddress, readAddress, SPECIAL_RANGES } from "../../src/webhooks/addresses";
import { refuseByResolution } from "../../src/webhooks/resolve";
import { checkTarget } from "../../src/webhooks/targets";

/** Every spelling of an IPv4 address that inet_aton, WHATWG URL or a DNS answer may carry. */
function v4Forms(dotted: string): string[] {
  const o = dotted.split(".").map(Number) as [number, number, number, number];
  const n = ((o[0] << 24) >>> 0) + (o[1] << 16) + (o[2] << 8) + o[3];
  const hex = (x: number) => `0x${x.toString(16)}`;
  const oct = (x: number) => `0${x.toString(8)}`;
  return [
    dotted,
    `${dotted}.`, // fully qualified
    String(n), // one decimal number
    hex(n), // one hex number
    hex(n).toUpperCase().replace("0X", "0x"),
    o.map(hex).join("."), // dotted hex
    o.map(oct).join("."), // dotted octal
    `${oct(o[0])}.${o[1]}.${hex(o[2])}.${o[3]}`, // mixed
    `${o[0]}.${(o[1] << 16) + (o[2] << 8) + o[3]}`, // a.b (24-bit tail)
    `${o[0]}.${o[1]}.${(o[2] << 8) + o[3]}`, // a.b.c (16-bit tail)
    `${hex(o[0])}.${hex((o[1] << 16) + (o[2] << 8) + o[3])}`, // 0x7f.1 style
  ];
}

/** IPv4-mapped spellings: these are refused whatever address they carry. */
function mappedForms(dotted: string): string[] {
  const o = dotted.split(".").map(Number) as [number, number, number, number];
  const hi = ((o[0] << 8) + o[1]).toString(16);
  const lo = ((o[2] << 8) + o[3]).toString(16);
  return [
    `::ffff:${dotted}`,
    `::ffff:${hi}:${lo}`,
    `0:0:0:0:0:ffff:${dotted}`,
    `0000:0000:0000:0000:0000:FFFF:${hi.toUpperCase()}:${lo}`,
    `[::ffff:${dotted}]`,
    `::${dotted}`,
  ];
}

/** Every spelling of an IPv6 address: compressed, full, zero-padded, upper case, bracketed. */
function v6Forms(text: string): string[] {
  const a = ipaddr.IPv6.parse(text);
  const full = a.parts.map((p) => p.toString(16)).join(":");
  const padded = a.parts.map((p) => p.toString(16).padStart(4, "0")).join(":");
  return [a.toRFC5952String(), full, padded, padded.toUpperCase(), `[${a.toRFC5952String()}]`, `[${full.toUpperCase()}]`];
}

const forms = (address: string) => (address.includes(":") ? v6Forms(address) : v4Forms(address));

/** A URL whose host is `form` (bracketed when it is IPv6). */
const urlOf = (form: string) => (form.includes(":") && !form.startsWith("[") ? `http://[${form}]/hook` : `http://${form}/hook`);

/** Each special range, with addresses in it (first and last of the range are added below). */
const TABLE: Record<string, string[]> = {
  "0.0.0.0/8": ["0.0.0.0", "0.1.2.3"],
  "10.0.0.0/8": ["10.0.0.1", "10.255.255.254"],
  "100.64.0.0/10": ["100.64.0.1", "100.127.255.254"],
  "127.0.0.0/8": ["127.0.0.1", "127.1.2.3"],
  "169.254.0.0/16": ["169.254.169.254"],
  "172.16.0.0/12": ["172.16.5.4", "172.31.255.255"],
  "192.0.0.0/24": ["192.0.0.8", "192.0.0.170"],
  "192.0.2.0/24": ["192.0.2.1"],
  "192.31.196.0/24": ["192.31.196.1"],
  "192.52.193.0/24": ["192.52.193.1"],
  "192.88.99.0/24": ["192.88.99.1"],
  "192.168.0.0/16": ["192.168.1.1"],
  "192.175.48.0/24": ["192.175.48.6"],
  "198.18.0.0/15": ["198.18.0.1", "198.19.255.254"],
  "198.51.100.0/24": ["198.51.100.7"],
  "203.0.113.0/24": ["203.0.113.7"],
  "224.0.0.0/4": ["224.0.0.1", "239.255.255.250"],
  "240.0.0.0/4": ["240.0.0.1", "250.1.2.3"],
  "255.255.255.255/32": ["255.255.255.255"],
  "::/128": ["::"],
  "::1/128": ["::1"],
  "::/96": ["::7f00:1", "::a00:1", "::808:808"],
  "::ffff:0:0/96": ["::ffff:7f00:1", "::ffff:808:808"],
  "::ffff:0:0:0/96": ["::ffff:0:a00:1", "::ffff:0:808:808"],
  "64:ff9b::/96": ["64:ff9b::a00:1", "64:ff9b::7f00:1", "64:ff9b::c0a8:101", "64:ff9b::808:808"],
  "64:ff9b:1::/48": ["64:ff9b:1::a00:1", "64:ff9b:1:ffff::1"],
  "100::/64": ["100::1", "100::ffff:ffff:ffff:ffff"],
  "100:0:0:1::/64": ["100:0:0:1::1"],
  "2001::/23": ["2001:1::1", "2001:3::1", "2001:4:112::1", "2001:10::1", "2001:20::1", "2001:30::1", "2001:1ff::1"],
  "2001::/32": ["2001:0:4136:e378:8000:63bf:3fff:fdd2", "2001::1", "2001:0:a00:1::"],
  "2001:2::/48": ["2001:2::1"],
  "2001:db8::/32": ["2001:db8::1", "2001:db8:ffff::1"],
  "2002::/16": ["2002:a00:1::1", "2002:7f00:1::", "2002:c0a8:101::1", "2002:808:808::1"],
  "2620:4f:8000::/48": ["2620:4f:8000::1"],
  "3fff::/20": ["3fff::1", "3fff:fff::1"],
  "5f00::/16": ["5f00::1"],
  "fc00::/7": ["fc00::1", "fd12:3456::1"],
  "fe80::/10": ["fe80::1", "febf::1"],
  "fec0::/10": ["fec0::1", "feff::1"],
  "ff00::/8": ["ff02::1", "ff0e::1"],
};

/** Addresses outside 2000::/3 that no IANA entry names: refused as not global unicast. */
const OUTSIDE_GLOBAL_UNICAST = ["1::1", "200::1", "4000::1", "8000::1", "e000::1", "64:ff9a::1"];

/** Public addresses, many just beside a special range. */
const PUBLIC = [
  "1.1.1.1",
  "8.8.8.8",
  "93.184.216.34",
  "9.255.255.255",
  "11.0.0.0",
  "100.63.255.255",
  "100.128.0.0",
  "126.255.255.255",
  "128.0.0.0",
  "169.253.255.255",
  "169.255.0.0",
  "172.15.255.255",
  "172.32.0.1",
  "192.0.1.255",
  "192.0.3.0",
  "192.88.98.255",
  "192.88.100.0",
  "192.167.255.255",
  "192.169.0.0",
  "198.17.255.255",
  "198.20.0.0",
  "198.51.99.255",
  "198.51.101.0",
  "203.0.112.255",
  "203.0.114.0",
  "223.255.255.255",
  "2606:4700:4700::1111",
  "2001:4860:4860::8888",
  "2a00:1450:4001:82b::200e",
  "2001:200::1",
  "2001:db7:ffff::1",
  "2001:db9::1",
  "2003::1",
  "2620:4f:7fff::1",
  "2620:4f:8001::1",
  "3fff:1000::1",
];

/** A DNS-over-HTTPS resolver that answers every name with `addresses`. */
const resolverAnswering = (addresses: string[]): typeof fetch =>
  (async (input: RequestInfo | URL) => {
    const type = new URL(String(input)).searchParams.get("type");
    const answer = addresses.filter((a) => (type === "AAAA") === a.includes(":")).map((data) => ({ type: type === "AAAA" ? 28 : 1, data }));
    return Response.json({ Status: 0, Answer: answer });
  }) as typeof fetch;

describe("special-purpose ranges", () => {
  it("the table covers every range the classifier lists", () => {
    expect(Object.keys(TABLE).sort()).toEqual(SPECIAL_RANGES.map(([cidr]) => cidr).sort());
  });

  const cases = Object.entries(TABLE).flatMap(([cidr, samples]) => {
    const net = ipaddr.parseCIDR(cidr);
    const ends =
      net[0].kind() === "ipv4"
        ? [ipaddr.IPv4.networkAddressFromCIDR(cidr), ipaddr.IPv4.broadcastAddressFromCIDR(cidr)]
        : [ipaddr.IPv6.networkAddressFromCIDR(cidr), ipaddr.IPv6.broadcastAddressFromCIDR(cidr)];
    return [...ends.map((a) => a.toString()), ...samples].map((address) => [cidr, address] as const);
  });

  it.each(cases)("%s: %s is refused in every written form, as a URL, a literal and a DNS answer", async (cidr, address) => {
    expect(ipaddr.parse(address).match(ipaddr.parseCIDR(cidr)), "sample lies in its range").toBe(true);
    for (const form of forms(address)) {
      const verdict = classifyAddress(form);
      expect(verdict, form).not.toBeNull();
      expect(verdict!.public, form).toBe(false);
      expect(isPublicAddress(form), form).toBe(false);
      const target = checkTarget(urlOf(form), false);
      expect(target.ok, urlOf(form)).toBe(false);
    }
    const refused = await refuseByResolution(
      "innocent.example.com",
      "https://dns.test/dns-query",
      resolverAnswering(["93.184.216.34", address]),
    );
    expect(refused, `DNS answer ${address}`).toContain(ipaddr.parse(address).toString());
  });

  it.each(OUTSIDE_GLOBAL_UNICAST)("%s (outside 2000::/3) is refused", (address) => {
    for (const form of forms(address)) {
      expect(classifyAddress(form)?.public, form).toBe(false);
      expect(checkTarget(urlOf(form), false).ok, form).toBe(false);
    }
    expect(classifyAddress(address)).toMatchObject({ range: expect.stringContaining("2000::/3") });
  });

  it.each(PUBLIC)("%s passes in every written form, as a URL, a literal and a DNS answer", async (address) => {
    for (const form of forms(address)) {
      expect(classifyAddress(form), form).toEqual({ public: true, address: ipaddr.parse(address).toString() });
      const target = checkTarget(urlOf(form), false);
      expect(target.ok, `${urlOf(form)} ${JSON.stringify(target)}`).toBe(true);
    }
    expect(await refuseByResolution("fine.example.com", "https://dns.test/dns-query", resolverAnswering([address]))).toBeNull();
  });
});

describe("written forms", () => {
  it("reads every IPv4 spelling as the same address", () => {
    for (const form of v4Forms("127.0.0.1")) expect(readAddress(form)?.toString(), form).toBe("127.0.0.1");
    expect(readAddress("2130706433")?.toString()).toBe("127.0.0.1");
    expect(readAddress("0x7f.1")?.toString()).toBe("127.0.0.1");
    expect(readAddress("0177.0.0.1")?.toString()).toBe("127.0.0.1");
    expect(readAddress("127.1")?.toString()).toBe("127.0.0.1");
    expect(readAddress("0x7F000001")?.toString()).toBe("127.0.0.1");
  });

  it("is not fooled by names or malformed literals", () => {
    for (const name of [
      "example.com",
      "127.0.0.1.nip.io",
      "0x7f.example",
      "localhost",
      "256.0.0.1",
      "1.2.3.4.5",
      "1::2::3",
      "08.0.0.1",
      "::g",
    ]) {
      expect(readAddress(name), name).toBeNull();
    }
  });

  it("refuses IPv4-mapped addresses whatever IPv4 address they carry, in dotted and hex forms", () => {
    for (const v4 of ["127.0.0.1", "10.0.0.1", "192.168.0.1", "8.8.8.8"]) {
      for (const form of mappedForms(v4)) {
        const verdict = classifyAddress(form);
        expect(verdict?.public, form).toBe(false);
        expect(checkTarget(urlOf(form), false).ok, form).toBe(false);
      }
    }
  });

  it("names the IPv4 address a transition address carries, and refuses it even when that address is public", () => {
    expect(classifyAddress("2002:7f00:1::")).toMatchObject({
      public: false,
      range: "6to4",
      reason: expect.stringContaining("carrying 127.0.0.1"),
    });
    expect(classifyAddress("2002:808:808::1")).toMatchObject({
      public: false,
      range: "6to4",
      reason: expect.stringContaining("carrying 8.8.8.8"),
    });
    expect(classifyAddress("64:ff9b::10.0.0.1")).toMatchObject({
      public: false,
      range: "NAT64",
      reason: expect.stringContaining("carrying 10.0.0.1"),
    });
    expect(classifyAddress("64:ff9b::8.8.8.8")).toMatchObject({
      public: false,
      range: "NAT64",
      reason: expect.stringContaining("carrying 8.8.8.8"),
    });
    // Teredo stores the client's IPv4 address inverted: ~c000:0201 is 3fff:fdfe.
    expect(classifyAddress("2001:0:4136:e378:8000:63bf:3fff:fdfe")).toMatchObject({
      public: false,
      range: "Teredo",
      reason: expect.stringContaining("carrying 192.0.2.1"),
    });
    expect(classifyAddress("::ffff:192.168.0.1")).toMatchObject({
      public: false,
      range: "IPv4-mapped",
      reason: expect.stringContaining("carrying 192.168.0.1"),
    });
  });

  it("refuses a scoped address (zone id), even on a public address", () => {
    for (const form of ["fe80::1%eth0", "fe80::1%1", "FE80::1%ETH0", "2606:4700:4700::1111%eth0", "[fe80::1%eth0]"]) {
      expect(classifyAddress(form)?.public, form).toBe(false);
    }
    // A zone id cannot be written in a URL's host at all (WHATWG URL), percent-encoded or not.
    expect(checkTarget("http://[fe80::1%25eth0]/", false).ok).toBe(false);
  });
});

describe("DNS answers", () => {
  it("refuses a name when any one of its addresses is not public, and names that address", async () => {
    const answer = (addresses: string[]) =>
      refuseByResolution("mixed.example.com", "https://dns.test/dns-query", resolverAnswering(addresses));
    expect(await answer(["93.184.216.34", "2606:2800:220:1:248:1893:25c8:1946"])).toBeNull();
    expect(await answer(["93.184.216.34", "2002:a00:1::1"])).toMatch(/2002:a00:1::1.*6to4.*10\.0\.0\.1/);
    expect(await answer(["93.184.216.34", "64:ff9b::a00:1"])).toMatch(/NAT64/);
    expect(await answer(["198.18.0.1"])).toMatch(/benchmarking/);
    expect(await answer(["not-an-address"])).toMatch(/not an address/);
  });

  it("falls back to judging the name alone when the resolver cannot answer", async () => {
    const down = (async () => new Response("no", { status: 502 })) as unknown as typeof fetch;
    expect(await refuseByResolution("fine.example.com", "https://dns.test/dns-query", down)).toBeNull();
  });
});
