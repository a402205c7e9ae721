import { type FormEvent, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { api, ApiError } from "@/lib/api-client";
import { authClient } from "@/lib/auth-client";
import { Section } from "./section";
import { splitAround, useTranslation } from "@/lib/i18n";

type Answer = { status: "confirmation_sent" | "changed" };

/**
 * The address the account signs in with. Changing it asks for the password; where Placard
 * sends mail, the current address confirms first and the new one last (decision 0035).
 */
export function EmailSection({ email }: { email: string }) {
  const [newEmail, setNewEmail] = useState("");
  const [password, setPassword] = useState("");
  const [status, setStatus] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [fields, setFields] = useState<Record<string, string[]>>({});
  const { t } = useTranslation();
  const [before, after] = splitAround((slot) => t("account.email.current", { email: slot }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const wanted = newEmail.trim();
    if (!wanted) return setStatus({ tone: "error", text: t("account.email.missing") });
    if (!password) return setStatus({ tone: "error", text: t("account.email.password_missing") });
    setIsBusy(true);
    setStatus(null);
    setFields({});
    try {
      const answer = await api.post<Answer>("/api/me/email", { newEmail: wanted, password });
      setPassword("");
      setNewEmail("");
      if (answer.status === "changed") {
        // The session store re-reads the user, so the new address shows everywhere.
        authClient.$store.notify("$sessionSignal");
        setStatus({ tone: "success", text: t("account.email.changed", { email: wanted }) });
      } else {
        setStatus({
          tone: "success",
          text: t("account.email.confirmation_sent", { current: email, wanted }),
        });
      }
    } catch (failed) {
      // The field the server refused carries its message; the alert says what the form as a whole got.
      if (failed instanceof ApiError) setFields(failed.fieldErrors);
      setStatus({
        tone: "error",
        text: failed instanceof ApiError ? failed.message : t("account.email.failed"),
      });
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <Section id="account-email" title={t("account.email.title")}>
      <p className="text-sm text-slate-700">
        {before}
        <strong className="break-all">{email}</strong>
        {after}
      </p>
      {status && <Alert tone={status.tone}>{status.text}</Alert>}
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3" aria-label={t("account.email.form")}>
        <TextField
          label={t("account.email.new")}
          type="email"
          autoComplete="email"
          value={newEmail}
          onChange={(e) => setNewEmail(e.target.value)}
          error={fields.newEmail?.join(" ")}
        />
        <TextField
          label={t("account.delete.password")}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={fields.password?.join(" ")}
        />
        <div>
          <Button type="submit" isBusy={isBusy}>
            {t("account.email.submit")}
          </Button>
        </div>
      </form>
    </Section>
  );
}
