import { describe, expect, it } from "vitest";
import { isPublicAddress, refusedRangeOf } from "./addresses.js";

/** Issue #29.2: every notation of a non-public address, each refused under its range's name. */
const REFUSED: [string, string][] = [
  // IPv4
  ["127.0.0.1", "loopback"],
  ["127.255.255.254", "loopback"],
  ["10.0.0.5", "private"],
  ["172.16.0.1", "private"],
  ["172.31.255.255", "private"],
  ["192.168.1.1", "private"],
  ["169.254.169.254", "link-local"],
  ["100.64.0.1", "carrier-grade NAT"],
  ["100.127.255.255", "carrier-grade NAT"],
  ["0.0.0.0", "unspecified"],
  ["0.1.2.3", "unspecified"],
  ["255.255.255.255", "broadcast"],
  ["224.0.0.1", "multicast"],
  ["239.255.255.250", "multicast"],
  ["240.0.0.1", "reserved"],
  ["192.0.0.8", "reserved"],
  ["192.0.2.1", "reserved"],
  ["198.51.100.7", "reserved"],
  ["203.0.113.9", "reserved"],
  ["198.18.0.1", "benchmarking"],
  ["198.19.255.255", "benchmarking"],
  // IPv6
  ["::1", "loopback"],
  ["0:0:0:0:0:0:0:1", "loopback"],
  ["::", "unspecified"],
  ["fe80::1", "link-local"],
  ["fe80::1%eth0", "link-local"],
  ["febf::1", "link-local"],
  ["fc00::1", "unique local"],
  ["fd12:3456:789a::1", "unique local"],
  ["ff02::1", "multicast"],
  ["fec0::1", "site-local"],
  ["100::1", "discard-only"],
  ["2001:db8::1", "reserved"],
  ["2001:2::1", "benchmarking"],
  ["3fff::1", "reserved"],
  ["4000::1", "reserved"],
  // IPv4-mapped, in every spelling
  ["::ffff:127.0.0.1", "IPv4-mapped loopback"],
  ["::ffff:7f00:1", "IPv4-mapped loopback"],
  ["::FFFF:7F00:1", "IPv4-mapped loopback"],
  ["0:0:0:0:0:ffff:7f00:1", "IPv4-mapped loopback"],
  ["0000:0000:0000:0000:0000:ffff:7f00:0001", "IPv4-mapped loopback"],
  ["::ffff:10.0.0.1", "IPv4-mapped private"],
  ["::ffff:a00:1", "IPv4-mapped private"],
  ["::ffff:a9fe:a9fe", "IPv4-mapped link-local"],
  ["::ffff:6440:1", "IPv4-mapped carrier-grade NAT"],
  ["::ffff:c612:1", "IPv4-mapped benchmarking"],
  ["::ffff:0:0", "IPv4-mapped unspecified"],
  // IPv4-translated (RFC 6145)
  ["::ffff:0:127.0.0.1", "IPv4-translated loopback"],
  // IPv4-compatible
  ["::127.0.0.1", "IPv4-compatible loopback"],
  ["::7f00:1", "IPv4-compatible loopback"],
  ["0:0:0:0:0:0:7f00:1", "IPv4-compatible loopback"],
  ["::10.1.2.3", "IPv4-compatible private"],
  ["::a9fe:a9fe", "IPv4-compatible link-local"],
  // NAT64
  ["64:ff9b::127.0.0.1", "NAT64 loopback"],
  ["64:ff9b::7f00:1", "NAT64 loopback"],
  ["64:ff9b::a9fe:a9fe", "NAT64 link-local"],
  ["64:ff9b::c0a8:101", "NAT64 private"],
  ["64:ff9b:1::1", "local-use NAT64"],
  ["64:ff9b:1::808:808", "local-use NAT64"],
  // 6to4
  ["2002:7f00:1::1", "6to4 loopback"],
  ["2002:c0a8:101::1", "6to4 private"],
  ["2002:a9fe:a9fe::", "6to4 link-local"],
  ["2002:6440:1::1", "6to4 carrier-grade NAT"],
  // Teredo: the server (plain) or the client (bits inverted)
  ["2001:0:7f00:1::1", "Teredo loopback"],
  ["2001:0:808:808:0:0:80ff:fffe", "Teredo loopback"],
  ["2001:0:808:808:0:0:f5ff:fffa", "Teredo private"],
];

const PUBLIC = [
  "93.184.216.34",
  "8.8.8.8",
  "1.1.1.1",
  "100.63.255.255",
  "100.128.0.0",
  "172.15.255.255",
  "172.32.0.0",
  "198.17.255.255",
  "198.20.0.0",
  "223.255.255.254",
  "2606:4700:4700::1111",
  "2a00:1450:4001:830::200e",
  "::ffff:8.8.8.8",
  "::ffff:808:808",
  "64:ff9b::808:808",
  "2002:808:808::1",
  "2001:0:808:808:0:0:f7f7:fbfb",
];

describe("refusedRangeOf", () => {
  it.each(REFUSED)("refuses %s (%s)", (address, range) => {
    expect(refusedRangeOf(address)).toBe(range);
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(PUBLIC)("lets %s through", (address) => {
    expect(refusedRangeOf(address)).toBeUndefined();
    expect(isPublicAddress(address)).toBe(true);
  });

  it("accepts an address in brackets as a URL writes it", () => {
    expect(refusedRangeOf("[::ffff:7f00:1]")).toBe("IPv4-mapped loopback");
    expect(refusedRangeOf("[2606:4700:4700::1111]")).toBeUndefined();
  });

  it("refuses what is not an IP address rather than guessing", () => {
    for (const text of [
      "localhost",
      "example.com",
      "",
      "127.1",
      "0x7f000001",
      "2130706433",
      "0177.0.0.1",
      "1.2.3.4.5",
    ]) {
      expect(refusedRangeOf(text), text).toBe("not an IP address");
    }
  });
});
