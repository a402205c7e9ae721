import { describe, expect, it, vi } from "vitest";
import { useTestApp } from "../../test/use-test-app.js";
import { signUpUser } from "../../test/factories.js";
import { createRefusedKeyLog, keyPrefixOf } from "./refusal-log.js";

/** Issue #29.7: "a bad API key is logged at error level on every request" → warn, rate-limited. */
const t = useTestApp();

const withKey = (key: string) =>
  t.app.inject({ method: "GET", url: "/api/me", headers: { authorization: `Bearer ${key}` } });

describe("a refused API key in the log", () => {
  it("is a warning, once a minute per key, never an error", async () => {
    const error = vi.spyOn(t.app.log, "error");
    const warn = vi.spyOn(t.app.log, "warn");
    for (let i = 0; i < 20; i += 1) expect((await withKey("plc_Revoked0000000000000000")).statusCode).toBe(401);
    // A real key, revoked: the same.
    const owner = await signUpUser(t.app);
    const made = await t.app.inject({
      method: "POST",
      url: "/api/account/api-keys",
      headers: { cookie: owner.cookie },
      payload: { name: "Old script", access: "read" },
    });
    const { key, apiKey } = made.json() as { key: string; apiKey: { id: string } };
    const revoked = await t.app.inject({
      method: "DELETE",
      url: `/api/account/api-keys/${apiKey.id}`,
      headers: { cookie: owner.cookie },
    });
    expect(revoked.statusCode).toBe(204);
    for (let i = 0; i < 5; i += 1) expect((await withKey(key)).statusCode).toBe(401);

    expect(error).not.toHaveBeenCalled();
    const lines = warn.mock.calls.filter(([, message]) => message === "Refused an API key");
    expect(lines.map(([fields]) => (fields as { keyPrefix: string }).keyPrefix)).toEqual([
      "plc_Revo",
      keyPrefixOf(key),
    ]);
    expect(lines[1]?.[0]).toMatchObject({ alsoRefusedSinceLastLine: 19 });
    // The key itself never reaches the log.
    expect(JSON.stringify(warn.mock.calls)).not.toContain(key);
    error.mockRestore();
    warn.mockRestore();
  });
});

describe("createRefusedKeyLog", () => {
  it("writes one line per key prefix a window, at most maxLines a window, counting what it left out", () => {
    const lines: unknown[] = [];
    let clock = 0;
    const log = createRefusedKeyLog({ warn: (fields: unknown) => void lines.push(fields) } as never, {
      windowMs: 60_000,
      maxLines: 3,
      now: () => clock,
    });
    log("plc_AAAA-rest", "INVALID_API_KEY");
    log("plc_AAAA-rest", "INVALID_API_KEY");
    // A caller trying random keys: three lines in the window, then nothing.
    for (let i = 0; i < 100; i += 1) log(`plc_${String(i).padStart(4, "0")}x`, "INVALID_API_KEY");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatchObject({ keyPrefix: "plc_0000", alsoRefusedSinceLastLine: 1 });
    clock += 60_000;
    log("plc_AAAA-rest", "KEY_EXPIRED");
    expect(lines).toHaveLength(4);
    expect(lines[3]).toMatchObject({ keyPrefix: "plc_AAAA", reason: "KEY_EXPIRED", alsoRefusedSinceLastLine: 98 });
    expect(keyPrefixOf('plc_"\n<x>')).toBe("plc_???x");
  });
});
