import { signInSchema } from "@placard/shared/auth";
import { SIGN_UP_PATH, withReturnPath } from "@placard/shared/routes";
import { type FormEvent, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { authClient } from "@/lib/auth-client";
import { useFormErrors } from "../hooks/use-form-errors";
import { useReturnPath } from "../hooks/use-return-path";
import { AuthLayout } from "./auth-layout";
import { CredentialFields } from "./credential-fields";
import { UnconfirmedEmail } from "./check-email";
import { SocialButtons } from "./social-buttons";
import { TwoFactorStep } from "./two-factor-step";
import { useTranslation } from "@/lib/i18n";

export function SignInPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { next, afterAuth } = useReturnPath();
  const [values, setValues] = useState({ email: "", password: "" });
  const [isBusy, setIsBusy] = useState(false);
  /** Set when a mailed confirmation link failed and sent the person here (decision 0026). */
  const verification = useSearchParams()[0].get("verification");
  const [needsSecondFactor, setNeedsSecondFactor] = useState(false);
  /** The address of an account that must confirm it before signing in (decision 0026). */
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  const form = useFormErrors(signInSchema);

  const set = (key: keyof typeof values) => (value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    form.clearField(key);
    setUnconfirmed(null);
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const input = form.validate(values);
    if (!input) return;
    setIsBusy(true);
    const { data, error } = await authClient.signIn.email(input);
    setIsBusy(false);
    const reason = (error as { details?: { reason?: string } } | null)?.details?.reason;
    if (reason === "EMAIL_NOT_VERIFIED") return setUnconfirmed(input.email);
    if (error) return form.showServerError(error);
    // Two-factor authentication on: no session yet, the code comes first.
    if (data && "twoFactorRedirect" in data && data.twoFactorRedirect) return setNeedsSecondFactor(true);
    navigate(afterAuth, { replace: true });
  }

  return (
    <AuthLayout
      tone="cyan"
      heading={t("auth.sign_in.heading")}
      subtitle={t("auth.sign_in.subtitle")}
      panelTitle={t("auth.panel.unlock_title")}
      panelText={t("auth.panel.unlock_text")}
    >
      {needsSecondFactor ? (
        <TwoFactorStep onDone={() => navigate(afterAuth, { replace: true })} />
      ) : (
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label={t("auth.sign_in.submit")}>
          {form.formError && <Alert>{form.formError}</Alert>}
          {unconfirmed && <UnconfirmedEmail email={unconfirmed} callbackURL={afterAuth} />}
          {verification && !unconfirmed && !form.formError && (
            <Alert tone="info">
              {verification === "TOKEN_EXPIRED" ? t("auth.sign_in.link_expired") : t("auth.sign_in.link_invalid")}
            </Alert>
          )}
          <CredentialFields
            email={values.email}

            password={values.password}

            onChange={(key, value) => set(key)(value)}

            errors={form.fieldErrors}

            passwordAutoComplete="current-password"
          />
          <div className="-mt-1 text-right text-sm">
            <Link to="/forgot-password" className="font-medium text-brand-700 hover:underline">
              {t("auth.sign_in.forgot")}
            </Link>
          </div>
          <Button type="submit" variant="warm" isBusy={isBusy} className="w-full">
            {t("auth.sign_in.submit")}
          </Button>
        </form>
      )}
      <p className="mt-6 text-center text-sm text-slate-600">
        {t("auth.sign_in.no_account")}{" "}
        <Link to={withReturnPath(SIGN_UP_PATH, next)} className="font-semibold text-brand-700 hover:underline">
          {t("auth.sign_in.create_one")}
        </Link>
      </p>
      <SocialButtons callbackPath={afterAuth} />
    </AuthLayout>
  );
}
