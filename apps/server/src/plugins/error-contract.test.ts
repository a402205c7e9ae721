import { apiErrorSchema } from "@placard/shared/errors";
import { encodeCursor, INVALID_CURSOR_MESSAGE } from "@placard/shared/pagination";
import { START_DATE_RANGE_MESSAGE } from "@placard/shared/payments";
import type { LightMyRequestResponse } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../test/use-test-app.js";
import { createRequestOnNewWebsite, signUpUser, type TestUser } from "../test/factories.js";

/**
 * The one error contract (decision 0046, issue #29.4): every error-producing path answers
 * `{ error, code?, message, details? }` with `details.fields` as field → messages (arrays,
 * never a bare string a form would show one letter of), and a domain `code` where a client
 * must tell errors of one status apart.
 */
const t = useTestApp();
let owner: TestUser;
let advertiser: TestUser;
let unpaidRequestId: string;

beforeAll(async () => {
  [owner, advertiser] = [await signUpUser(t.app), await signUpUser(t.app)];
  const { request } = await createRequestOnNewWebsite(t.app, {
    owner,
    advertiserId: advertiser.id,
    spaces: [{ placementKey: "sidebar", priceCents: 1500, capacity: 1 }],
    state: "approved-unpaid",
  });
  unpaidRequestId = request.id;
});

/** The body parses with the shared schema as it is, and its fields are what `expected` says. */
function expectContract(response: LightMyRequestResponse, status: number, expected: Record<string, unknown>) {
  expect(response.statusCode).toBe(status);
  const body = response.json();
  expect(apiErrorSchema.strict().safeParse(body).error?.issues ?? []).toEqual([]);
  expect(body).toMatchObject(expected);
  for (const messages of Object.values((body.details?.fields ?? {}) as Record<string, unknown>)) {
    expect(Array.isArray(messages)).toBe(true);
  }
  return body;
}

describe("the error contract, path by path", () => {
  it("schema validation: the field and all its messages (#34.16: a bad new email is marked)", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/me/email",
      headers: { cookie: advertiser.cookie },
      payload: { newEmail: "not-an-email", password: "x" },
    });
    expectContract(response, 400, {
      error: "validation_failed",
      details: { fields: { newEmail: ["Enter a valid email address"] } },
    });
  });

  it("a list position the server cannot use (lib/pagination)", async () => {
    const cursor = encodeCursor({ at: "2026-11-28T10:00:00.000000Z", id: "not-a-number" });
    const response = await t.app.inject({
      method: "GET",
      url: `/api/wallet/transactions?cursor=${cursor}`,
      headers: { cookie: owner.cookie },
    });
    expectContract(response, 400, {
      error: "validation_failed",
      message: INVALID_CURSOR_MESSAGE,
      details: { fields: { cursor: [INVALID_CURSOR_MESSAGE] } },
    });
  });

  it("a webhook address into the private network (webhooks)", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/account/webhooks",
      headers: { cookie: owner.cookie },
      payload: { url: "https://[::ffff:7f00:1]/hook", events: ["ad.approved"] },
    });
    const body = expectContract(response, 400, { error: "validation_failed" });
    expect(body.details.fields.url).toEqual([body.message]);
  });

  it("a start date out of range (payments)", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/payments",
      headers: { cookie: advertiser.cookie },
      payload: { requestId: unpaidRequestId, email: advertiser.email, startDate: "2000-01-01" },
    });
    expectContract(response, 400, {
      error: "validation_failed",
      message: START_DATE_RANGE_MESSAGE,
      details: { fields: { startDate: [START_DATE_RANGE_MESSAGE] } },
    });
  });

  it("a missing space or website carries its domain code", async () => {
    const space = await t.app.inject({
      method: "GET",
      url: "/api/marketplace/spaces/nope",
      headers: { cookie: advertiser.cookie },
    });
    expectContract(space, 404, { error: "not_found", code: "space_not_found" });
    const website = await t.app.inject({
      method: "GET",
      url: "/api/websites/nope",
      headers: { cookie: owner.cookie },
    });
    expectContract(website, 404, { error: "not_found", code: "website_not_found" });
  });

  it("Better Auth's refusals and a route nobody serves, in the same shape", async () => {
    const signIn = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: { email: owner.email, password: "wrong password" },
    });
    expectContract(signIn, 401, { error: "unauthorized", details: { reason: expect.any(String) } });
    expectContract(await t.app.inject({ method: "GET", url: "/api/no-such-route" }), 404, { error: "not_found" });
  });
});

describe("the OpenAPI document", () => {
  it("declares the one error schema: the domain codes and fields as arrays of messages", async () => {
    const document = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    const schema = document.components.schemas.Error;
    expect(schema.properties.code.enum).toEqual(["website_not_found", "space_not_found"]);
    expect(schema.properties.details.properties.fields.additionalProperties).toEqual({
      type: "array",
      items: { type: "string" },
    });
    expect(document.components.responses.NotFound.content["application/json"].schema).toEqual({
      $ref: "#/components/schemas/Error",
    });
  });
});
