import { type FormEvent, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { authClient } from "@/lib/auth-client";
import { messageOf, Section } from "./section";
import { SetupQrCode } from "./setup-qr-code";
import { splitSlots, useTranslation } from "@/lib/i18n";

type Setup = { totpUri: string; backupCodes: string[] };

const secretOf = (uri: string) => new URL(uri).searchParams.get("secret") ?? "";

/**
 * Two-factor authentication (TOTP): turn on (password, then the app's first code, with
 * backup codes to keep), new backup codes, or turn off. Operators need it for /admin.
 */
export function TwoFactorSection({ isEnabled, isOperator }: { isEnabled: boolean; isOperator: boolean }) {
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [setup, setSetup] = useState<Setup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [status, setStatus] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const { t } = useTranslation();

  const run = async (action: () => Promise<void>) => {
    setIsBusy(true);
    setStatus(null);
    await action();
    setIsBusy(false);
  };

  const start = (event: FormEvent) => {
    event.preventDefault();
    return run(async () => {
      const { data, error } = await authClient.twoFactor.enable({ password });
      if (error || !data || !("totpURI" in data)) {
        return setStatus({ tone: "error", text: messageOf(error, t("account.2fa.check_password")) });
      }
      setSetup({ totpUri: data.totpURI, backupCodes: data.backupCodes });
      setPassword("");
    });
  };

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    return run(async () => {
      const { error } = await authClient.twoFactor.verifyTotp({ code: code.replace(/\s+/g, "") });
      if (error) return setStatus({ tone: "error", text: messageOf(error, t("auth.two_factor.wrong")) });
      setCodes(setup?.backupCodes ?? null);
      setSetup(null);
      setCode("");
      setStatus({ tone: "success", text: t("account.2fa.turned_on") });
    });
  };

  const turnOff = () =>
    run(async () => {
      const { error } = await authClient.twoFactor.disable({ password });
      if (error) return setStatus({ tone: "error", text: messageOf(error, t("account.2fa.check_password")) });
      setPassword("");
      setCodes(null);
      setStatus({ tone: "success", text: t("account.2fa.turned_off") });
    });

  const newCodes = () =>
    run(async () => {
      const { data, error } = await authClient.twoFactor.generateBackupCodes({ password });
      if (error || !data) return setStatus({ tone: "error", text: messageOf(error, t("account.2fa.check_password")) });
      setPassword("");
      setCodes(data.backupCodes);
    });

  return (
    <Section id="account-2fa" title={t("auth.two_factor.form")}>
      <p className="text-sm text-slate-700">
        {isEnabled ? t("account.2fa.on") : t("account.2fa.off")} {t("account.2fa.explain")}
        {isOperator && ` ${t("account.2fa.operators")}`}
      </p>
      {status && <Alert tone={status.tone}>{status.text}</Alert>}
      {codes && (
        <div className="rounded-lg bg-slate-50 p-3">
          <p className="text-sm font-semibold">{t("account.2fa.backup_codes_help")}</p>
          <ul
            className="mt-2 grid grid-cols-2 gap-1 font-mono text-sm sm:grid-cols-5"
            aria-label={t("account.2fa.backup_codes")}
          >
            {codes.map((backup) => (
              <li key={backup}>{backup}</li>
            ))}
          </ul>
        </div>
      )}
      {setup ? (
        <form noValidate onSubmit={confirm} className="flex flex-col gap-3" aria-label={t("account.2fa.confirm")}>
          <SetupQrCode uri={setup.totpUri} />
          <p className="text-sm text-slate-700">
            {splitSlots((slot) => t("account.2fa.setup", { link: slot(0), key: slot(1) })).map((part, index) =>
              part === 0 ? (
                <a key={index} href={setup.totpUri} className="font-medium text-brand-700 underline">
                  {t("account.2fa.setup_link")}
                </a>
              ) : part === 1 ? (
                <code key={index} className="rounded bg-slate-100 px-1 break-all">
                  {secretOf(setup.totpUri)}
                </code>
              ) : (
                part
              ),
            )}
          </p>
          <TextField
            label={t("account.2fa.code")}
            autoComplete="one-time-code"
            inputMode="numeric"
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
          <div>
            <Button type="submit" isBusy={isBusy}>
              {t("account.2fa.turn_on")}
            </Button>
          </div>
        </form>
      ) : (
        <form noValidate onSubmit={isEnabled ? (e) => e.preventDefault() : start} className="flex flex-col gap-3">
          <TextField
            label={t("account.2fa.password")}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <div className="flex flex-wrap gap-2">
            {isEnabled ? (
              <>
                <Button variant="secondary" isBusy={isBusy} onClick={() => void newCodes()}>
                  {t("account.2fa.new_codes")}
                </Button>
                <Button variant="danger" isBusy={isBusy} onClick={() => void turnOff()}>
                  {t("account.2fa.turn_off")}
                </Button>
              </>
            ) : (
              <Button type="submit" isBusy={isBusy}>
                {t("account.2fa.set_up")}
              </Button>
            )}
          </div>
        </form>
      )}
    </Section>
  );
}
