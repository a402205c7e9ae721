import type { AdWebsite } from "@placard/shared/ads";
import { BOOKING_DAYS, PAYMENT_GENERIC_ERROR, PAYMENT_LINK_FAILED, startPaymentSchema } from "@placard/shared/payments";
import { type FormEvent, useEffect, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/text-field";
import { formatLongDay, formatMoney, useTranslation } from "@/lib/i18n";
import { useAvailability } from "../api/get-availability";
import { paymentErrorMessage, useStartPayment } from "../api/start-payment";

export const EMAIL_REQUIRED = "Email is required";

/** SPEC §5 "Payment modal: email required", then the shared contract's format check. */
export function checkPaymentEmail(email: string): string | null {
  const trimmed = email.trim();
  if (!trimmed) return EMAIL_REQUIRED;
  const parsed = startPaymentSchema.shape.email.safeParse(trimmed);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? "Please enter a valid email address");
}

export interface PaymentDialogProps {
  /** The website being paid for (or renewed); null keeps the dialog closed. */
  website: AdWebsite | null;
  /** The signed-in account's email, offered as the receipt address. */
  defaultEmail: string;
  onClose: () => void;
}

/**
 * 'Pay Now' and 'Renew': asks for the payer's email, starts the payment and sends the
 * browser to the provider's checkout. The amount shown is the server's (the sum of the
 * website's spaces); it is never sent.
 */
export function PaymentDialog({ website, defaultEmail, onClose }: PaymentDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      isOpen={website !== null}
      onOpenChange={(open) => !open && onClose()}
      title={
        website?.isConfirmed
          ? t("campaigns.payment.renew_title", { website: website.name })
          : t("campaigns.payment.pay_title", { website: website?.name ?? "" })
      }
      description={
        website?.isConfirmed
          ? t("campaigns.payment.renew_text", { days: BOOKING_DAYS })
          : t("campaigns.payment.pay_text", { days: BOOKING_DAYS })
      }
      size="sm"
    >
      {/* Keyed by the request: a new target starts with a fresh form. */}
      {website && (
        <PaymentForm key={website.requestId} website={website} defaultEmail={defaultEmail} onClose={onClose} />
      )}
    </Dialog>
  );
}

function PaymentForm({
  website,
  defaultEmail,
  onClose,
}: {
  website: AdWebsite;
  defaultEmail: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const startPayment = useStartPayment();
  const availability = useAvailability(website.requestId);
  const today = new Date().toISOString().slice(0, 10);
  // Until the advertiser picks one: the first day with room (today, when there is room now).
  const [pickedDate, setPickedDate] = useState<string | null>(null);
  const startDate = pickedDate ?? availability.data?.nextFreeDate ?? today;
  const renewsFrom = availability.data?.renewsFrom ?? null;
  const [email, setEmail] = useState(defaultEmail);
  const [emailError, setEmailError] = useState<string | null>(null);
  // Stays busy after the answer, while the browser leaves for the checkout.
  const [isLeaving, setIsLeaving] = useState(false);
  // Back from the checkout, a page restored from the back/forward cache must not stay busy.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => event.persisted && setIsLeaving(false);
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = checkPaymentEmail(email);
    if (problem) return setEmailError(problem === EMAIL_REQUIRED ? t("campaigns.payment.email_required") : problem);
    try {
      const { paymentLink } = await startPayment.mutateAsync({
        requestId: website.requestId,
        email: email.trim(),
        ...(renewsFrom || startDate === today ? {} : { startDate }),
      });
      setIsLeaving(true);
      window.location.assign(paymentLink);
    } catch {
      // Shown below from the mutation's error.
    }
  };

  // SPEC §8's own two texts in the active language; a server's message as it came.
  const paymentError = (message: string) =>
    message === PAYMENT_LINK_FAILED
      ? t("campaigns.payment.link_failed")
      : message === PAYMENT_GENERIC_ERROR
        ? t("campaigns.payment.generic_error")
        : message;

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label={t("campaigns.payment.form")}>
      <dl className="flex items-center justify-between rounded-xl bg-slate-50 px-4 py-3">
        <div>
          <dt className="text-xs uppercase tracking-wide text-slate-500">{t("campaigns.payment.website")}</dt>
          <dd className="font-semibold text-slate-900">{website.name}</dd>
        </div>
        <div className="text-right">
          <dt className="text-xs uppercase tracking-wide text-slate-500">{t("campaigns.payment.amount")}</dt>
          <dd className="text-xl font-bold text-slate-900" data-testid="payment-amount">
            {formatMoney(website.amountCents)}
          </dd>
        </div>
      </dl>
      {renewsFrom ? (
        <p className="text-sm text-slate-600" data-testid="renews-from">
          {t("campaigns.payment.renews_from", { date: formatLongDay(renewsFrom) })}
        </p>
      ) : (
        <div className="flex flex-col gap-1">
          <TextField
            label={t("campaigns.payment.start_date")}
            type="date"
            min={today}
            max={availability.data?.lastStartDate}
            value={startDate}
            onChange={(event) => setPickedDate(event.target.value || null)}
          />
          {availability.data && availability.data.nextFreeDate !== today && (
            <p className="text-xs text-slate-600" data-testid="next-free-date">
              {availability.data.nextFreeDate
                ? t("campaigns.payment.next_free", { date: formatLongDay(availability.data.nextFreeDate) })
                : t("campaigns.payment.fully_booked")}
            </p>
          )}
        </div>
      )}
      {startPayment.error && <Alert>{paymentError(paymentErrorMessage(startPayment.error))}</Alert>}
      <TextField
        label={t("campaigns.payment.email")}
        type="email"
        autoComplete="email"
        required
        aria-required="true"
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          setEmailError(null);
        }}
        error={emailError ?? undefined}
      />
      <p className="text-xs text-slate-500">{t("campaigns.payment.provider_note")}</p>
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onClose} disabled={startPayment.isPending || isLeaving}>
          {t("campaigns.cancel")}
        </Button>
        <Button type="submit" variant="warm" isBusy={startPayment.isPending || isLeaving}>
          {t("campaigns.payment.continue")}
        </Button>
      </div>
    </form>
  );
}
