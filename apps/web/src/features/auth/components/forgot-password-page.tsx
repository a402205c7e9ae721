import { forgotPasswordSchema } from "@placard/shared/auth";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { authClient } from "@/lib/auth-client";
import { useFormErrors } from "../hooks/use-form-errors";
import { AuthLayout } from "./auth-layout";

export function ForgotPasswordPage() {
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
      heading="Reset your password"
      subtitle="We will send you a link to choose a new one"
      panelTitle="Unlock Your Advertising Potential"
      panelText="Discover innovative strategies and grow your brand"
    >
      {isSent ? (
        <Alert tone="success">If an account uses {email}, a reset link is on its way. Check your inbox.</Alert>
      ) : (
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Reset password">
          {form.formError && <Alert>{form.formError}</Alert>}
          <TextField
            label="Email"
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
            Send reset link
          </Button>
        </form>
      )}
      <p className="mt-6 text-center text-sm">
        <Link to="/sign-in" className="font-semibold text-brand-700 hover:underline">
          Back to sign in
        </Link>
      </p>
    </AuthLayout>
  );
}
