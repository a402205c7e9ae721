import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

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
}

/**
 * Signed, expiring tokens for served ads: no database row per decision, and a view or a
 * click counts once per token (decision 0013). `adId.spaceId.issuedAt.nonce.client.signature`,
 * base64url parts; the issue time lets a beacon sent sooner than a second of visibility be
 * refused, the client tag binds the token to the address and User-Agent that received it.
 */
export function createTokenSigner(secret: string) {
  const key = createHmac("sha256", secret).update("placard-delivery-tokens").digest();
  const clientKey = createHmac("sha256", secret).update("placard-delivery-clients").digest();
  const sign = (payload: string) => createHmac("sha256", key).update(payload).digest("base64url").slice(0, 22);
  // Unique per process without a random draw per token: a random prefix and a counter.
  const prefix = randomBytes(4).toString("base64url");
  let serial = 0;

  return {
    /**
     * A short keyed hash of the client's address and User-Agent: it names a client for
     * binding and limits without storing either (8 base64url characters, 48 bits).
     */
    clientTag(address: string, userAgent: string): string {
      return createHmac("sha256", clientKey).update(`${address}\n${userAgent}`).digest("base64url").slice(0, 8);
    },
    issue(adId: string, spaceId: string, client: string, now = Date.now()): string {
      serial = (serial + 1) % Number.MAX_SAFE_INTEGER;
      const payload = `${adId}.${spaceId}.${now.toString(36)}.${prefix}${serial.toString(36)}.${client}`;
      return `${payload}.${sign(payload)}`;
    },
    /** The claims of an authentic token; an expired one only with `allowExpired` (to still redirect a click). */
    verify(token: unknown, now = Date.now(), options: { allowExpired?: boolean } = {}): TokenClaims | null {
      if (typeof token !== "string" || token.length > 300) return null;
      const cut = token.lastIndexOf(".");
      if (cut < 0) return null;
      const payload = token.slice(0, cut);
      const id = token.slice(cut + 1);
      const given = Buffer.from(id);
      const expected = Buffer.from(sign(payload));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const [adId, spaceId, issued, , client] = payload.split(".");
      const issuedAt = Number.parseInt(issued ?? "", 36);
      if (!adId || !spaceId || !client || !Number.isFinite(issuedAt)) return null;
      const expiresAt = Math.floor(issuedAt / 1000) + TOKEN_TTL_SECONDS;
      if (expiresAt * 1000 < now && !options.allowExpired) return null;
      return { adId, spaceId, issuedAt, expiresAt, client, id };
    },
  };
}

export type TokenSigner = ReturnType<typeof createTokenSigner>;
