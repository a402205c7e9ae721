import { SIGN_IN_PATH } from "@placard/shared/routes";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { api, ApiError } from "@/lib/api-client";
import { authClient } from "@/lib/auth-client";
import { Section } from "./section";
import { useTranslation } from "@/lib/i18n";

/** DELETE /api/me with the password; says first what is kept for accounting. */
export function DeleteSection() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const { t } = useTranslation();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setIsBusy(true);
    try {
      await api.delete("/api/me", { password });
      queryClient.clear();
      await authClient.getSession({ query: { disableCookieCache: true } });
      navigate(SIGN_IN_PATH, { replace: true });
    } catch (failed) {
      setError(failed instanceof ApiError ? failed.message : t("account.delete.failed"));
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <Section id="account-delete" title={t("account.delete.title")}>
      <p className="text-sm text-slate-700">{t("account.delete.keeps")}</p>
      {error && <Alert>{error}</Alert>}
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3" aria-label={t("account.delete.title")}>
        <TextField
          label={t("account.delete.password")}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <div>
          <Button type="submit" variant="danger" isBusy={isBusy}>
            {t("account.delete.submit")}
          </Button>
        </div>
      </form>
    </Section>
  );
}
