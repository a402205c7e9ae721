import { type FormEvent, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { authClient } from "@/lib/auth-client";

/**
 * Sign-in's second step for an account with two-factor authentication: the 6-digit code
 * from an authenticator app, or one of the backup codes. Calls `onDone` once signed in.
 */
export function TwoFactorStep({ onDone }: { onDone: () => void }) {
  const [isBackup, setIsBackup] = useState(false);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const trimmed = code.replace(/\s+/g, "");
    if (!trimmed) return setError(isBackup ? "Enter one of your backup codes." : "Enter the 6-digit code.");
    setIsBusy(true);
    const { error: failed } = isBackup
      ? await authClient.twoFactor.verifyBackupCode({ code: trimmed })
      : await authClient.twoFactor.verifyTotp({ code: trimmed });
    setIsBusy(false);
    if (failed) return setError(failed.message || "That code is not right. Try again.");
    onDone();
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Two-factor authentication">
      <p className="text-sm text-slate-700">
        {isBackup
          ? "Enter one of the backup codes you saved when you turned on two-factor authentication. Each works once."
          : "Enter the 6-digit code your authenticator app shows for Placard."}
      </p>
      {error && <Alert>{error}</Alert>}
      <TextField
        label={isBackup ? "Backup code" : "Authentication code"}
        name="code"
        autoComplete="one-time-code"
        inputMode={isBackup ? "text" : "numeric"}
        autoFocus
        value={code}
        onChange={(event) => {
          setCode(event.target.value);
          setError(null);
        }}
      />
      <Button type="submit" variant="warm" isBusy={isBusy} className="w-full">
        Verify
      </Button>
      <button
        type="button"
        className="text-sm font-medium text-brand-700 hover:underline"
        onClick={() => {
          setIsBackup(!isBackup);
          setCode("");
          setError(null);
        }}
      >
        {isBackup ? "Use the authenticator app instead" : "Use a backup code instead"}
      </button>
    </form>
  );
}
