import { createApiKeySchema } from "@placard/shared/api-keys";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import { AppError } from "../lib/app-error.js";
import { TEST_ORIGIN } from "../test/app.js";
import { useTestApp } from "../test/use-test-app.js";
import { signUpUser } from "../test/factories.js";

/**
 * Issue #33, decision 0064: an error answers in its reader's language — the signed-in person's
 * (users.locale), else the visitor's cookie or Accept-Language — and English, byte for byte as
 * before, when nothing asks otherwise: zod's own messages and Better Auth's refusals included.
 */
const t = useTestApp(
  {},
  {
    extend(app) {
      app
        .withTypeProvider<ZodTypeProvider>()
        .post("/api/test/key", { schema: { body: createApiKeySchema } }, async (request) => request.body);
      app.get("/api/test/crash", async () => {
        throw new Error("boom");
      });
      app.get("/api/test/unknown", async () => {
        throw new AppError("conflict", "A message no catalog has");
      });
    },
  },
);

const badKey = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url: "/api/test/key", payload: { name: "", access: "read" }, headers });

describe("errors in the reader's language", () => {
  it("stays English, byte for byte, when nothing asks for another language", async () => {
    const asks: Record<string, string>[] = [
      {},
      { "accept-language": "en-GB,en;q=0.9" },
      { "accept-language": "de-DE" },
    ];
    for (const headers of asks) {
      const response = await badKey(headers);
      expect(response.statusCode).toBe(400);
      expect(response.headers["content-language"]).toBeUndefined();
      expect(response.body).toBe(
        JSON.stringify({
          error: "validation_failed",
          message: "Some fields are not valid.",
          details: { fields: { name: ["Give the key a name"] } },
        }),
      );
    }
  });

  it("follows Accept-Language, then the public pages' cookie, for a visitor", async () => {
    const french = await badKey({ "accept-language": "fr-RW, fr;q=0.9" });
    expect(french.headers["content-language"]).toBe("fr");
    expect(french.json()).toEqual({
      error: "validation_failed",
      message: "Certains champs ne sont pas valides.",
      details: { fields: { name: ["Donnez un nom à la clé"] } },
    });
    const picked = await badKey({ "accept-language": "fr", cookie: "placard_locale=zh" });
    expect(picked.json().details.fields.name).toEqual(["请为密钥命名"]);
  });

  it("carries a value written into the message over to the translation", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/test/key",
      payload: { name: "x".repeat(61), access: "read", expiresInDays: 400 },
      headers: { "accept-language": "es" },
    });
    expect(response.json().details.fields).toEqual({
      name: ["Como máximo 60 caracteres"],
      expiresInDays: ["Como máximo 365 días"],
    });
  });

  it("answers a signed-in person in their account's language, whatever the browser says", async () => {
    const person = await signUpUser(t.app);
    const saved = await t.app.inject({
      method: "PATCH",
      url: "/api/me",
      payload: { locale: "sw" },
      headers: { origin: TEST_ORIGIN, cookie: person.cookie },
    });
    expect(saved.statusCode).toBe(200);
    const response = await badKey({ cookie: person.cookie, "accept-language": "fr" });
    expect(response.json().details.fields.name).toEqual(["Ipe ufunguo jina"]);
  });

  it("translates the 500 and leaves a message no catalog has as it was", async () => {
    const crash = await t.app.inject({ method: "GET", url: "/api/test/crash", headers: { "accept-language": "rw" } });
    expect(crash.json()).toEqual({ error: "internal", message: "Habaye ikibazo ku ruhande rwacu. Ongera ugerageze." });
    const unknown = await t.app.inject({
      method: "GET",
      url: "/api/test/unknown",
      headers: { "accept-language": "fr" },
    });
    expect(unknown.json()).toEqual({ error: "conflict", message: "A message no catalog has" });
  });
});

describe("Fastify's own refusals of a request it cannot read", () => {
  const post = (payload: string, contentType: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: "POST",
      url: "/api/test/key",
      payload,
      headers: { "content-type": contentType, ...headers },
    });

  it("keeps Fastify's English byte for byte, and says it in the reader's language", async () => {
    const cases = [
      [() => post("", "application/json"), 400, "Body cannot be empty when content-type is set to 'application/json'"],
      [
        () => post("{bad", "application/json"),
        400,
        "Body is not valid JSON but content-type is set to 'application/json'",
      ],
      [() => post("<a/>", "application/xml"), 415, "Unsupported Media Type"],
      [
        () => post(JSON.stringify({ name: "x".repeat(1_100_000) }), "application/json"),
        413,
        "Request body is too large",
      ],
    ] as const;
    for (const [send, status, english] of cases) {
      const answer = await send();
      expect(answer.statusCode).toBe(status);
      expect(answer.json().message).toBe(english);
    }
    const french = await post("{bad", "application/json", { "accept-language": "fr" });
    expect(french.json().message).toBe(
      "Le corps n’est pas un JSON valide alors que content-type vaut 'application/json'",
    );
    const swahili = await post("<a/>", "application/xml", { "accept-language": "sw" });
    expect(swahili.json()).toEqual({ error: "unsupported_media_type", message: "Aina ya maudhui haitumiki" });
  });

  it("answers a URL it cannot decode in the API's shape, without echoing it", async () => {
    const english = await t.app.inject({ method: "GET", url: "/api/ads/%E0%A4%A" });
    expect(english.statusCode).toBe(400);
    expect(english.json()).toEqual({
      error: "validation_failed",
      message: "This address is not valid: it has a broken %-escape.",
    });
    const chinese = await t.app.inject({ method: "GET", url: "/dashboard/%zz", headers: { "accept-language": "zh" } });
    expect(chinese.statusCode).toBe(400);
    expect(chinese.json().message).toBe("此地址无效：其中的 % 转义不完整。");
    const long = await t.app.inject({ method: "GET", url: `/api/ads/${"a".repeat(600)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ error: "bad_request", message: "This address is too long." });
  });
});

describe("zod's own messages and Better Auth's refusals in the reader's language", () => {
  // `name` a number: zod's own "expected string" (no shared message); `expiresInDays` a shared one.
  const mistyped = (headers: Record<string, string> = {}) =>
    t.app.inject({
      method: "POST",
      url: "/api/test/key",
      payload: { name: 42, access: "read", expiresInDays: 400 },
      headers,
    });

  it("writes zod's built-in messages with zod's locale, per request, and English as before", async () => {
    const french = await mistyped({ "accept-language": "fr" });
    expect(french.json()).toEqual({
      error: "validation_failed",
      message: "Certains champs ne sont pas valides.",
      details: {
        fields: {
          name: ["Entrée invalide : chaîne de caractères attendu, nombre reçu"],
          expiresInDays: ["365 jours au maximum"],
        },
      },
    });
    const spanish = await mistyped({ "accept-language": "es" });
    expect(spanish.json().details.fields.name).toEqual(["Entrada inválida: se esperaba texto, recibido número"]);
    // zod ships no Swahili nor Kinyarwanda: their maps are ours (zod-locales.ts).
    const swahili = await mistyped({ "accept-language": "sw" });
    expect(swahili.json().details.fields).toEqual({
      name: ["Ingizo si sahihi: ilitarajiwa maandishi, imepokelewa namba"],
      expiresInDays: ["Siku 365 kwa upeo"],
    });
    const kinyarwanda = await mistyped({ "accept-language": "rw" });
    expect(kinyarwanda.json().details.fields.name).toEqual([
      "Ibyinjijwe si byo: hategerejwe inyandiko, habonetse umubare",
    ]);
    // The French parse changed nothing for the next English reader.
    const english = await mistyped();
    expect(english.headers["content-language"]).toBeUndefined();
    expect(english.body).toBe(
      JSON.stringify({
        error: "validation_failed",
        message: "Some fields are not valid.",
        details: {
          fields: { name: ["Invalid input: expected string, received number"], expiresInDays: ["At most 365 days"] },
        },
      }),
    );
  });

  it("refuses a wrong password in the visitor's language, keeping Better Auth's code", async () => {
    const person = await signUpUser(t.app);
    const signIn = (headers: Record<string, string> = {}) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/sign-in/email",
        payload: { email: person.email, password: "not-the-password-9" },
        headers,
      });
    const english = await signIn();
    expect(english.statusCode).toBe(401);
    expect(english.headers["content-language"]).toBeUndefined();
    expect(english.body).toBe(
      JSON.stringify({
        error: "unauthorized",
        message: "Invalid email or password",
        details: { reason: "INVALID_EMAIL_OR_PASSWORD" },
      }),
    );
    const french = await signIn({ "accept-language": "fr-FR,fr;q=0.9" });
    expect(french.statusCode).toBe(401);
    expect(french.headers["content-language"]).toBe("fr");
    expect(french.json()).toEqual({
      error: "unauthorized",
      message: "E-mail ou mot de passe incorrect",
      details: { reason: "INVALID_EMAIL_OR_PASSWORD" },
    });
    const kinyarwanda = await signIn({ cookie: "placard_locale=rw" });
    expect(kinyarwanda.json().message).toBe("Imeri cyangwa ijambo ry’ibanga si byo");
  });
});
