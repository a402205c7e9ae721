import type { PaymentMethod } from "@placard/shared/payments";
import { startPayment } from "../modules/payments/index.js";
import type { DemoContext, DemoUser } from "./context.js";
import { send } from "./http.js";

/**
 * Pays for one approved request as the advertiser would: Pay Now (the server prices it
 * and opens a sandbox checkout), Pay on the sandbox's hosted checkout, then the return
 * to Placard, which asks the provider and settles exactly once (request paid, 30-day
 * booking, owner's earnings held in the ledger). The sandbox's webhook for the same
 * payment is queued as usual and settles nothing more when the server delivers it.
 */
export async function payThroughSandbox(
  context: DemoContext,
  advertiser: DemoUser,
  requestId: string,
  method: PaymentMethod,
): Promise<void> {
  const { app } = context;
  const link = await startPayment(app.payments, advertiser.id, { requestId, email: advertiser.email });
  const checkout = await send(
    app,
    {
      method: "POST",
      url: `/sandbox/checkout/${encodeURIComponent(link.txRef)}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ action: "pay", method }).toString(),
    },
    303,
    "paying on the sandbox checkout",
  );
  const redirect = new URL(String(checkout.headers.location));
  const back = await send(
    app,
    { method: "GET", url: `${redirect.pathname}${redirect.search}` },
    303,
    "returning from the checkout",
  );
  const result = new URL(String(back.headers.location), "http://placard.invalid").searchParams.get("status");
  if (result !== "success") throw new Error(`Demo data: payment ${link.txRef} did not settle (${result})`);
}
