import { type FormEvent, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { authClient } from "@/lib/auth-client";
import { messageOf, Section } from "./section";
import { useTranslation } from "@/lib/i18n";

const EMPTY = { current: "", next: "", again: "" };

/** Change the password; every other session is signed out. */
export function PasswordSection() {
  const [values, setValues] = useState(EMPTY);
  const [status, setStatus] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const { t } = useTranslation();
  const set = (key: keyof typeof EMPTY) => (value: string) => setValues({ ...values, [key]: value });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (values.next.length < 8) return setStatus({ tone: "error", text: t("account.password.too_short") });
    if (values.next !== values.again) return setStatus({ tone: "error", text: t("account.password.differ") });
    setIsBusy(true);
    const { error } = await authClient.changePassword({
      currentPassword: values.current,
      newPassword: values.next,
      revokeOtherSessions: true,
    });
    setIsBusy(false);
    if (error) return setStatus({ tone: "error", text: messageOf(error, t("account.password.failed")) });
    setValues(EMPTY);
    setStatus({ tone: "success", text: t("account.password.changed") });
  }

  return (
    <Section id="account-password" title={t("auth.password")}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3" aria-label={t("account.password.submit")}>
        {status && <Alert tone={status.tone}>{status.text}</Alert>}
        <TextField
          label={t("account.password.current")}
          type="password"
          autoComplete="current-password"
          value={values.current}
          onChange={(e) => set("current")(e.target.value)}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={t("auth.reset.new_password")}
            type="password"
            autoComplete="new-password"
            value={values.next}
            onChange={(e) => set("next")(e.target.value)}
          />
          <TextField
            label={t("account.password.again")}
            type="password"
            autoComplete="new-password"
            value={values.again}
            onChange={(e) => set("again")(e.target.value)}
          />
        </div>
        <div>
          <Button type="submit" isBusy={isBusy}>
            {t("account.password.submit")}
          </Button>
        </div>
      </form>
    </Section>
  );
}
