import { z } from "zod";
import { hasWebhookHash, parseWebhookBody } from "./webhook.js";
import {
  ProviderError,
  type CreateTransfer,
  type PaymentProvider,
  type TransferState,
  type VerifiedTransaction,
} from "./provider.js";

export interface FlutterwaveOptions {
  secretKey: string;
  /** The "secret hash" set in the dashboard; Flutterwave echoes it in `verif-hash`. */
  webhookHash: string;
  /** Defaults to https://api.flutterwave.com; tests point it at the local fake. */
  baseUrl?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

const DEFAULT_BASE_URL = "https://api.flutterwave.com";
const DEFAULT_TIMEOUT_MS = 15_000;

/** Card everywhere, plus the mobile money wallets of the countries Placard pays out to. */
const PAYMENT_OPTIONS =
  "card,mpesa,mobilemoneyuganda,mobilemoneyrwanda,mobilemoneytanzania,mobilemoneyghana,mobilemoneyzambia";

/** M-Pesa payouts must name a sender; Placard itself is the sender. */
const SENDER = { name: "Placard", country: "KE" } as const;

/**
 * The rates endpoint prices a *destination* amount (`amount`) and answers the *source*
 * amount it would debit. We need the opposite (USD in, local currency out), so we ask for
 * a large round destination amount and use the ratio of the two amounts. Large, so that a
 * source amount rounded to cents still gives the rate to 6+ significant digits even for
 * UGX (a million shillings is ~270 USD).
 */
const RATE_PROBE_AMOUNT = 1_000_000;

/** Flutterwave's wording when it has no such transaction (it answers 400, not 404). */
const NOT_FOUND = /no transaction was found|not found/i;

const envelopeSchema = z.object({
  status: z.string(),
  message: z.string().nullish(),
  data: z.unknown().optional(),
});
type Envelope = z.infer<typeof envelopeSchema>;

/** Ids arrive as numbers from the API and sometimes as strings; we always hand out strings. */
const idSchema = z.union([z.number().int(), z.string().min(1)]).transform(String);

const linkSchema = z.object({ link: z.url() });
const transactionSchema = z.object({
  id: idSchema,
  tx_ref: z.string(),
  status: z.string(),
  amount: z.number().nonnegative(),
  currency: z.string(),
});
const refundSchema = z.object({ id: idSchema, status: z.string() });
const moneySchema = z.object({ currency: z.string(), amount: z.number().positive() });
const rateSchema = z.object({ source: moneySchema, destination: moneySchema });
const transferSchema = z.object({ id: idSchema, status: z.string(), complete_message: z.string().nullish() });

interface Answer {
  httpStatus: number;
  envelope: Envelope;
  /** The body as it came, kept for audit. */
  raw: unknown;
}

export function createFlutterwaveProvider(options: FlutterwaveOptions): PaymentProvider {
  const baseUrl = (options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, "");
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  async function call(method: "GET" | "POST", path: string, body?: unknown): Promise<Answer> {
    const what = `Flutterwave ${method} ${path.split("?")[0]}`;
    const headers: Record<string, string> = {
      Authorization: `Bearer ${options.secretKey}`,
      Accept: "application/json",
    };
    if (body !== undefined) headers["Content-Type"] = "application/json";
    let httpStatus: number;
    let text: string;
    try {
      // One signal covers both the headers and the body, so a stalled body also times out.
      const response = await doFetch(baseUrl + path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      httpStatus = response.status;
      text = await response.text();
    } catch (error) {
      const reason =
        error instanceof Error && error.name === "TimeoutError" ? `timed out after ${timeoutMs} ms` : error;
      throw new ProviderError(`${what} failed: ${describe(reason)}`, error);
    }
    if (httpStatus >= 500) throw new ProviderError(`${what} answered HTTP ${httpStatus}`);
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch (error) {
      throw new ProviderError(`${what} answered HTTP ${httpStatus} with a body that is not JSON`, error);
    }
    const envelope = envelopeSchema.safeParse(raw);
    if (!envelope.success) throw new ProviderError(`${what} answered an unexpected body`, envelope.error);
    return { httpStatus, envelope: envelope.data, raw };
  }

  /** The `data` of a successful answer, or a ProviderError carrying Flutterwave's message. */
  function dataOf<T>(answer: Answer, schema: z.ZodType<T>, what: string): T {
    const { httpStatus, envelope } = answer;
    if (httpStatus >= 300 || envelope.status !== "success") {
      throw new ProviderError(
        `Flutterwave refused to ${what} (HTTP ${httpStatus}): ${envelope.message ?? "no message"}`,
      );
    }
    const data = schema.safeParse(envelope.data);
    if (!data.success) throw new ProviderError(`Flutterwave answered an unreadable ${what} result`, data.error);
    return data.data;
  }

  async function verify(path: string): Promise<VerifiedTransaction | null> {
    const answer = await call("GET", path);
    const { httpStatus, envelope } = answer;
    if (httpStatus === 404 || (envelope.status === "error" && NOT_FOUND.test(envelope.message ?? ""))) return null;
    const data = dataOf(answer, transactionSchema, "verify a transaction");
    return {
      id: data.id,
      txRef: data.tx_ref,
      status: data.status === "successful" || data.status === "failed" ? data.status : "pending",
      amountCents: toCents(data.amount),
      currency: data.currency,
      raw: answer.raw,
    };
  }

  /** How much `currency` the recipient gets for `usd` dollars debited from the USD balance. */
  async function convertUsd(usd: number, currency: string): Promise<number> {
    if (currency === "USD") return usd;
    const query = new URLSearchParams({
      amount: String(RATE_PROBE_AMOUNT),
      destination_currency: currency,
      source_currency: "USD",
    });
    const quote = dataOf(await call("GET", `/v3/transfers/rates?${query}`), rateSchema, "quote a transfer rate");
    if (quote.source.currency !== "USD" || quote.destination.currency !== currency) {
      throw new ProviderError(
        `Flutterwave quoted ${quote.source.currency}→${quote.destination.currency}, not USD→${currency}`,
      );
    }
    const perUsd = quote.destination.amount / quote.source.amount;
    return roundTo(usd * perUsd, fractionDigits(currency));
  }

  function toTransferState(answer: Answer, what: string): TransferState {
    const data = dataOf(answer, transferSchema, what);
    const status = data.status === "SUCCESSFUL" ? "successful" : data.status === "FAILED" ? "failed" : "pending";
    return {
      transferId: data.id,
      status,
      failureReason: status === "failed" ? data.complete_message || "Transfer failed" : null,
      raw: answer.raw,
    };
  }

  return {
    name: "flutterwave",

    async createPaymentLink(input) {
      const answer = await call("POST", "/v3/payments", {
        tx_ref: input.txRef,
        amount: toMajor(input.amountCents),
        currency: input.currency,
        redirect_url: input.redirectUrl,
        customer: { email: input.email, name: input.customerName },
        customizations: { title: input.title, description: input.description },
        payment_options: PAYMENT_OPTIONS,
      });
      return { link: dataOf(answer, linkSchema, "create a payment link").link };
    },

    verifyTransaction(transactionId) {
      return verify(`/v3/transactions/${encodeURIComponent(transactionId)}/verify`);
    },

    verifyByReference(txRef) {
      return verify(`/v3/transactions/verify_by_reference?${new URLSearchParams({ tx_ref: txRef })}`);
    },

    isAuthenticWebhook: (headers) => hasWebhookHash(headers, options.webhookHash),
    parseWebhook: parseWebhookBody,

    async refund(transactionId, amountCents) {
      const answer = await call("POST", `/v3/transactions/${encodeURIComponent(transactionId)}/refund`, {
        amount: toMajor(amountCents),
      });
      const data = dataOf(answer, refundSchema, "refund a transaction");
      return { refundId: data.id, status: data.status === "completed" ? "completed" : "pending" };
    },

    async createTransfer(input: CreateTransfer) {
      // Convert first: the USD figure must never be sent labelled as another currency.
      const amount = await convertUsd(toMajor(input.amountCents), input.destinationCurrency);
      const phoneDigits = input.phoneNumber.replace(/\D/g, "");
      const answer = await call("POST", "/v3/transfers", {
        account_bank: input.network,
        account_number: phoneDigits,
        amount,
        currency: input.destinationCurrency,
        debit_currency: "USD",
        narration: input.narration,
        reference: input.reference,
        beneficiary_name: input.beneficiaryName,
        meta: [{ sender: SENDER.name, sender_country: SENDER.country, mobile_number: phoneDigits }],
      });
      return toTransferState(answer, "create a transfer");
    },

    async getTransfer(transferId) {
      return toTransferState(await call("GET", `/v3/transfers/${encodeURIComponent(transferId)}`), "fetch a transfer");
    },
  };
}

/** Placard charges in USD, so minor units are cents: 1250 → 12.5. */
function toMajor(amountCents: number): number {
  return amountCents / 100;
}

function toCents(amount: number): number {
  return Math.round(amount * 100);
}

/** The ISO 4217 number of decimals (KES 2, UGX 0); 2 for a code Intl does not know. */
function fractionDigits(currency: string): number {
  try {
    return new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

function roundTo(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

function describe(error: unknown): string {
  if (typeof error === "string") return error;
  if (error instanceof Error) {
    // undici hides the socket error (ECONNREFUSED, …) in `cause`.
    const cause = error.cause instanceof Error ? ` (${error.cause.message})` : "";
    return `${error.message}${cause}`;
  }
  return String(error);
}
