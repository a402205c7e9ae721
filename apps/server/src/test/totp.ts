import { createHmac } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { cookieHeader } from "./app.js";
import { signUpUser, type TestUser } from "./factories.js";

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

function base32Decode(text: string): Buffer {
  let bits = "";
  for (const char of text.replace(/=+$/, "").toUpperCase()) {
    const value = BASE32.indexOf(char);
    if (value < 0) throw new Error(`not base32: ${char}`);
    bits += value.toString(2).padStart(5, "0");
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => parseInt(byte, 2)));
}

/** The current 6-digit code of an otpauth:// URI's secret (RFC 6238: SHA-1, 30 s), as an authenticator app shows it. */
export function totpCode(totpUri: string, at = Date.now()): string {
  const secret = new URL(totpUri).searchParams.get("secret");
  if (!secret) throw new Error("the TOTP URI has no secret");
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30)));
  const digest = createHmac("sha1", base32Decode(secret)).update(counter).digest();
  const offset = (digest.at(-1) ?? 0) & 0x0f;
  const value = (digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(value).padStart(6, "0");
}

export interface TwoFactorUser extends TestUser {
  totpUri: string;
  backupCodes: string[];
}

/**
 * Turns two-factor authentication on for `user` through the real endpoints (enable, then
 * the first code) and returns the new session, which passed the second factor.
 */
export async function enableTwoFactor(app: FastifyInstance, user: TestUser): Promise<TwoFactorUser> {
  const enabled = await app.inject({
    method: "POST",
    url: "/api/auth/two-factor/enable",
    headers: { cookie: user.cookie },
    payload: { password: user.password },
  });
  if (enabled.statusCode !== 200) throw new Error(`2FA enable failed: ${enabled.statusCode} ${enabled.body}`);
  const { totpURI, backupCodes } = enabled.json() as { totpURI: string; backupCodes: string[] };
  const verified = await app.inject({
    method: "POST",
    url: "/api/auth/two-factor/verify-totp",
    headers: { cookie: user.cookie },
    payload: { code: totpCode(totpURI) },
  });
  if (verified.statusCode !== 200) throw new Error(`2FA verify failed: ${verified.statusCode} ${verified.body}`);
  return { ...user, cookie: cookieHeader(verified), totpUri: totpURI, backupCodes };
}

/** An operator (its email must be in the app's ADMIN_EMAILS) with 2FA on, in a session that passed it. */
export async function signUpOperator(app: FastifyInstance, email: string): Promise<TwoFactorUser> {
  return enableTwoFactor(app, await signUpUser(app, { email }));
}
