import { resetPasswordSchema } from "@placard/shared/auth";
import { type FormEvent, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { authClient } from "@/lib/auth-client";
import { useFormErrors } from "../hooks/use-form-errors";
import { AuthLayout } from "./auth-layout";
import { useTranslation } from "@/lib/i18n";

/** The target of the mailed reset link: `?token=` (or `?error=INVALID_TOKEN` when expired). */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token");
  const [password, setPassword] = useState("");
  const [isBusy, setIsBusy] = useState(false);
  const [isDone, setIsDone] = useState(false);
  const form = useFormErrors(resetPasswordSchema);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const input = form.validate({ password });
    if (!input || !token) return;
    setIsBusy(true);
    const { error } = await authClient.resetPassword({ newPassword: input.password, token });
    setIsBusy(false);
    if (error) return form.showServerError(error);
    setIsDone(true);
  }

  return (
    <AuthLayout
      tone="cyan"
      heading={t("auth.reset.heading")}
      subtitle={t("auth.sign_in.subtitle")}
      panelTitle={t("auth.panel.unlock_title")}
      panelText={t("auth.panel.unlock_text")}
    >
      {!token ? (
        <Alert>{t("auth.reset.invalid")}</Alert>
      ) : isDone ? (
        <Alert tone="success">{t("auth.reset.done")}</Alert>
      ) : (
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label={t("auth.reset.new_password")}>
          {form.formError && <Alert>{form.formError}</Alert>}
          <TextField
            label={t("auth.reset.new_password")}
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => {
              setPassword(e.target.value);
              form.clearField("password");
            }}
            error={form.fieldErrors.password}
          />
          <Button type="submit" variant="warm" isBusy={isBusy} className="w-full">
            {t("auth.reset.submit")}
          </Button>
        </form>
      )}
      <p className="mt-6 text-center text-sm">
        <Link
          to={token && !isDone ? "/forgot-password" : "/sign-in"}
          className="font-semibold text-brand-700 hover:underline"
        >
          {token && !isDone ? t("auth.reset.ask_new") : t("auth.reset.go_sign_in")}
        </Link>
      </p>
    </AuthLayout>
  );
}
