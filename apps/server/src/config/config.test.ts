import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { configSchema, parseConfig } from "./config.js";

describe("parseConfig", () => {
  it("applies the documented defaults on an empty environment", () => {
    const result = parseConfig({});
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.config.PORT).toBe(3000);
    expect(result.config.DATA_DIR).toBe("./data");
    expect(result.config.DATABASE_URL).toBeUndefined();
    expect(result.config.publicUrl).toBe("http://localhost:3000");
    expect(result.config.isSecure).toBe(false);
  });

  it("names PORT when it is not a number", () => {
    const result = parseConfig({ PORT: "abc" });
    expect(result).toEqual({ ok: false, message: expect.stringContaining("PORT") });
    if (!result.ok) expect(result.message).toContain('(got "abc")');
  });

  it("names every bad key at once", () => {
    const result = parseConfig({ PORT: "70000", DATABASE_URL: "mysql://x", LOG_LEVEL: "loud", TRUST_PROXY: "maybe" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    for (const key of ["PORT", "DATABASE_URL", "LOG_LEVEL", "TRUST_PROXY"]) expect(result.message).toContain(`${key}:`);
  });

  it("requires social sign-in keys in pairs", () => {
    const result = parseConfig({ GOOGLE_CLIENT_ID: "id-only" });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toContain("GOOGLE_CLIENT_SECRET");
  });

  it("needs Flutterwave's key and webhook hash only when it is the provider", () => {
    const result = parseConfig({ PAYMENT_PROVIDER: "flutterwave", EARNINGS_HOLD_DAYS: "-1" });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      for (const key of ["FLUTTERWAVE_SECRET_KEY", "FLUTTERWAVE_WEBHOOK_HASH", "EARNINGS_HOLD_DAYS"]) {
        expect(result.message).toContain(`${key}:`);
      }
    }
    const sandbox = parseConfig({});
    expect(sandbox.ok && sandbox.config).toMatchObject({
      PAYMENT_PROVIDER: "sandbox",
      PLATFORM_FEE_PERCENT: 0,
      EARNINGS_HOLD_DAYS: 30,
    });
  });

  it("switches S3 media on by S3_BUCKET, and needs its keys in pairs", () => {
    const partial = parseConfig({ S3_ENDPOINT: "http://127.0.0.1:9000", S3_ACCESS_KEY_ID: "key" });
    expect(partial.ok).toBe(false);
    if (!partial.ok) {
      expect(partial.message).toContain("S3_BUCKET: required when S3_ENDPOINT is set");
      expect(partial.message).toContain("S3_SECRET_ACCESS_KEY: set both");
    }
    const full = parseConfig({ S3_BUCKET: "media", S3_ACCESS_KEY_ID: "key", S3_SECRET_ACCESS_KEY: "secret" });
    expect(full.ok && full.config).toMatchObject({ S3_BUCKET: "media", S3_REGION: "us-east-1" });
  });

  it("treats empty values as unset and derives the public URL", () => {
    const result = parseConfig({ PORT: "4100", DATABASE_URL: "", PUBLIC_URL: "https://ads.example.com/" });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.config.DATABASE_URL).toBeUndefined();
    expect(result.config.publicUrl).toBe("https://ads.example.com");
    expect(result.config.isSecure).toBe(true);
  });
});

describe("EMAIL_VERIFICATION", () => {
  const required = (env: Record<string, string>) => {
    const result = parseConfig(env);
    return result.ok ? result.config.emailVerificationRequired : result.message;
  };

  it("is required when the install can send mail, off when it cannot, unless set", () => {
    expect(required({})).toBe(false);
    expect(required({ SMTP_URL: "smtp://mail.example.com:25" })).toBe(true);
    expect(required({ SMTP_URL: "smtp://mail.example.com:25", EMAIL_VERIFICATION: "off" })).toBe(false);
    expect(required({ EMAIL_VERIFICATION: "required" })).toBe(true);
    expect(required({ EMAIL_VERIFICATION: "yes" })).toMatch(/EMAIL_VERIFICATION/);
  });
});

describe(".env.example", () => {
  it("documents every variable the schema reads, and nothing else", () => {
    const text = readFileSync(new URL("../../../../.env.example", import.meta.url), "utf8");
    const documented = [...text.matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]);
    expect(new Set(documented)).toEqual(new Set(Object.keys(configSchema.shape)));
  });
});
