import { text } from "@placard/shared/messages";
import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { isIP, type LookupFunction } from "node:net";
import { refusedRangeOf } from "./addresses.js";

/** Resolves a host name to every address it has (dns.lookup, as connections do). */
export type Resolver = (hostname: string) => Promise<LookupAddress[]>;

export const systemResolver: Resolver = (hostname) =>
  new Promise((resolve, reject) =>
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses),
    ),
  );

/**
 * What the outbound client may reach. Built by code only — from the operator's
 * VERIFICATION_ALLOW_PRIVATE_HOSTS, or by this module's own tests — never from a request.
 */
export interface OutboundPolicy {
  /** Private, loopback and other non-public addresses allowed (tests, intranets: an operator's choice). */
  readonly allowPrivate: boolean;
  /** Addresses treated as public although they are not: the client's own tests, which only have loopback. */
  readonly exemptAddresses?: readonly string[];
  /** Name resolution (the system's by default); tests stand in a DNS that answers what they need. */
  readonly resolve?: Resolver;
}

/** A request refused before any connection was made: the reason is safe to show the user. */
export class OutboundRefusal extends Error {
  override name = "OutboundRefusal";
}

/** Why this address may not be reached under the policy, or undefined. */
export function refusalFor(policy: OutboundPolicy, address: string): string | undefined {
  if (policy.allowPrivate) return undefined;
  const bare = address.replace(/^\[|\]$/g, "");
  if (policy.exemptAddresses?.includes(bare)) return undefined;
  const range = refusedRangeOf(bare);
  return range ? text("errors.outbound.private_address", { address: bare, range }) : undefined;
}

/** Every address of a host, each checked; throws OutboundRefusal when any one is refused. */
export async function resolveChecked(policy: OutboundPolicy, hostname: string): Promise<LookupAddress[]> {
  const host = hostname.replace(/^\[|\]$/g, "");
  const family = isIP(host);
  const addresses = family
    ? [{ address: host, family }]
    : await (policy.resolve ?? systemResolver)(host).catch(() => {
        throw new OutboundRefusal(text("errors.outbound.does_not_resolve", { host }));
      });
  if (addresses.length === 0) throw new OutboundRefusal(text("errors.outbound.does_not_resolve", { host }));
  for (const entry of addresses) {
    const why = refusalFor(policy, entry.address);
    if (why) throw new OutboundRefusal(why);
  }
  return addresses;
}

/**
 * The connection's own DNS lookup: resolves, checks every address, and hands the socket
 * exactly the addresses it checked — so a name that resolves elsewhere now than when it
 * was saved (DNS rebinding) cannot reach the internal network.
 */
export function checkedLookup(policy: OutboundPolicy): LookupFunction {
  return (hostname, options, callback) => {
    resolveChecked(policy, hostname).then(
      (addresses) => {
        const wanted = options.family === 4 || options.family === 6 ? options.family : 0;
        const usable = wanted ? addresses.filter((entry) => entry.family === wanted) : addresses;
        if (options.all) {
          (callback as unknown as (error: null, addresses: LookupAddress[]) => void)(null, usable);
          return;
        }
        const first = usable[0];
        if (!first)
          return callback(
            new OutboundRefusal(text("errors.outbound.no_address_family", { host: hostname, family: wanted })),
            "",
            0,
          );
        callback(null, first.address, first.family);
      },
      (error: Error) => callback(error, "", 0),
    );
  };
}
