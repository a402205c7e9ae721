import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { authClient } from "@/lib/auth-client";

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
  if (state === "sent") return <Alert tone="success">We sent the link again. It works for an hour.</Alert>;
  if (state === "failed") return <Alert>The link could not be sent. Please try again in a minute.</Alert>;
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
  return (
    <section aria-labelledby="check-email-heading" className="flex flex-col gap-4">
      <h2 id="check-email-heading" className="text-lg font-semibold text-slate-900">
        Check your email
      </h2>
      <p className="text-sm text-slate-700">
        We sent a link to <strong className="break-all">{email}</strong>. Open it to confirm your address and sign in.
      </p>
      <p className="text-sm text-slate-600">No mail after a few minutes? Look in your spam folder, or send it again.</p>
      <ResendResult state={state} />
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" isBusy={state === "busy"} onClick={() => void resend()}>
          Send the link again
        </Button>
        <Button variant="ghost" onClick={onChangeEmail}>
          Use another address
        </Button>
      </div>
    </section>
  );
}

/** On /sign-in, for an account whose address is not confirmed yet. */
export function UnconfirmedEmail({ email, callbackURL }: { email: string; callbackURL: string }) {
  const { state, resend } = useResend(email, callbackURL);
  return (
    <div className="flex flex-col gap-3">
      <Alert>Confirm your email address first: open the link in the mail we sent to {email}.</Alert>
      <ResendResult state={state} />
      {state !== "sent" && (
        <Button variant="secondary" isBusy={state === "busy"} onClick={() => void resend()}>
          Send the link again
        </Button>
      )}
    </div>
  );
}
