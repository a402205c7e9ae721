import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createTokenSigner } from "./tokens.js";

const SECRET = "a-test-secret-a-test-secret-a-test-secret";
const AGENT = "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0";

/** The client tag as it was made before decision 0062 (an HMAC), for tokens served before an upgrade. */
function tagBefore(address: string, userAgent: string) {
  const key = createHmac("sha256", SECRET).update("placard-delivery-clients").digest();
  return createHmac("sha256", key).update(`${address}\n${userAgent}`).digest("base64url").slice(0, 8);
}

describe("delivery tokens", () => {
  it("tokens issued in the same millisecond are distinct and each verifies with its claims", () => {
    const signer = createTokenSigner(SECRET);
    const client = signer.clientTag("81.2.3.4", AGENT);
    const now = Date.now();
    const tokens = [1, 2, 3].map((n) => signer.issue(`ad${n}`, `space${n}`, client, now));
    expect(new Set(tokens).size).toBe(3);
    tokens.forEach((token, index) => {
      const claims = signer.verify(token, now);
      expect(claims).toMatchObject({ adId: `ad${index + 1}`, spaceId: `space${index + 1}`, issuedAt: now, client });
    });
    expect(signer.verify(`${tokens[0]}x`, now)).toBeNull();
  });

  it("a client's tag is the same for the same address and User-Agent, and differs for another", () => {
    const signer = createTokenSigner(SECRET);
    const tag = signer.clientTag("81.2.3.4", AGENT);
    expect(tag).toMatch(/^[\w-]{8}$/);
    expect(createTokenSigner(SECRET).clientTag("81.2.3.4", AGENT)).toBe(tag);
    expect(signer.clientTag("81.2.3.5", AGENT)).not.toBe(tag);
    expect(signer.clientTag("81.2.3.4", `${AGENT} Edge`)).not.toBe(tag);
    expect(signer.addressTag("81.2.3.4")).toMatch(/^[\w-]{8}$/);
    expect(signer.addressTag("81.2.3.4")).not.toBe(signer.addressTag("81.2.3.5"));
  });

  it("a client's tag does not depend on what is remembered: past the 10,000 remembered, and for a long agent", () => {
    const signer = createTokenSigner(SECRET);
    const fresh = () => createTokenSigner(SECRET);
    const tag = signer.clientTag("81.2.3.4", AGENT);
    // More clients than are remembered: the memory is emptied on the way.
    for (let n = 0; n < 10_050; n++) signer.clientTag(`10.0.${n >> 8}.${n & 255}`, AGENT);
    expect(signer.clientTag("81.2.3.4", AGENT)).toBe(tag);
    expect(fresh().clientTag("81.2.3.4", AGENT)).toBe(tag);
    // Same address, another agent; same agent, another address: other tags, each stable.
    const otherAgent = signer.clientTag("81.2.3.4", `${AGENT} Edg/131.0`);
    const otherAddress = signer.clientTag("81.2.3.5", AGENT);
    expect(new Set([tag, otherAgent, otherAddress]).size).toBe(3);
    expect(signer.clientTag("81.2.3.4", `${AGENT} Edg/131.0`)).toBe(otherAgent);
    // An agent too long to remember is tagged all the same, every time.
    const long = "x".repeat(600);
    expect(signer.clientTag("81.2.3.4", long)).toBe(fresh().clientTag("81.2.3.4", long));
    expect(signer.clientTag("81.2.3.4", long)).toBe(signer.clientTag("81.2.3.4", long));
  });

  it("a token served with the tag of before still names its client; another client's old tag does not", () => {
    const signer = createTokenSigner(SECRET);
    const before = tagBefore("81.2.3.4", AGENT);
    expect(before).not.toBe(signer.clientTag("81.2.3.4", AGENT));
    expect(signer.clientTag("81.2.3.4", AGENT, before)).toBe(before);
    expect(signer.clientTag("81.2.3.5", AGENT, before)).not.toBe(before);
    expect(signer.clientTag("81.2.3.4", AGENT, "AAAAAAAA")).toBe(signer.clientTag("81.2.3.4", AGENT));
  });
});
