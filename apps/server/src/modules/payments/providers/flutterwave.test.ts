import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createFlutterwaveProvider, type FlutterwaveOptions } from "./flutterwave.js";
import { FakeFlutterwave } from "../../../test/flutterwave-fake.js";
import { ProviderError, type PaymentProvider } from "./provider.js";

const SECRET_KEY = "FLWSECK_TEST-0123456789abcdef-X";
const WEBHOOK_HASH = "a-long-random-webhook-hash";

const fake = new FakeFlutterwave({ secretKey: SECRET_KEY });
let baseUrl: string;
let close: () => Promise<void>;
let provider: PaymentProvider;

/** The provider pointed at the fake, with any option overridden. */
const makeProvider = (options: Partial<FlutterwaveOptions> = {}) =>
  createFlutterwaveProvider({ secretKey: SECRET_KEY, webhookHash: WEBHOOK_HASH, baseUrl, ...options });

beforeAll(async () => {
  ({ baseUrl, close } = await fake.start());
  provider = makeProvider();
});
afterAll(() => close());
beforeEach(() => fake.reset());

const lastRequest = () => fake.requests.at(-1);

describe("createPaymentLink", () => {
  it("sends major units and the documented fields, and returns the hosted link", async () => {
    const { link } = await provider.createPaymentLink({
      txRef: "plc_123",
      amountCents: 1250,
      currency: "USD",
      email: "buyer@example.com",
      customerName: "Ada Buyer",
      redirectUrl: "https://ads.example.com/api/payments/return",
      title: "Placard",
      description: "Banner on example.com for 30 days",
    });
    expect(link).toMatch(/^https:\/\/checkout\.flutterwave\.com\/v3\/hosted\/pay\//);
    expect(lastRequest()).toMatchObject({
      method: "POST",
      path: "/v3/payments",
      body: {
        tx_ref: "plc_123",
        amount: 12.5,
        currency: "USD",
        redirect_url: "https://ads.example.com/api/payments/return",
        customer: { email: "buyer@example.com", name: "Ada Buyer" },
        customizations: { title: "Placard", description: "Banner on example.com for 30 days" },
        payment_options: expect.stringContaining("card"),
      },
    });
  });

  it("surfaces Flutterwave's validation message as a ProviderError", async () => {
    const attempt = provider.createPaymentLink({
      txRef: "plc_bad",
      amountCents: 1000,
      currency: "USD",
      email: "",
      customerName: "Nobody",
      redirectUrl: "https://ads.example.com/api/payments/return",
      title: "Placard",
      description: "x",
    });
    await expect(attempt).rejects.toThrow(ProviderError);
    await expect(attempt).rejects.toThrow("customer.email is required");
  });
});

describe("verifyTransaction and verifyByReference", () => {
  it("maps a successful transaction, turning 12.5 into 1250 cents", async () => {
    const paid = fake.addTransaction({ txRef: "plc_paid", amount: 12.5 });
    const verified = await provider.verifyTransaction(String(paid.id));
    expect(verified).toMatchObject({
      id: String(paid.id),
      txRef: "plc_paid",
      status: "successful",
      amountCents: 1250,
      currency: "USD",
    });
    expect(verified?.raw).toMatchObject({ status: "success", data: { id: paid.id } });
    expect(lastRequest()).toMatchObject({ method: "GET", path: `/v3/transactions/${paid.id}/verify` });
  });

  it("rounds float noise away (19.99 → 1999)", async () => {
    const paid = fake.addTransaction({ txRef: "plc_float", amount: 19.99 });
    expect((await provider.verifyTransaction(String(paid.id)))?.amountCents).toBe(1999);
  });

  it.each([
    ["failed", "failed"],
    ["pending", "pending"],
    ["cancelled", "pending"],
  ] as const)("maps status %s to %s", async (status, expected) => {
    const transaction = fake.addTransaction({ txRef: `plc_${status}`, amount: 5, status });
    expect((await provider.verifyTransaction(String(transaction.id)))?.status).toBe(expected);
  });

  it("finds a transaction by our reference", async () => {
    const paid = fake.addTransaction({ txRef: "plc_by_ref", amount: 40, currency: "USD" });
    const verified = await provider.verifyByReference("plc_by_ref");
    expect(verified).toMatchObject({ id: String(paid.id), txRef: "plc_by_ref", amountCents: 4000 });
    expect(lastRequest()).toMatchObject({
      path: "/v3/transactions/verify_by_reference",
      query: { tx_ref: "plc_by_ref" },
    });
  });

  it("returns null for an unknown id or reference", async () => {
    expect(await provider.verifyTransaction("999999999")).toBeNull();
    expect(await provider.verifyByReference("plc_never_seen")).toBeNull();
  });
});

describe("failures", () => {
  it("reports a wrong secret key as a ProviderError, not as 'not found'", async () => {
    const wrongKey = makeProvider({ secretKey: "FLWSECK_TEST-wrong" });
    await expect(wrongKey.verifyTransaction("1")).rejects.toThrow(/Invalid authorization key/);
    await expect(wrongKey.verifyByReference("plc_x")).rejects.toThrow(ProviderError);
  });

  it("reports a 500 as a ProviderError", async () => {
    fake.failNext("server-error");
    await expect(provider.verifyTransaction("1")).rejects.toThrow(/HTTP 500/);
  });

  it("reports a body that is not JSON as a ProviderError", async () => {
    fake.failNext("not-json");
    await expect(provider.verifyByReference("plc_x")).rejects.toThrow(/not JSON/);
  });

  it("gives up after the timeout with a ProviderError", async () => {
    const impatient = makeProvider({ timeoutMs: 150 });
    fake.failNext("hang");
    const started = Date.now();
    await expect(impatient.verifyTransaction("1")).rejects.toThrow(/timed out after 150 ms/);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("reports a network failure as a ProviderError with the cause kept", async () => {
    const cause = new TypeError("fetch failed");
    const offline = makeProvider({ fetch: () => Promise.reject(cause) });
    const error = await offline.verifyTransaction("1").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).cause).toBe(cause);
  });
});

describe("isAuthenticWebhook", () => {
  it("accepts the configured hash", () => {
    expect(provider.isAuthenticWebhook({ "verif-hash": WEBHOOK_HASH })).toBe(true);
    expect(provider.isAuthenticWebhook({ "Verif-Hash": WEBHOOK_HASH })).toBe(true);
  });

  it.each([
    ["a wrong hash of the same length", { "verif-hash": WEBHOOK_HASH.replace(/.$/, "X") }],
    ["a hash of a different length", { "verif-hash": `${WEBHOOK_HASH}-and-more` }],
    ["an empty hash", { "verif-hash": "" }],
    ["no hash", {}],
    ["a repeated header", { "verif-hash": [WEBHOOK_HASH, WEBHOOK_HASH] }],
  ])("refuses %s", (_label, headers) => {
    expect(provider.isAuthenticWebhook(headers)).toBe(false);
  });

  it("refuses everything when no hash is configured", () => {
    const unset = makeProvider({ webhookHash: "" });
    expect(unset.isAuthenticWebhook({ "verif-hash": "" })).toBe(false);
  });
});

describe("parseWebhook", () => {
  it("reads a completed charge", () => {
    const body = { event: "charge.completed", data: { id: 285959875, tx_ref: "plc_123", status: "successful" } };
    expect(provider.parseWebhook(body)).toEqual({ kind: "charge", transactionId: "285959875", txRef: "plc_123" });
  });

  it("reads a completed transfer", () => {
    const body = {
      event: "transfer.completed",
      "event.type": "Transfer",
      data: { id: 33286, reference: "payout_9", status: "SUCCESSFUL" },
    };
    expect(provider.parseWebhook(body)).toEqual({ kind: "transfer", transferId: "33286", reference: "payout_9" });
  });

  it.each([
    ["null", null],
    ["a string", "charge.completed"],
    ["an array", [{ event: "charge.completed" }]],
    ["another event", { event: "subscription.cancelled", data: { id: 1 } }],
    ["a charge without tx_ref", { event: "charge.completed", data: { id: 1 } }],
    ["a charge with an object id", { event: "charge.completed", data: { id: {}, tx_ref: "plc_1" } }],
    ["a transfer without reference", { event: "transfer.completed", data: { id: 1 } }],
  ])("ignores %s", (_label, body) => {
    expect(provider.parseWebhook(body)).toBeNull();
  });
});

describe("refund", () => {
  it("refunds in major units and maps a completed refund", async () => {
    const paid = fake.addTransaction({ txRef: "plc_refund", amount: 12.5 });
    const refund = await provider.refund(String(paid.id), 1250);
    expect(refund).toEqual({ refundId: expect.stringMatching(/^\d+$/), status: "completed" });
    expect(lastRequest()).toMatchObject({
      method: "POST",
      path: `/v3/transactions/${paid.id}/refund`,
      body: { amount: 12.5 },
    });
  });

  it("reports any other refund status as pending", async () => {
    const paid = fake.addTransaction({ txRef: "plc_refund_later", amount: 3 });
    fake.setRefundStatus("pending-review");
    expect((await provider.refund(String(paid.id), 300)).status).toBe("pending");
  });

  it("reports a refused refund as a ProviderError", async () => {
    await expect(provider.refund("999999999", 100)).rejects.toThrow(ProviderError);
  });
});

describe("createTransfer and getTransfer", () => {
  const payout = {
    reference: "payout_1",
    amountCents: 1250,
    phoneNumber: "+254712345678",
    network: "MPS",
    destinationCurrency: "KES",
    beneficiaryName: "Wanjiru Publisher",
    narration: "Placard earnings",
  };

  it("converts USD through the rates endpoint and sends KES debited from USD", async () => {
    const state = await provider.createTransfer(payout);
    const [rates, transfer] = fake.requests;
    expect(rates).toMatchObject({
      method: "GET",
      path: "/v3/transfers/rates",
      query: { source_currency: "USD", destination_currency: "KES" },
    });
    // The fake pays 129.5 KES per USD, so 12.50 USD is 1618.75 KES — never 12.5 "KES".
    expect(transfer).toMatchObject({
      method: "POST",
      path: "/v3/transfers",
      body: {
        account_bank: "MPS",
        account_number: "254712345678",
        amount: 1618.75,
        currency: "KES",
        debit_currency: "USD",
        narration: "Placard earnings",
        reference: "payout_1",
        beneficiary_name: "Wanjiru Publisher",
        meta: [{ sender: "Placard", sender_country: "KE", mobile_number: "254712345678" }],
      },
    });
    expect(state).toMatchObject({ transferId: expect.stringMatching(/^\d+$/), status: "pending", failureReason: null });
  });

  it("rounds to whole units for a currency without decimals", async () => {
    await provider.createTransfer({
      ...payout,
      reference: "payout_ugx",
      phoneNumber: "+256772123456",
      network: "MTN",
      destinationCurrency: "UGX",
    });
    expect(lastRequest()?.body).toMatchObject({ amount: 46250, currency: "UGX", debit_currency: "USD" });
  });

  it.each([
    ["SUCCESSFUL", "", "successful", null],
    ["FAILED", "Beneficiary wallet is not registered", "failed", "Beneficiary wallet is not registered"],
    ["PENDING", "", "pending", null],
    ["NEW", "", "pending", null],
  ] as const)("maps a %s transfer", async (status, message, expected, reason) => {
    const created = await provider.createTransfer({ ...payout, reference: `payout_${status}` });
    fake.setTransferOutcome(created.transferId, status, message);
    const state = await provider.getTransfer(created.transferId);
    expect(state).toMatchObject({ transferId: created.transferId, status: expected, failureReason: reason });
    expect(lastRequest()).toMatchObject({ method: "GET", path: `/v3/transfers/${created.transferId}` });
  });

  it("refuses a second transfer with the same reference", async () => {
    await provider.createTransfer({ ...payout, reference: "payout_twice" });
    await expect(provider.createTransfer({ ...payout, reference: "payout_twice" })).rejects.toThrow(ProviderError);
  });

  it("sends nothing when the rate cannot be fetched", async () => {
    await expect(provider.createTransfer({ ...payout, destinationCurrency: "XYZ" })).rejects.toThrow(
      /Unable to fetch rates/,
    );
    expect(fake.requests.map((request) => request.path)).toEqual(["/v3/transfers/rates"]);
  });

  it("reports an unknown transfer as a ProviderError", async () => {
    await expect(provider.getTransfer("123")).rejects.toThrow(ProviderError);
  });
});
