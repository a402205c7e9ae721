import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { authClient } from "@/lib/auth-client";
import { splitAround, useTranslation } from "@/lib/i18n";

/** Asks for a new confirmation link; the server answers the same for any address. */
function useResend(email: string, callbackURL: string) {
  const [state, setState] = useState<"idle" | "busy" | "sent" | "failed">("idle");
  async function resend() {
    setState("busy");
    const { error } = await authClient.sendVerificationEmail({ email, callbackURL });
    setState(error ? "failed" : "sent");
  }
  return { state, resend };
}

function ResendResult({ state }: { state: ReturnType<typeof useResend>["state"] }) {
  const { t } = useTranslation();
  if (state === "sent") return <Alert tone="success">{t("auth.check_email.resent")}</Alert>;
  if (state === "failed") return <Alert>{t("auth.check_email.resend_failed")}</Alert>;
  return null;
}

/**
 * After an email sign-up when this Placard requires confirmation (decision 0026). The text
 * is the same whether or not the address already had an account: its owner's mail says which.
 */
export function CheckEmail({
  email,
  callbackURL,
  onChangeEmail,
}: {
  email: string;
  callbackURL: string;
  onChangeEmail: () => void;
}) {
  const { state, resend } = useResend(email, callbackURL);
  const { t } = useTranslation();
  const [before, after] = splitAround((slot) => t("auth.check_email.sent", { email: slot }));
  return (
    <section aria-labelledby="check-email-heading" className="flex flex-col gap-4">
      <h2 id="check-email-heading" className="text-lg font-semibold text-slate-900">
        {t("auth.check_email.heading")}
      </h2>
      <p className="text-sm text-slate-700">
        {before}
        <strong className="break-all">{email}</strong>
        {after}
      </p>
      <p className="text-sm text-slate-600">{t("auth.check_email.no_mail")}</p>
      <ResendResult state={state} />
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" isBusy={state === "busy"} onClick={() => void resend()}>
          {t("auth.check_email.resend")}
        </Button>
        <Button variant="ghost" onClick={onChangeEmail}>
          {t("auth.check_email.other_address")}
        </Button>
      </div>
    </section>
  );
}

/** On /sign-in, for an account whose address is not confirmed yet. */
export function UnconfirmedEmail({ email, callbackURL }: { email: string; callbackURL: string }) {
  const { state, resend } = useResend(email, callbackURL);
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3">
      <Alert>{t("auth.check_email.unconfirmed", { email })}</Alert>
      <ResendResult state={state} />
      {state !== "sent" && (
        <Button variant="secondary" isBusy={state === "busy"} onClick={() => void resend()}>
          {t("auth.check_email.resend")}
        </Button>
      )}
    </div>
  );
}
