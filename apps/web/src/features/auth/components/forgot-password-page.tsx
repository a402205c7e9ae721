import { forgotPasswordSchema } from "@placard/shared/auth";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { authClient } from "@/lib/auth-client";
import { useFormErrors } from "../hooks/use-form-errors";
import { AuthLayout } from "./auth-layout";
import { useTranslation } from "@/lib/i18n";

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [email, setEmail] = useState("");
  const [isBusy, setIsBusy] = useState(false);
  const [isSent, setIsSent] = useState(false);
  const form = useFormErrors(forgotPasswordSchema);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const input = form.validate({ email });
    if (!input) return;
    setIsBusy(true);
    const { error } = await authClient.requestPasswordReset({ email: input.email, redirectTo: "/reset-password" });
    setIsBusy(false);
    if (error) return form.showServerError(error);
    setIsSent(true);
  }

  return (
    <AuthLayout
      tone="cyan"
      heading={t("auth.forgot.heading")}
      subtitle={t("auth.forgot.subtitle")}
      panelTitle={t("auth.panel.unlock_title")}
      panelText={t("auth.panel.unlock_text")}
    >
      {isSent ? (
        <Alert tone="success">{t("auth.forgot.sent", { email })}</Alert>
      ) : (
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label={t("auth.forgot.form")}>
          {form.formError && <Alert>{form.formError}</Alert>}
          <TextField
            label={t("auth.email")}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              form.clearField("email");
            }}
            error={form.fieldErrors.email}
          />
          <Button type="submit" variant="warm" isBusy={isBusy} className="w-full">
            {t("auth.forgot.submit")}
          </Button>
        </form>
      )}
      <p className="mt-6 text-center text-sm">
        <Link to="/sign-in" className="font-semibold text-brand-700 hover:underline">
          {t("auth.forgot.back")}
        </Link>
      </p>
    </AuthLayout>
  );
}
