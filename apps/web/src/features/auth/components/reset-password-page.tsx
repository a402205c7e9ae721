import { resetPasswordSchema } from "@placard/shared/auth";
import { type FormEvent, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { authClient } from "@/lib/auth-client";
import { useFormErrors } from "../hooks/use-form-errors";
import { AuthLayout } from "./auth-layout";

/** The target of the mailed reset link: `?token=` (or `?error=INVALID_TOKEN` when expired). */
export function ResetPasswordPage() {
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
      heading="Choose a new password"
      subtitle="Continue your advertising journey"
      panelTitle="Unlock Your Advertising Potential"
      panelText="Discover innovative strategies and grow your brand"
    >
      {!token ? (
        <Alert>This reset link is invalid or has expired. Ask for a new one.</Alert>
      ) : isDone ? (
        <Alert tone="success">Your password has been changed. You can sign in with it now.</Alert>
      ) : (
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="New password">
          {form.formError && <Alert>{form.formError}</Alert>}
          <TextField
            label="New password"
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
            Save password
          </Button>
        </form>
      )}
      <p className="mt-6 text-center text-sm">
        <Link
          to={token && !isDone ? "/forgot-password" : "/sign-in"}
          className="font-semibold text-brand-700 hover:underline"
        >
          {token && !isDone ? "Ask for a new link" : "Go to sign in"}
        </Link>
      </p>
    </AuthLayout>
  );
}
