import { type FormEvent, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { authClient } from "@/lib/auth-client";
import { messageOf, Section } from "./section";
import { useTranslation } from "@/lib/i18n";

/**
 * The person's name, shown as everyone sees it (#29.7), and changed here (first and last); the
 * email address has its own section (email-section.tsx).
 */
export function ProfileSection({ name, firstName, lastName }: { name: string; firstName: string; lastName: string }) {
  const [values, setValues] = useState({ firstName, lastName });
  const [status, setStatus] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const { t } = useTranslation();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const first = values.firstName.trim();
    const last = values.lastName.trim();
    if (!first) return setStatus({ tone: "error", text: t("account.profile.first_name_missing") });
    setIsBusy(true);
    const { error } = await authClient.updateUser({
      firstName: first,
      lastName: last,
      name: `${first} ${last}`.trim(),
    });
    setIsBusy(false);
    setStatus(
      error
        ? { tone: "error", text: messageOf(error, t("account.profile.failed")) }
        : { tone: "success", text: t("account.saved") },
    );
  }

  return (
    <Section id="account-profile" title={t("account.profile.title")}>
      <p className="text-base font-semibold text-slate-900" data-testid="account-name">
        {name || t("account.profile.no_name")}
      </p>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3" aria-label={t("account.profile.title")}>
        {status && <Alert tone={status.tone}>{status.text}</Alert>}
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={t("auth.first_name")}
            autoComplete="given-name"
            value={values.firstName}
            onChange={(e) => setValues({ ...values, firstName: e.target.value })}
          />
          <TextField
            label={t("auth.last_name")}
            autoComplete="family-name"
            value={values.lastName}
            onChange={(e) => setValues({ ...values, lastName: e.target.value })}
          />
        </div>
        <div>
          <Button type="submit" isBusy={isBusy}>
            {t("account.save")}
          </Button>
        </div>
      </form>
    </Section>
  );
}
