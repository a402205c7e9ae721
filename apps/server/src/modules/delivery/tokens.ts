import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** How long a served ad's token can count a view or a click. */
export const TOKEN_TTL_SECONDS = 2 * 60 * 60;

export interface TokenClaims {
  adId: string;
  spaceId: string;
  /** Unix seconds. */
  expiresAt: number;
}

/**
 * Signed, expiring tokens for served ads: no database row per decision, and a view or a
 * click counts once per token. `adId.spaceId.expiry.nonce.signature`, base64url parts.
 */
export function createTokenSigner(secret: string) {
  const key = createHmac("sha256", secret).update("placard-delivery-tokens").digest();
  const sign = (payload: string) => createHmac("sha256", key).update(payload).digest("base64url").slice(0, 22);
  // Unique per process without a random draw per token: a random prefix and a counter.
  const prefix = randomBytes(4).toString("base64url");
  let serial = 0;

  return {
    issue(adId: string, spaceId: string, now = Date.now()): string {
      const expiresAt = Math.floor(now / 1000) + TOKEN_TTL_SECONDS;
      serial = (serial + 1) % Number.MAX_SAFE_INTEGER;
      const payload = `${adId}.${spaceId}.${expiresAt.toString(36)}.${prefix}${serial.toString(36)}`;
      return `${payload}.${sign(payload)}`;
    },
    /** The claims of an authentic token; an expired one only with `allowExpired` (to still redirect a click). */
    verify(token: unknown, now = Date.now(), options: { allowExpired?: boolean } = {}): TokenClaims | null {
      if (typeof token !== "string" || token.length > 300) return null;
      const cut = token.lastIndexOf(".");
      if (cut < 0) return null;
      const payload = token.slice(0, cut);
      const given = Buffer.from(token.slice(cut + 1));
      const expected = Buffer.from(sign(payload));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const [adId, spaceId, expiry] = payload.split(".");
      const expiresAt = Number.parseInt(expiry ?? "", 36);
      if (!adId || !spaceId || !Number.isFinite(expiresAt)) return null;
      if (expiresAt * 1000 < now && !options.allowExpired) return null;
      return { adId, spaceId, expiresAt };
    },
  };
}

export type TokenSigner = ReturnType<typeof createTokenSigner>;
