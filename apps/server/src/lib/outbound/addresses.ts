import { text } from "@placard/shared/messages";
import ipaddr from "ipaddr.js";

/**
 * Which addresses a server-side request to a user-given URL may reach (issue #29.2,
 * decision 0042): only public unicast. Ranges come from ipaddr.js (IANA's special-purpose
 * registries); what it names but cannot judge alone — IPv6 forms that carry an IPv4
 * address — is judged by the IPv4 address they carry.
 */

/**
 * The ranges' names are shared messages (decision 0064): a refusal that names one reaches its
 * reader in their language, the name included.
 */
const RESERVED = text("errors.outbound.range.reserved");

/** IPv4: everything ipaddr.js names other than plain unicast is refused, under its own name. */
const V4_NAMES: Record<string, string> = {
  unspecified: text("errors.outbound.range.unspecified"),
  broadcast: text("errors.outbound.range.broadcast"),
  multicast: text("errors.outbound.range.multicast"),
  linkLocal: text("errors.outbound.range.link_local"),
  loopback: text("errors.outbound.range.loopback"),
  carrierGradeNat: text("errors.outbound.range.carrier_grade_nat"),
  private: text("errors.outbound.range.private"),
  as112: text("errors.outbound.range.as112"),
  amt: text("errors.outbound.range.amt"),
};

/** 198.18.0.0/15 is inside ipaddr.js's "reserved"; named apart because people look for it. */
const BENCHMARKING_V4 = ipaddr.parseCIDR("198.18.0.0/15");

function refuseV4(address: ipaddr.IPv4): string | undefined {
  if (address.match(BENCHMARKING_V4)) return text("errors.outbound.range.benchmarking");
  const range = address.range();
  if (range === "unicast") return undefined;
  return V4_NAMES[range] ?? RESERVED;
}

const v4FromParts = (high: number, low: number) => new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);

const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR("2000::/3");
const NAT64_WELL_KNOWN = ipaddr.parseCIDR("64:ff9b::/96");

const V6_NAMES: Record<string, string> = {
  unspecified: text("errors.outbound.range.unspecified"),
  linkLocal: text("errors.outbound.range.link_local"),
  multicast: text("errors.outbound.range.multicast"),
  loopback: text("errors.outbound.range.loopback"),
  uniqueLocal: text("errors.outbound.range.unique_local"),
  deprecatedSiteLocal: text("errors.outbound.range.site_local"),
  discard: text("errors.outbound.range.discard_only"),
  benchmarking: text("errors.outbound.range.benchmarking"),
  amt: text("errors.outbound.range.amt"),
  as112v6: text("errors.outbound.range.as112"),
  deprecatedOrchid: text("errors.outbound.range.orchid"),
  orchid2: text("errors.outbound.range.orchid2"),
  droneRemoteIdProtocolEntityTags: text("errors.outbound.range.drip"),
  segmentRouting: text("errors.outbound.range.segment_routing"),
  reserved: RESERVED,
};

/** How a refused range reads when an IPv6 address carries the IPv4 one: "IPv4-mapped loopback". */
const CARRIED = {
  mapped: (range: string) => text("errors.outbound.carried.ipv4_mapped", { range }),
  translated: (range: string) => text("errors.outbound.carried.ipv4_translated", { range }),
  compatible: (range: string) => text("errors.outbound.carried.ipv4_compatible", { range }),
  nat64: (range: string) => text("errors.outbound.carried.nat64", { range }),
  sixToFour: (range: string) => text("errors.outbound.carried.6to4", { range }),
  teredo: (range: string) => text("errors.outbound.carried.teredo", { range }),
};

/** The IPv4 addresses an IPv6 address carries (and the form it carries them in), if any. */
function embeddedV4(address: ipaddr.IPv6): { form: (range: string) => string; addresses: ipaddr.IPv4[] } | undefined {
  const p = address.parts;
  const range = address.range();
  if (range === "ipv4Mapped") return { form: CARRIED.mapped, addresses: [address.toIPv4Address()] };
  // ::ffff:0:a.b.c.d (RFC 6145, IPv4-translated).
  if (range === "rfc6145") return { form: CARRIED.translated, addresses: [v4FromParts(p[6] ?? 0, p[7] ?? 0)] };
  // ::a.b.c.d (IPv4-compatible, deprecated by RFC 4291); :: and ::1 are judged as themselves.
  if (p.slice(0, 6).every((part) => part === 0) && (p[6] !== 0 || (p[7] ?? 0) > 1)) {
    return { form: CARRIED.compatible, addresses: [v4FromParts(p[6] ?? 0, p[7] ?? 0)] };
  }
  // 64:ff9b::/96 (RFC 6052, NAT64): the last 32 bits.
  if (address.match(NAT64_WELL_KNOWN)) return { form: CARRIED.nat64, addresses: [v4FromParts(p[6] ?? 0, p[7] ?? 0)] };
  // 2002:AABB:CCDD::/48 (6to4, RFC 3056).
  if (range === "6to4") return { form: CARRIED.sixToFour, addresses: [v4FromParts(p[1] ?? 0, p[2] ?? 0)] };
  // 2001:0:SSSS:SSSS:flags:port:CCCC:CCCC (Teredo, RFC 4380): the server, and the client
  // with its bits inverted.
  if (range === "teredo") {
    return {
      form: CARRIED.teredo,
      addresses: [v4FromParts(p[2] ?? 0, p[3] ?? 0), v4FromParts(~(p[6] ?? 0) & 0xffff, ~(p[7] ?? 0) & 0xffff)],
    };
  }
  return undefined;
}

function refuseV6(address: ipaddr.IPv6): string | undefined {
  const carried = embeddedV4(address);
  if (carried) {
    for (const v4 of carried.addresses) {
      const why = refuseV4(v4);
      if (why) return carried.form(why);
    }
    return undefined;
  }
  const range = address.range();
  // 64:ff9b:1::/48 (RFC 8215): local-use NAT64, by definition not global.
  if (range === "rfc6052") return text("errors.outbound.range.local_nat64");
  if (range !== "unicast") return V6_NAMES[range] ?? RESERVED;
  // Outside 2000::/3 nothing is assigned for global unicast.
  return address.match(GLOBAL_UNICAST_V6) ? undefined : RESERVED;
}

/**
 * Why a request may not go to this IP address (the name of its range: "loopback",
 * "IPv4-mapped private", …), or undefined for a public unicast address. Anything that is
 * not an IP address at all is refused.
 */
export function refusedRangeOf(address: string): string | undefined {
  const bare = address.replace(/^\[|\]$/g, "");
  const parsed = bare.includes(":") ? parseV6(bare) : parseV4(bare);
  if (!parsed) return text("errors.outbound.range.not_an_address");
  return parsed.kind() === "ipv4" ? refuseV4(parsed as ipaddr.IPv4) : refuseV6(parsed as ipaddr.IPv6);
}

/**
 * Only the four-part dotted form (what DNS and the URL parser give): "127.1", "0x7f000001"
 * and friends were written out by the URL parser already, and are refused here, not guessed at.
 */
const parseV4 = (text: string) => (ipaddr.IPv4.isValidFourPartDecimal(text) ? ipaddr.IPv4.parse(text) : undefined);

/**
 * Read as the URL parser reads it (ipaddr.js takes "::a.b.c.d" for "::ffff:a.b.c.d"); the
 * zone of a link-local address ("%eth0") changes nothing about its range.
 */
function parseV6(text: string): ipaddr.IPv6 | undefined {
  try {
    const canonical = new URL(`http://[${text.replace(/%.*$/, "")}]/`).hostname.slice(1, -1);
    return ipaddr.IPv6.parse(canonical);
  } catch {
    return undefined;
  }
}

export const isPublicAddress = (address: string) => refusedRangeOf(address) === undefined;
