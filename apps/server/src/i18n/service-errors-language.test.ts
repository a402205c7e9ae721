import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../test/use-test-app.js";
import { TEST_ORIGIN } from "../test/app.js";
import { createRequestOnNewWebsite, createWebsite, signUpUser, type TestUser } from "../test/factories.js";
import { pngImage } from "../test/images.js";
import { multipart } from "../test/multipart.js";

/**
 * Issue #33, decision 0064: the services' own messages (a 404, a 409, a refused withdrawal) are
 * shared messages too, so they answer a French reader in French — and an English one byte for
 * byte as before.
 */
const t = useTestApp();
let english: TestUser;
let french: TestUser;
let adOfAnother: string;
beforeAll(async () => {
  english = await signUpUser(t.app);
  french = await signUpUser(t.app);
  const saved = await t.app.inject({
    method: "PATCH",
    url: "/api/me",
    payload: { locale: "fr" },
    headers: { origin: TEST_ORIGIN, cookie: french.cookie },
  });
  expect(saved.statusCode).toBe(200);
  const advertiser = await signUpUser(t.app);
  const { request } = await createRequestOnNewWebsite(t.app, {
    owner: await signUpUser(t.app),
    advertiserId: advertiser.id,
    spaces: [{ placementKey: "sidebar", priceCents: 1500, capacity: 2 }],
    state: "pending",
  });
  adOfAnother = request.adId;
});

const as = (user: TestUser, method: "GET" | "POST", url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { origin: TEST_ORIGIN, cookie: user.cookie } });

async function sameWebsiteTwice(user: TestUser) {
  const url = `https://twice-${randomUUID().slice(0, 8)}.example.com`;
  await createWebsite(t.app, user, { url });
  const form = multipart({ name: "Again", url }, [
    { field: "logo", filename: "logo.png", contentType: "image/png", data: await pngImage() },
  ]);
  return t.app.inject({
    method: "POST",
    url: "/api/websites",
    headers: { ...form.headers, origin: TEST_ORIGIN, cookie: user.cookie },
    payload: form.payload,
  });
}

const withdraw = (user: TestUser, phoneNumber: string) =>
  as(user, "POST", "/api/wallet/withdrawals", { paymentId: randomUUID(), amountCents: 100, phoneNumber });

describe("service errors in the reader's language", () => {
  it("answers a 404 of another person's ad in French, and in the same English bytes as before", async () => {
    const en = await as(english, "GET", `/api/ads/${adOfAnother}`);
    expect(en.statusCode).toBe(404);
    expect(en.headers["content-language"]).toBeUndefined();
    expect(en.body).toBe(JSON.stringify({ error: "not_found", message: "Ad not found" }));
    const fr = await as(french, "GET", `/api/ads/${adOfAnother}`);
    expect(fr.statusCode).toBe(404);
    expect(fr.headers["content-language"]).toBe("fr");
    expect(fr.json()).toEqual({ error: "not_found", message: "Annonce introuvable" });
  });

  it("answers a 409 conflict in French, keeping its code", async () => {
    const en = await sameWebsiteTwice(english);
    expect(en.statusCode).toBe(409);
    expect(en.json()).toEqual({ error: "conflict", message: "You have already added this website." });
    const fr = await sameWebsiteTwice(french);
    expect(fr.statusCode).toBe(409);
    expect(fr.json()).toEqual({ error: "conflict", message: "Vous avez déjà ajouté ce site web." });
  });

  it("refuses a withdrawal in French, with the value written into the message carried over", async () => {
    const notTheirs = await withdraw(french, "+254712345678");
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json().message).toBe("Paiement introuvable");
    const enNoNetwork = await withdraw(english, "+233241234567");
    const frNoNetwork = await withdraw(french, "+233241234567");
    const country = /^Choose the mobile money network of this (.+) number\.$/.exec(enNoNetwork.json().message)?.[1];
    expect(country).toBeTruthy();
    expect(enNoNetwork.json().details).toEqual({ fields: { network: ["Choose a network"] } });
    expect(frNoNetwork.json()).toEqual({
      error: "validation_failed",
      message: `Choisissez le réseau mobile money de ce numéro (${country}).`,
      details: { fields: { network: ["Choisissez un réseau"] } },
    });
  });
});
