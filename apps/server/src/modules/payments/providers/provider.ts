/**
 * A payment provider as Placard uses it (ARCHITECTURE.md §4 "Buying a placement",
 * "Getting paid"). Amounts cross this interface in integer minor units of the named
 * currency; providers convert to their own wire format.
 */
export interface PaymentProvider {
  readonly name: "sandbox" | "flutterwave";

  /** A hosted checkout link the payer is redirected to. */
  createPaymentLink(input: CreatePaymentLink): Promise<{ link: string }>;

  /**
   * Asks the provider about a transaction by its id (the `transaction_id` of a redirect
   * or a webhook). Null when the provider has no such transaction.
   */
  verifyTransaction(transactionId: string): Promise<VerifiedTransaction | null>;

  /** The same, by our reference, for when no redirect or webhook ever came. */
  verifyByReference(txRef: string): Promise<VerifiedTransaction | null>;

  /** Whether a webhook request really comes from the provider (its secret hash header). */
  isAuthenticWebhook(headers: Record<string, string | string[] | undefined>): boolean;

  /** Reads a webhook body into the transaction it reports; null for events we ignore. */
  parseWebhook(body: unknown): WebhookEvent | null;

  /** Refunds a verified transaction in full. */
  refund(transactionId: string, amountCents: number): Promise<{ refundId: string; status: "completed" | "pending" }>;

  /**
   * Sends a payout to a mobile money wallet: `amountCents` USD are debited and the
   * recipient receives the equivalent in `destinationCurrency`.
   */
  createTransfer(input: CreateTransfer): Promise<TransferState>;

  /** The current state of a payout. */
  getTransfer(transferId: string): Promise<TransferState>;
}

export interface CreatePaymentLink {
  txRef: string;
  amountCents: number;
  currency: string;
  email: string;
  customerName: string;
  /** Where the provider sends the payer back, with `status`, `tx_ref` and `transaction_id`. */
  redirectUrl: string;
  title: string;
  description: string;
}

export interface VerifiedTransaction {
  id: string;
  txRef: string;
  status: "successful" | "failed" | "pending";
  amountCents: number;
  currency: string;
  /** The provider's answer as it came, kept for audit. */
  raw: unknown;
}

export type WebhookEvent =
  | { kind: "charge"; transactionId: string; txRef: string }
  | { kind: "transfer"; transferId: string; reference: string };

export interface CreateTransfer {
  /** Our unique reference; the provider refuses a second transfer with the same one. */
  reference: string;
  /** USD cents to debit. */
  amountCents: number;
  /** E.164, e.g. +254712345678. */
  phoneNumber: string;
  /** The operator code, e.g. MPS. */
  network: string;
  destinationCurrency: string;
  beneficiaryName: string;
  narration: string;
}

export interface TransferState {
  transferId: string;
  status: "pending" | "successful" | "failed";
  failureReason: string | null;
  raw: unknown;
}

/** The provider could not be reached or answered something we cannot read. */
export class ProviderError extends Error {
  constructor(
    message: string,
    override readonly cause?: unknown,
  ) {
    super(message);
    this.name = "ProviderError";
  }
}
