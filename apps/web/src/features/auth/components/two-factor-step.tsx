import { type FormEvent, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { authClient } from "@/lib/auth-client";
import { useTranslation } from "@/lib/i18n";

/**
 * Sign-in's second step for an account with two-factor authentication: the 6-digit code
 * from an authenticator app, or one of the backup codes. Calls `onDone` once signed in.
 */
export function TwoFactorStep({ onDone }: { onDone: () => void }) {
  const [isBackup, setIsBackup] = useState(false);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const { t } = useTranslation();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const trimmed = code.replace(/\s+/g, "");
    if (!trimmed) return setError(isBackup ? t("auth.two_factor.backup_missing") : t("auth.two_factor.code_missing"));
    setIsBusy(true);
    const { error: failed } = isBackup
      ? await authClient.twoFactor.verifyBackupCode({ code: trimmed })
      : await authClient.twoFactor.verifyTotp({ code: trimmed });
    setIsBusy(false);
    if (failed) return setError(failed.message || t("auth.two_factor.wrong"));
    onDone();
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label={t("auth.two_factor.form")}>
      <p className="text-sm text-slate-700">
        {isBackup ? t("auth.two_factor.backup_help") : t("auth.two_factor.code_help")}
      </p>
      {error && <Alert>{error}</Alert>}
      <TextField
        label={isBackup ? t("auth.two_factor.backup_label") : t("auth.two_factor.code_label")}
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
        {t("auth.two_factor.verify")}
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
        {isBackup ? t("auth.two_factor.use_app") : t("auth.two_factor.use_backup")}
      </button>
    </form>
  );
}
