import { type FormEvent, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { authClient } from "@/lib/auth-client";
import { messageOf, Section } from "./section";
import { SetupQrCode } from "./setup-qr-code";

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
        return setStatus({ tone: "error", text: messageOf(error, "Check your password.") });
      }
      setSetup({ totpUri: data.totpURI, backupCodes: data.backupCodes });
      setPassword("");
    });
  };

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    return run(async () => {
      const { error } = await authClient.twoFactor.verifyTotp({ code: code.replace(/\s+/g, "") });
      if (error) return setStatus({ tone: "error", text: messageOf(error, "That code is not right. Try again.") });
      setCodes(setup?.backupCodes ?? null);
      setSetup(null);
      setCode("");
      setStatus({ tone: "success", text: "Two-factor authentication is on." });
    });
  };

  const turnOff = () =>
    run(async () => {
      const { error } = await authClient.twoFactor.disable({ password });
      if (error) return setStatus({ tone: "error", text: messageOf(error, "Check your password.") });
      setPassword("");
      setCodes(null);
      setStatus({ tone: "success", text: "Two-factor authentication is off." });
    });

  const newCodes = () =>
    run(async () => {
      const { data, error } = await authClient.twoFactor.generateBackupCodes({ password });
      if (error || !data) return setStatus({ tone: "error", text: messageOf(error, "Check your password.") });
      setPassword("");
      setCodes(data.backupCodes);
    });

  return (
    <Section id="account-2fa" title="Two-factor authentication">
      <p className="text-sm text-slate-700">
        {isEnabled ? "On: " : "Off. "}
        Signing in asks for a code from an authenticator app as well as your password.
        {isOperator && " Operators need it to open the operator console."}
      </p>
      {status && <Alert tone={status.tone}>{status.text}</Alert>}
      {codes && (
        <div className="rounded-lg bg-slate-50 p-3">
          <p className="text-sm font-semibold">Backup codes: keep them somewhere safe. Each signs you in once.</p>
          <ul className="mt-2 grid grid-cols-2 gap-1 font-mono text-sm sm:grid-cols-5" aria-label="Backup codes">
            {codes.map((backup) => (
              <li key={backup}>{backup}</li>
            ))}
          </ul>
        </div>
      )}
      {setup ? (
        <form
          noValidate
          onSubmit={confirm}
          className="flex flex-col gap-3"
          aria-label="Confirm two-factor authentication"
        >
          <SetupQrCode uri={setup.totpUri} />
          <p className="text-sm text-slate-700">
            Add Placard to your authenticator app: scan the QR code, open{" "}
            <a href={setup.totpUri} className="font-medium text-brand-700 underline">
              this setup link
            </a>{" "}
            on your phone, or type the key{" "}
            <code className="rounded bg-slate-100 px-1 break-all">{secretOf(setup.totpUri)}</code>. Then enter the code
            it shows.
          </p>
          <TextField
            label="Code from the app"
            autoComplete="one-time-code"
            inputMode="numeric"
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
          <div>
            <Button type="submit" isBusy={isBusy}>
              Turn on
            </Button>
          </div>
        </form>
      ) : (
        <form noValidate onSubmit={isEnabled ? (e) => e.preventDefault() : start} className="flex flex-col gap-3">
          <TextField
            label="Your password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <div className="flex flex-wrap gap-2">
            {isEnabled ? (
              <>
                <Button variant="secondary" isBusy={isBusy} onClick={() => void newCodes()}>
                  New backup codes
                </Button>
                <Button variant="danger" isBusy={isBusy} onClick={() => void turnOff()}>
                  Turn off
                </Button>
              </>
            ) : (
              <Button type="submit" isBusy={isBusy}>
                Set up two-factor authentication
              </Button>
            )}
          </div>
        </form>
      )}
    </Section>
  );
}
