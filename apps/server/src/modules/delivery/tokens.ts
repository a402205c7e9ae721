import { createHmac, hash, randomBytes, timingSafeEqual } from "node:crypto";

/** How long a served ad's token can count a view or a click. */
export const TOKEN_TTL_SECONDS = 2 * 60 * 60;
/** The client tag of a token issued to a server, not a browser (the PHP and Python snippets). */
export const UNBOUND_CLIENT = "-";

export interface TokenClaims {
  adId: string;
  spaceId: string;
  /** Unix milliseconds. */
  issuedAt: number;
  /** Unix seconds. */
  expiresAt: number;
  /** The tag of the client the token was issued to, or UNBOUND_CLIENT. */
  client: string;
  /** Unique per token (its signature): what counted tokens are remembered by. */
  id: string;
  /** The creative shown (decision 0061): 1 when the token names none (every token before A/B). */
  creative: number;
}

/** How many clients' tags are remembered: a reader's page asks once and beacons a few times. */
const CLIENT_TAGS_REMEMBERED = 10_000;
const LONGEST_REMEMBERED_CLIENT = 512;

/**
 * Signed, expiring tokens for served ads: no database row per decision, and a view or a
 * click counts once per token (decision 0013). `adId.spaceId.issuedAt.nonce.client.signature`,
 * base64url parts; the issue time lets a beacon sent sooner than a second of visibility be
 * refused, the client tag binds the token to the address and User-Agent that received it.
 *
 * The signature is SHA-256 over a key derived from the secret and the payload, cut to 132
 * bits: one hash call, a third of an HMAC's cost on the hot path (decision 0031). The cut
 * hides most of the hash's state, which is what length extension would need. Tokens signed
 * with the HMAC used before are still accepted for their lifetime.
 */
export function createTokenSigner(secret: string) {
  const key = createHmac("sha256", secret).update("placard-delivery-tokens").digest();
  const clientKey = createHmac("sha256", secret).update("placard-delivery-clients").digest();
  const derived = (label: string) => `${createHmac("sha256", secret).update(label).digest("base64url")}.`;
  const prefixKey = derived("placard-delivery-tokens-v2");
  const clientPrefixKey = derived("placard-delivery-clients-v2");
  const addressPrefixKey = derived("placard-delivery-addresses-v2");
  const sign = (payload: string) => hash("sha256", prefixKey + payload, "base64url").slice(0, 22);
  const signBefore = (payload: string) => createHmac("sha256", key).update(payload).digest("base64url").slice(0, 22);
  // Client and address tags: the same one-call keyed hash as signatures (decision 0062), cut
  // to 48 bits. Tags made with the HMAC used before are still recognised (clientTag's `issuedTo`).
  const tagOf = (prefixed: string, text: string) => hash("sha256", prefixed + text, "base64url").slice(0, 8);
  const tagBefore = (client: string) => createHmac("sha256", clientKey).update(client).digest("base64url").slice(0, 8);
  // Unique per process without a random draw per token: a random prefix and a counter.
  const prefix = randomBytes(4).toString("base64url");
  let serial = 0;
  // The decision signs its tokens with one issue time: its base-36 text is made once.
  let issuedAt = { ms: Number.NaN, text: "" };
  const tags = new Map<string, Map<string, string>>();
  let tagsRemembered = 0;
  const addressTags = new Map<string, string>();
  const matches = (given: string, expected: string) =>
    given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));

  return {
    /**
     * A short keyed hash of the client's address and User-Agent: it names a client for
     * binding and limits without storing either (8 base64url characters, 48 bits).
     */
    clientTag(address: string, userAgent: string, issuedTo?: string): string {
      // Remembered per agent, then per address: a lookup builds no key.
      let ofAgent = tags.get(userAgent);
      let tag = ofAgent?.get(address);
      if (tag === undefined) {
        const client = `${address}\n${userAgent}`;
        tag = tagOf(clientPrefixKey, client);
        if (tagsRemembered >= CLIENT_TAGS_REMEMBERED) {
          tags.clear();
          tagsRemembered = 0;
          ofAgent = undefined;
        }
        if (client.length <= LONGEST_REMEMBERED_CLIENT) {
          if (!ofAgent) tags.set(userAgent, (ofAgent = new Map()));
          ofAgent.set(address, tag);
          tagsRemembered++;
        }
      }
      // `issuedTo`: the tag in the token being counted. One made with the HMAC of before
      // (a page served before an upgrade, for the token's two hours) still names this client.
      if (
        issuedTo !== undefined &&
        issuedTo !== tag &&
        issuedTo.length === 8 &&
        tagBefore(`${address}\n${userAgent}`) === issuedTo
      ) {
        return issuedTo;
      }
      return tag;
    },
    /** The same kind of keyed hash of the address alone: it keys the per-address ceiling (decision 0048). */
    addressTag(address: string): string {
      let tag = addressTags.get(address);
      if (tag === undefined) {
        tag = tagOf(addressPrefixKey, address);
        if (addressTags.size >= CLIENT_TAGS_REMEMBERED) addressTags.clear();
        if (address.length <= LONGEST_REMEMBERED_CLIENT) addressTags.set(address, tag);
      }
      return tag;
    },
    /** `creative` (decision 0061) is signed as a sixth part, left out for creative 1: those tokens stay as they were. */
    issue(adId: string, spaceId: string, client: string, now = Date.now(), creative = 1): string {
      serial = serial < Number.MAX_SAFE_INTEGER ? serial + 1 : 1;
      if (issuedAt.ms !== now) issuedAt = { ms: now, text: now.toString(36) };
      const payload = `${adId}.${spaceId}.${issuedAt.text}.${prefix}${serial.toString(36)}.${client}${creative === 1 ? "" : `.${creative}`}`;
      return `${payload}.${sign(payload)}`;
    },
    /** The claims of an authentic token; an expired one only with `allowExpired` (to still redirect a click). */
    verify(token: unknown, now = Date.now(), options: { allowExpired?: boolean } = {}): TokenClaims | null {
      if (typeof token !== "string" || token.length > 300) return null;
      const cut = token.lastIndexOf(".");
      if (cut < 0) return null;
      const payload = token.slice(0, cut);
      const id = token.slice(cut + 1);
      if (!matches(id, sign(payload)) && !matches(id, signBefore(payload))) return null;
      const [adId, spaceId, issued, , client, shown] = payload.split(".");
      const issuedAt = Number.parseInt(issued ?? "", 36);
      const creative = shown === undefined ? 1 : Number(shown);
      if (!adId || !spaceId || !client || !Number.isFinite(issuedAt) || !(creative >= 1 && creative <= 3)) return null;
      const expiresAt = Math.floor(issuedAt / 1000) + TOKEN_TTL_SECONDS;
      if (expiresAt * 1000 < now && !options.allowExpired) return null;
      return { adId, spaceId, issuedAt, expiresAt, client, id, creative };
    },
  };
}

export type TokenSigner = ReturnType<typeof createTokenSigner>;
