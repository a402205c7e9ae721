import { DELETION_KEEPS } from "@placard/shared/account";
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

/** DELETE /api/me with the password; says first what is kept for accounting. */
export function DeleteSection() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setIsBusy(true);
    try {
      await api.delete("/api/me", { password });
      queryClient.clear();
      await authClient.getSession({ query: { disableCookieCache: true } });
      navigate(SIGN_IN_PATH, { replace: true });
    } catch (failed) {
      setError(failed instanceof ApiError ? failed.message : "The account could not be deleted.");
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <Section id="account-delete" title="Delete your account">
      <p className="text-sm text-slate-700">{DELETION_KEEPS}</p>
      {error && <Alert>{error}</Alert>}
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3" aria-label="Delete your account">
        <TextField
          label="Your password, to confirm"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <div>
          <Button type="submit" variant="danger" isBusy={isBusy}>
            Delete my account
          </Button>
        </div>
      </form>
    </Section>
  );
}
