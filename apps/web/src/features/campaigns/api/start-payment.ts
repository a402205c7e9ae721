import {
  PAYMENT_GENERIC_ERROR,
  PAYMENT_LINK_FAILED,
  type PaymentLink,
  type StartPayment,
} from "@placard/shared/payments";
import { useMutation } from "@tanstack/react-query";
import { api, ApiError } from "@/lib/api-client";

/** The server answered without a link to send the payer to. */
export class PaymentLinkMissingError extends Error {
  constructor() {
    super(PAYMENT_LINK_FAILED);
    this.name = "PaymentLinkMissingError";
  }
}

/**
 * POST /api/payments — pay for (or renew) one approved website of one's own ad. The server
 * computes the amount; the answer's link is where the browser goes next. Nothing is
 * invalidated: the page is left for the provider's checkout.
 */
export function useStartPayment() {
  return useMutation({
    mutationFn: async (input: StartPayment) => {
      const answer = await api.post<PaymentLink | null>("/api/payments", input);
      if (!answer?.paymentLink) throw new PaymentLinkMissingError();
      return answer;
    },
  });
}

/** SPEC §8: no link → PAYMENT_LINK_FAILED; otherwise the server's message or the generic text. */
export function paymentErrorMessage(error: unknown): string {
  if (error instanceof PaymentLinkMissingError) return PAYMENT_LINK_FAILED;
  if (error instanceof ApiError && error.message) return error.message;
  return PAYMENT_GENERIC_ERROR;
}
