import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { type AddressInfo } from "node:net";

/**
 * A local stand-in for the Flutterwave v3 API, for tests: the endpoints Placard uses,
 * answered with bodies shaped like the documented ones, state kept in memory.
 */

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

export interface FakeTransaction {
  id: number;
  txRef: string;
  /** Major units, as Flutterwave reports them. */
  amount: number;
  currency: string;
  status: "successful" | "failed" | "pending" | "cancelled";
}

export type FakeTransferStatus = "NEW" | "PENDING" | "SUCCESSFUL" | "FAILED";
/** What the next request does instead of being answered normally. */
export type FakeFailure = "server-error" | "hang" | "not-json";

interface FakeTransfer {
  id: number;
  body: Record<string, unknown>;
  status: FakeTransferStatus;
  completeMessage: string;
  createdAt: string;
}

interface Reply {
  status: number;
  body: unknown;
}

/** Units of each currency one US dollar buys in the fake. */
const UNITS_PER_USD: Record<string, number> = {
  USD: 1,
  KES: 129.5,
  UGX: 3700,
  RWF: 1400,
  TZS: 2650,
  GHS: 15.5,
  ZMW: 26.8,
};

const ok = (message: string, data: unknown): Reply => ({ status: 200, body: { status: "success", message, data } });
const refuse = (status: number, message: string): Reply => ({ status, body: { status: "error", message, data: null } });
const isText = (value: unknown): value is string => typeof value === "string" && value.trim() !== "";
const isAmount = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value) && value > 0;
const round2 = (value: number): number => Math.round(value * 100) / 100;

export class FakeFlutterwave {
  readonly secretKey: string;
  /** Every request that reached the fake, in order, for assertions on what was sent. */
  readonly requests: RecordedRequest[] = [];
  private readonly transactions = new Map<number, FakeTransaction>();
  private readonly transfers = new Map<number, FakeTransfer>();
  private nextId = 4_100_000;
  private failure: FakeFailure | null = null;
  private refundStatus = "completed";

  constructor(options: { secretKey?: string } = {}) {
    this.secretKey = options.secretKey ?? "FLWSECK_TEST-fake-secret-X";
  }

  /** Listens on 127.0.0.1 on a free port. `close()` also drops hanging requests. */
  async start(): Promise<{ baseUrl: string; close(): Promise<void> }> {
    const server = createServer((request, response) => {
      this.handle(request, response).catch(() => response.destroy());
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    return {
      baseUrl: `http://127.0.0.1:${port}`,
      close: () =>
        new Promise<void>((resolve, reject) => {
          server.closeAllConnections();
          server.close((error) => (error ? reject(error) : resolve()));
        }),
    };
  }

  /** A transaction as if a payer had gone through checkout. */
  addTransaction(input: Omit<FakeTransaction, "id" | "currency" | "status"> & Partial<FakeTransaction>) {
    const transaction: FakeTransaction = { id: this.nextId++, currency: "USD", status: "successful", ...input };
    this.transactions.set(transaction.id, transaction);
    return transaction;
  }

  /** Moves a transfer on, as Flutterwave does once the operator answers. */
  setTransferOutcome(transferId: number | string, status: FakeTransferStatus, completeMessage = "") {
    const transfer = this.transfers.get(Number(transferId));
    if (!transfer) throw new Error(`The fake has no transfer ${transferId}`);
    transfer.status = status;
    transfer.completeMessage = completeMessage || (status === "SUCCESSFUL" ? "Successful" : "");
  }

  setRefundStatus(status: string) {
    this.refundStatus = status;
  }

  /** Makes the next request fail: HTTP 500, no answer at all, or a body that is not JSON. */
  failNext(failure: FakeFailure) {
    this.failure = failure;
  }

  reset() {
    this.requests.length = 0;
    this.failure = null;
    this.refundStatus = "completed";
  }

  private async handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? "/", "http://fake");
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString("utf8");
    let body: unknown;
    try {
      body = text === "" ? undefined : JSON.parse(text);
    } catch {
      body = text;
    }
    const method = request.method ?? "GET";
    this.requests.push({ method, path: url.pathname, query: Object.fromEntries(url.searchParams), body });

    const failure = this.failure;
    this.failure = null;
    if (failure === "hang") return; // Never answered; `close()` drops the socket.
    if (failure === "not-json") return send(response, { status: 200, body: "<html>Bad gateway</html>" }, "text/html");
    if (failure === "server-error") return send(response, refuse(500, "Internal server error"));

    if (request.headers.authorization !== `Bearer ${this.secretKey}`) {
      return send(response, refuse(401, "Invalid authorization key"));
    }
    if (typeof body === "string") return send(response, refuse(400, "Invalid JSON body"));
    send(response, this.route(method, url, (body ?? {}) as Record<string, unknown>));
  }

  private route(method: string, url: URL, body: Record<string, unknown>): Reply {
    const path = url.pathname;
    let match: RegExpMatchArray | null;
    if (method === "POST" && path === "/v3/payments") return this.createPayment(body);
    if (method === "GET" && path === "/v3/transactions/verify_by_reference") {
      const txRef = url.searchParams.get("tx_ref");
      if (!isText(txRef)) return refuse(400, "tx_ref is required");
      return this.verified([...this.transactions.values()].find((transaction) => transaction.txRef === txRef));
    }
    if (method === "GET" && (match = path.match(/^\/v3\/transactions\/([^/]+)\/verify$/))) {
      return this.verified(this.transactions.get(Number(match[1])));
    }
    if (method === "POST" && (match = path.match(/^\/v3\/transactions\/([^/]+)\/refund$/))) {
      return this.refund(Number(match[1]), body);
    }
    if (method === "GET" && path === "/v3/transfers/rates") return this.rate(url.searchParams);
    if (method === "POST" && path === "/v3/transfers") return this.createTransfer(body);
    if (method === "GET" && (match = path.match(/^\/v3\/transfers\/(\d+)$/))) {
      const transfer = this.transfers.get(Number(match[1]));
      return transfer ? ok("Transfer fetched", this.transferData(transfer)) : refuse(404, "Transfer not found");
    }
    return refuse(404, `Cannot ${method} ${path}`);
  }

  private createPayment(body: Record<string, unknown>): Reply {
    const customer = (body.customer ?? {}) as Record<string, unknown>;
    for (const [field, valid] of [
      ["tx_ref", isText(body.tx_ref)],
      ["amount", isAmount(body.amount)],
      ["currency", isText(body.currency)],
      ["redirect_url", isText(body.redirect_url)],
      ["customer.email", isText(customer.email)],
    ] as const) {
      if (!valid) return refuse(400, `${field} is required`);
    }
    return ok("Hosted Link", {
      link: `https://checkout.flutterwave.com/v3/hosted/pay/${randomBytes(10).toString("hex")}`,
    });
  }

  private verified(transaction: FakeTransaction | undefined): Reply {
    if (!transaction) return refuse(400, "No transaction was found for this id");
    return ok("Transaction fetched successfully", {
      id: transaction.id,
      tx_ref: transaction.txRef,
      flw_ref: `FLW-MOCK-${transaction.id}`,
      amount: transaction.amount,
      currency: transaction.currency,
      charged_amount: transaction.amount,
      app_fee: round2(transaction.amount * 0.038),
      processor_response: transaction.status === "successful" ? "Approved" : "Declined",
      status: transaction.status,
      payment_type: "card",
      created_at: "2025-01-15T10:00:00.000Z",
      customer: { id: 215604089, name: "Test Payer", email: "payer@example.com" },
    });
  }

  private refund(transactionId: number, body: Record<string, unknown>): Reply {
    const transaction = this.transactions.get(transactionId);
    if (!transaction) return refuse(400, "No transaction was found for this id");
    if (transaction.status !== "successful") return refuse(400, "Only successful transactions can be refunded");
    const amount = body.amount ?? transaction.amount;
    if (!isAmount(amount) || amount > transaction.amount) return refuse(400, "Invalid refund amount");
    return ok("Transaction refund initiated", {
      id: this.nextId++,
      tx_id: transaction.id,
      flw_ref: `URF_${Date.now()}_${transaction.id}`,
      amount_refunded: amount,
      status: this.refundStatus,
      destination: "payment_source",
      created_at: new Date().toISOString(),
    });
  }

  private rate(params: URLSearchParams): Reply {
    const amount = Number(params.get("amount"));
    const source = params.get("source_currency") ?? "";
    const destination = params.get("destination_currency") ?? "";
    if (!isAmount(amount)) return refuse(400, "amount is required");
    const sourcePerUsd = UNITS_PER_USD[source];
    const destinationPerUsd = UNITS_PER_USD[destination];
    if (!sourcePerUsd || !destinationPerUsd) return refuse(400, "Unable to fetch rates at the moment");
    // As documented: `amount` is what the recipient gets; `source.amount` what is debited.
    const sourceAmount = round2((amount / destinationPerUsd) * sourcePerUsd);
    return ok("Transfer amount fetched", {
      // The docs disagree on which way `rate` points; the provider reads the amounts instead.
      rate: sourceAmount / amount,
      source: { currency: source, amount: sourceAmount },
      destination: { currency: destination, amount },
    });
  }

  private createTransfer(body: Record<string, unknown>): Reply {
    for (const field of ["account_bank", "account_number", "currency", "beneficiary_name"]) {
      if (!isText(body[field])) return refuse(400, `${field} is required`);
    }
    if (!isAmount(body.amount)) return refuse(400, "amount is required");
    if (!/^\d{9,15}$/.test(body.account_number as string)) return refuse(400, "Invalid account number");
    if (body.account_bank === "MPS" && body.currency === "KES") {
      // M-Pesa Kenya wants sender details in meta; the API takes an object or a one-element array.
      const meta = (Array.isArray(body.meta) ? body.meta[0] : body.meta) as Record<string, unknown> | undefined;
      for (const field of ["sender", "sender_country", "mobile_number"]) {
        if (!isText(meta?.[field])) return refuse(400, `meta.${field} is required for M-Pesa transfers`);
      }
    }
    const reference = isText(body.reference) ? body.reference : `fake-${this.nextId}`;
    if ([...this.transfers.values()].some((transfer) => transfer.body.reference === reference)) {
      return refuse(400, "Transfer with this reference already exists");
    }
    const transfer: FakeTransfer = {
      id: this.nextId++,
      body: { ...body, reference },
      status: "NEW",
      completeMessage: "",
      createdAt: new Date().toISOString(),
    };
    this.transfers.set(transfer.id, transfer);
    return ok("Transfer Queued Successfully", this.transferData(transfer));
  }

  private transferData(transfer: FakeTransfer) {
    const { body } = transfer;
    return {
      id: transfer.id,
      account_number: body.account_number,
      bank_code: body.account_bank,
      full_name: body.beneficiary_name,
      created_at: transfer.createdAt,
      currency: body.currency,
      debit_currency: body.debit_currency ?? body.currency,
      amount: body.amount,
      fee: 0.35,
      status: transfer.status,
      reference: body.reference,
      meta: body.meta ?? null,
      narration: body.narration ?? "",
      complete_message: transfer.completeMessage,
      requires_approval: 0,
      is_approved: 1,
      bank_name: body.account_bank,
    };
  }
}

function send(response: ServerResponse, { status, body }: Reply, type = "application/json") {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  response.writeHead(status, { "Content-Type": `${type}; charset=utf-8` }).end(text);
}
