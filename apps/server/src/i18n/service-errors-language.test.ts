import { randomUUID } from "node:crypto";
import type { Locale } from "@placard/shared/locales";
import { VERIFICATION_FILE_PATH } from "@placard/shared/websites";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../test/use-test-app.js";
import { TEST_ORIGIN } from "../test/app.js";
import { createRequestOnNewWebsite, createWebsite, signUpUser, type TestUser } from "../test/factories.js";
import { pngImage } from "../test/images.js";
import { multipart } from "../test/multipart.js";
import { signUpOperator } from "../test/operators.js";
import { payThroughSandbox } from "../test/payments.js";

/**
 * Issue #33, decision 0064: the services' own messages (a 404, a 409, a refused withdrawal, the
 * console's refusals, a verification failure with its reasons, a refused webhook address) are
 * shared messages too, so they answer a French reader in French — and an English one byte for
 * byte as before. (The test app refuses private addresses, as production does.)
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

/** A person (an operator with `operator`) whose account's language is `locale`. */
async function personIn(locale: Locale, operator = false) {
  const person = operator ? await signUpOperator(t.app) : await signUpUser(t.app);
  const saved = await t.app.inject({
    method: "PATCH",
    url: "/api/me",
    payload: { locale },
    headers: { origin: TEST_ORIGIN, cookie: person.cookie },
  });
  expect(saved.statusCode).toBe(200);
  return person;
}

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

describe("the console's refusals in the operator's language", () => {
  it("refuses suspending oneself and a period that ends before it starts, in English bytes, French and Swahili", async () => {
    const suspendSelf = (operator: TestUser) =>
      as(operator, "POST", `/api/admin/people/${operator.id}/suspend`, { reason: "Testing the refusal" });
    const backwards = (operator: TestUser) => as(operator, "GET", "/api/admin/overview?from=2026-11-20&to=2026-11-10");
    const [en, fr, sw] = [await personIn("en", true), await personIn("fr", true), await personIn("sw", true)];

    expect((await suspendSelf(en)).body).toBe(
      JSON.stringify({ error: "conflict", message: "You cannot suspend your own account." }),
    );
    expect((await suspendSelf(fr)).json()).toEqual({
      error: "conflict",
      message: "Vous ne pouvez pas suspendre votre propre compte.",
    });
    expect((await suspendSelf(sw)).json().message).toBe("Huwezi kusimamisha akaunti yako mwenyewe.");

    expect((await backwards(en)).body).toBe(
      JSON.stringify({
        error: "validation_failed",
        message: "The period ends before it starts.",
        details: { fields: { to: ["Pick a day on or after the start"] } },
      }),
    );
    expect((await backwards(fr)).json()).toEqual({
      error: "validation_failed",
      message: "La période se termine avant de commencer.",
      details: { fields: { to: ["Choisissez un jour égal ou postérieur au début"] } },
    });
  });
});

describe("messages built from fragments, translated whole", () => {
  it("says why a website could not be verified, each reason in the reader's language", async () => {
    const url = "http://127.0.0.1:9";
    const verify = async (user: TestUser) => {
      const website = await createWebsite(t.app, user, { url });
      return as(user, "POST", `/api/websites/${website.id}/verify`);
    };
    const en = await verify(await personIn("en"));
    expect(en.statusCode).toBe(409);
    expect(en.headers["content-language"]).toBeUndefined();
    const refused = "refusing a private address (127.0.0.1, loopback)";
    expect(en.body).toBe(
      JSON.stringify({
        error: "conflict",
        message:
          `We could not find the verification tag on ${url} (${refused}) or the verification file at ` +
          `${url}${VERIFICATION_FILE_PATH} (${refused}).`,
      }),
    );
    const fr = await verify(await personIn("fr"));
    expect(fr.headers["content-language"]).toBe("fr");
    expect(fr.json().message).toBe(
      `Nous n’avons trouvé ni la balise de vérification sur ${url} (adresse privée refusée (127.0.0.1, bouclage)) ` +
        `ni le fichier de vérification à ${url}${VERIFICATION_FILE_PATH} (adresse privée refusée (127.0.0.1, bouclage)).`,
    );
    const zh = await verify(await personIn("zh"));
    expect(zh.json().message).toBe(
      `我们既没有在 ${url} 上找到验证标签（拒绝私有地址（127.0.0.1，环回）），` +
        `也没有在 ${url}${VERIFICATION_FILE_PATH} 找到验证文件（拒绝私有地址（127.0.0.1，环回））。`,
    );
  });

  it("refuses a webhook address in the reader's language, the range's name included", async () => {
    const add = (user: TestUser) =>
      as(user, "POST", "/api/account/webhooks", { url: "https://[::ffff:7f00:1]/hook", events: ["ad.approved"] });
    const en = await add(await personIn("en"));
    const refused = "refusing a private address (::ffff:7f00:1, IPv4-mapped loopback)";
    expect(en.body).toBe(
      JSON.stringify({ error: "validation_failed", message: refused, details: { fields: { url: [refused] } } }),
    );
    const fr = await add(await personIn("fr"));
    const french = "adresse privée refusée (::ffff:7f00:1, bouclage (IPv4 mappée))";
    expect(fr.json()).toEqual({ error: "validation_failed", message: french, details: { fields: { url: [french] } } });
    const es = await add(await personIn("es"));
    expect(es.json().details.fields.url).toEqual([
      "dirección privada rechazada (::ffff:7f00:1, de bucle local (IPv4 mapeada))",
    ]);
  });
});

describe("the wallet's eligibility notes in the owner's language", () => {
  it("says from when held earnings can be withdrawn, the date written the language's way", async () => {
    /** A payment to a new website of `owner`, its earnings held (the test app holds them 30 days). */
    async function heldPayment(owner: TestUser) {
      const advertiser = await signUpUser(t.app);
      const businessName = `Held ${randomUUID().slice(0, 6)}`;
      const { request } = await createRequestOnNewWebsite(t.app, {
        owner,
        advertiserId: advertiser.id,
        spaces: [{ placementKey: "sidebar", priceCents: 4000, capacity: 2 }],
        state: "approved-unpaid",
        businessName,
      });
      expect((await payThroughSandbox(t.app, advertiser, request.id)).result.status).toBe("success");
      const earnings = await as(owner, "GET", `/api/wallet/earnings/payments?business=${businessName}`);
      return earnings.json().items[0].id as string;
    }
    const enOwner = await personIn("en");
    const en = await as(enOwner, "GET", `/api/wallet/payments/${await heldPayment(enOwner)}/eligibility`);
    expect(en.headers["content-language"]).toBeUndefined();
    expect(en.json().message).toMatch(
      /^Earnings from this payment can be withdrawn from [A-Z][a-z]+ \d{1,2}, \d{4}\.$/,
    );

    const frOwner = await personIn("fr");
    const paymentId = await heldPayment(frOwner);
    const fr = await as(frOwner, "GET", `/api/wallet/payments/${paymentId}/eligibility`);
    expect(fr.headers["content-language"]).toBe("fr");
    const french = /^Les gains de ce paiement pourront être retirés à partir du \d{1,2} [a-zéû]+ \d{4}\.$/;
    expect(fr.json().message).toMatch(french);
    // The same note refusing a withdrawal, through the error handler.
    const refused = await as(frOwner, "POST", "/api/wallet/withdrawals", {
      paymentId,
      amountCents: 100,
      phoneNumber: "+254712345678",
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(fr.json().message);
  });
});
