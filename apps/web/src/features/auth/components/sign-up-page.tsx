import { signUpSchema } from "@placard/shared/auth";
import { SIGN_IN_PATH, withReturnPath } from "@placard/shared/routes";
import { REFERRAL_COOKIE } from "@placard/shared/referrals";
import { type FormEvent, useEffect, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { authClient } from "@/lib/auth-client";
import { useFormErrors } from "../hooks/use-form-errors";
import { useReturnPath } from "../hooks/use-return-path";
import { AuthLayout } from "./auth-layout";
import { CheckEmail } from "./check-email";
import { CredentialFields } from "./credential-fields";
import { SocialButtons } from "./social-buttons";
import { useTranslation } from "@/lib/i18n";

export function SignUpPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { next, afterAuth } = useReturnPath();
  const [searchParams] = useSearchParams();
  const ref = searchParams.get("ref") ?? undefined;
  // Kept for an hour so a social sign-up, which leaves this page, carries the code too.
  useEffect(() => {
    if (ref) document.cookie = `${REFERRAL_COOKIE}=${encodeURIComponent(ref)}; Max-Age=3600; Path=/; SameSite=Lax`;
  }, [ref]);
  const [values, setValues] = useState({ firstName: "", lastName: "", email: "", password: "" });
  const [isBusy, setIsBusy] = useState(false);
  /** Where the confirmation link went, when this Placard requires one (no session yet). */
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useFormErrors(signUpSchema);

  const set = (key: keyof typeof values) => (value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    form.clearField(key);
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const input = form.validate(values);
    if (!input) return;
    setIsBusy(true);
    // The server keeps `ref` on the new user; who referred whom is decided there.
    const { data, error } = await authClient.signUp.email({
      ...input,
      name: `${input.firstName} ${input.lastName}`,
      // Where the mailed confirmation link lands, signed in (decision 0026).
      callbackURL: afterAuth,
      ...(ref ? { ref } : {}),
    } as Parameters<typeof authClient.signUp.email>[0]);
    setIsBusy(false);
    if (error) return form.showServerError(error);
    if (!data?.token) return setSentTo(input.email);
    navigate(afterAuth, { replace: true });
  }

  return (
    <AuthLayout
      tone="blue"
      heading={t("auth.sign_up.heading")}
      subtitle={t("auth.sign_up.subtitle")}
      panelTitle={t("auth.sign_up.panel_title")}
      panelText={t("auth.sign_up.panel_text")}
    >
      {sentTo ? (
        <CheckEmail email={sentTo} callbackURL={afterAuth} onChangeEmail={() => setSentTo(null)} />
      ) : (
        renderForm()
      )}
    </AuthLayout>
  );

  /** The form, links and social buttons; called inline (not a component) so inputs keep focus. */
  function renderForm() {
    return (
      <>
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label={t("auth.sign_up.form")}>
          {form.formError && <Alert>{form.formError}</Alert>}
          {ref && <Alert tone="info">{t("auth.sign_up.invited", { code: ref })}</Alert>}
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t("auth.first_name")}
              name="firstName"
              autoComplete="given-name"
              value={values.firstName}
              onChange={(e) => set("firstName")(e.target.value)}
              error={form.fieldErrors.firstName}
            />
            <TextField
              label={t("auth.last_name")}
              name="lastName"
              autoComplete="family-name"
              value={values.lastName}
              onChange={(e) => set("lastName")(e.target.value)}
              error={form.fieldErrors.lastName}
            />
          </div>
          <CredentialFields
            email={values.email}

            password={values.password}

            onChange={(key, value) => set(key)(value)}

            errors={form.fieldErrors}

            passwordAutoComplete="new-password"
          />
          <Button
            type="submit"
            isBusy={isBusy}
            className="w-full bg-gradient-to-r from-cyan-500 to-blue-600 hover:from-cyan-600 hover:to-blue-700"
          >
            {t("auth.sign_up.submit")}
          </Button>
        </form>
        <p className="mt-6 text-center text-sm text-slate-600">
          {t("auth.sign_up.have_account")}{" "}
          <Link to={withReturnPath(SIGN_IN_PATH, next)} className="font-semibold text-brand-700 hover:underline">
            {t("auth.sign_in.submit")}
          </Link>
        </p>
        <SocialButtons callbackPath={afterAuth} />
      </>
    );
  }
}
