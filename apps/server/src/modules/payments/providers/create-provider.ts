import type { Config } from "../../../config/config.js";
import type { Db } from "../../../db/client.js";
import { createFlutterwaveProvider } from "./flutterwave.js";
import type { PaymentProvider } from "./provider.js";
import { createSandboxProvider, sandboxWebhookHash } from "./sandbox.js";

/** The provider PAYMENT_PROVIDER names (sandbox by default: the product works offline). */
export function createPaymentProvider(config: Config, db: Db, authSecret: string): PaymentProvider {
  if (config.PAYMENT_PROVIDER === "flutterwave") {
    return createFlutterwaveProvider({
      secretKey: config.FLUTTERWAVE_SECRET_KEY ?? "",
      webhookHash: config.FLUTTERWAVE_WEBHOOK_HASH ?? "",
      baseUrl: config.FLUTTERWAVE_BASE_URL,
    });
  }
  return createSandboxProvider({ db, publicUrl: config.publicUrl, webhookHash: sandboxWebhookHash(authSecret) });
}
