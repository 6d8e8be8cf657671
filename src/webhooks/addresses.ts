// Which IP addresses a webhook may be delivered to: one classifier for the address literal in a
// subscriber's URL (targets.ts) and for every address its host name resolves to (resolve.ts).
//
// Policy: an address is public only if
//   1. ipaddr.js names its range "unicast" (not loopback, private, link-local, multicast,
//      reserved, documentation, benchmarking, CGNAT, 6to4, Teredo, NAT64, IPv4-mapped, …),
//   2. it lies in none of the ranges below, taken from the IANA IPv4 and IPv6 Special-Purpose
//      Address Registries (every entry that is not globally reachable, plus the few reachable
//      ones no webhook receiver lives in: AS112 sinks, AMT, anycast relays). This table is ours,
//      so a change in ipaddr.js's own table cannot silently let a range through, and
//   3. for IPv6, it lies in 2000::/3, the only block IANA allocates global unicast from, and has
//      no zone id (a scoped address means something only on one host's link).
//
// Addresses that embed or translate to an IPv4 address (IPv4-mapped and -compatible, SIIT,
// 6to4, Teredo, NAT64) are refused whatever IPv4 address they carry, rather than judged by it:
// the embedded address is where the packets really go, a subscriber can always write it (or a
// name) directly, and a NAT64 network-specific prefix cannot be recognised from outside at all,
// so judging the embedded address would only look sound. The reason still names what they carry.
import ipaddr from "ipaddr.js";

type Address = ipaddr.IPv4 | ipaddr.IPv6;

export type AddressVerdict =
  | { public: true; address: string }
  /** `why` completes a sentence whose subject is the address; `reason` is that sentence. */
  | { public: false; address: string; range: string; why: string; reason: string };

/** [CIDR, name]: the special-purpose ranges a webhook is never sent to. */
export const SPECIAL_RANGES: readonly (readonly [string, string])[] = [
  // IPv4 (IANA IPv4 Special-Purpose Address Registry, RFC 6890 and successors)
  ["0.0.0.0/8", "this network"],
  ["10.0.0.0/8", "private"],
  ["100.64.0.0/10", "shared address space (CGNAT)"],
  ["127.0.0.0/8", "loopback"],
  ["169.254.0.0/16", "link-local"],
  ["172.16.0.0/12", "private"],
  ["192.0.0.0/24", "IETF protocol assignments"],
  ["192.0.2.0/24", "documentation (TEST-NET-1)"],
  ["192.31.196.0/24", "AS112"],
  ["192.52.193.0/24", "AMT"],
  ["192.88.99.0/24", "6to4 relay anycast"],
  ["192.168.0.0/16", "private"],
  ["192.175.48.0/24", "AS112 direct delegation"],
  ["198.18.0.0/15", "benchmarking"],
  ["198.51.100.0/24", "documentation (TEST-NET-2)"],
  ["203.0.113.0/24", "documentation (TEST-NET-3)"],
  ["224.0.0.0/4", "multicast"],
  ["240.0.0.0/4", "reserved"],
  ["255.255.255.255/32", "limited broadcast"],
  // IPv6 (IANA IPv6 Special-Purpose Address Registry, and the deprecated site-local block)
  ["::/128", "unspecified"],
  ["::1/128", "loopback"],
  ["::/96", "IPv4-compatible"],
  ["::ffff:0:0/96", "IPv4-mapped"],
  ["::ffff:0:0:0/96", "IPv4-translated (SIIT)"],
  ["64:ff9b::/96", "NAT64"],
  ["64:ff9b:1::/48", "local-use NAT64"],
  ["100::/64", "discard-only"],
  ["100:0:0:1::/64", "dummy prefix"],
  ["2001::/23", "IETF protocol assignments"],
  ["2001::/32", "Teredo"],
  ["2001:2::/48", "benchmarking"],
  ["2001:db8::/32", "documentation"],
  ["2002::/16", "6to4"],
  ["2620:4f:8000::/48", "AS112 direct delegation"],
  ["3fff::/20", "documentation"],
  ["5f00::/16", "segment routing (SRv6 SIDs)"],
  ["fc00::/7", "unique local"],
  ["fe80::/10", "link-local"],
  ["fec0::/10", "site-local"],
  ["ff00::/8", "multicast"],
];

const SPECIAL = SPECIAL_RANGES.map(([cidr, name]) => ({ net: ipaddr.parseCIDR(cidr), name }));
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR("2000::/3");

/**
 * The address an IP literal denotes, in any form resolvers accept: dotted, short (127.1),
 * decimal (2130706433), hex (0x7f.1, 0x7f000001), octal (0177.0.0.1), IPv6 compressed or full,
 * with a dotted IPv4 tail, in brackets, with a zone id, in upper case, with a trailing dot.
 * Null when `text` is not an address literal (a host name).
 */
export function readAddress(text: string): Address | null {
  const bare = text
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, "$1")
    .replace(/\.$/, "");
  return ipaddr.isValid(bare) ? ipaddr.parse(bare) : null;
}

/** Whether a webhook may be sent to this address literal; null when it is not one. */
export function classifyAddress(text: string): AddressVerdict | null {
  const address = readAddress(text);
  return address ? classify(address) : null;
}

/** True for an address literal that is public; false for any other address and for names. */
export function isPublicAddress(text: string): boolean {
  return classifyAddress(text)?.public === true;
}

function classify(address: Address): AddressVerdict {
  const shown = address.toString();
  const refuse = (range: string, what = "is not a public address"): AddressVerdict => {
    const carried = carriedIPv4(address, range);
    const why = `${what} (${range}${carried ? `, carrying ${carried}` : ""})`;
    return { public: false, address: shown, range, why, reason: `${shown} ${why}` };
  };
  if (address.kind() === "ipv6" && (address as ipaddr.IPv6).zoneId)
    return refuse("scoped", "has a zone id, so it names an address on one host's link only");
  const special = mostSpecific(address);
  if (special) return refuse(special);
  // ipaddr.js's range names are not all in its type declarations, hence the string.
  const range: string = address.range();
  if (range !== "unicast") return refuse(range);
  if (address.kind() === "ipv6" && !address.match(GLOBAL_UNICAST_V6)) return refuse("outside 2000::/3, the global unicast space");
  return { public: true, address: shown };
}

/** The name of the longest special range holding the address, if any. */
function mostSpecific(address: Address): string | null {
  let best: { name: string; bits: number } | null = null;
  for (const { net, name } of SPECIAL) {
    if (net[0].kind() !== address.kind() || !address.match(net)) continue;
    if (!best || net[1] > best.bits) best = { name, bits: net[1] };
  }
  return best?.name ?? null;
}

/** The IPv4 address an IPv6 transition address carries, for the refusal's reason. */
function carriedIPv4(address: Address, range: string): string | null {
  if (address.kind() !== "ipv6") return null;
  const p = (address as ipaddr.IPv6).parts;
  const v4 = (hi: number, lo: number) => [hi >> 8, hi & 255, lo >> 8, lo & 255].join(".");
  switch (range) {
    case "IPv4-compatible":
    case "IPv4-mapped":
    case "IPv4-translated (SIIT)":
    case "NAT64":
      return v4(p[6]!, p[7]!);
    case "6to4":
      return v4(p[1]!, p[2]!);
    case "Teredo":
      // The client's address, stored inverted (RFC 4380 §4).
      return v4(~p[6]! & 0xffff, ~p[7]! & 0xffff);
    default:
      return null;
  }
}
