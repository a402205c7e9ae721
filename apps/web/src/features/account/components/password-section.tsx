import { type FormEvent, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { authClient } from "@/lib/auth-client";
import { messageOf, Section } from "./section";

const EMPTY = { current: "", next: "", again: "" };

/** Change the password; every other session is signed out. */
export function PasswordSection() {
  const [values, setValues] = useState(EMPTY);
  const [status, setStatus] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const set = (key: keyof typeof EMPTY) => (value: string) => setValues({ ...values, [key]: value });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (values.next.length < 8) return setStatus({ tone: "error", text: "Use at least 8 characters." });
    if (values.next !== values.again) return setStatus({ tone: "error", text: "The two new passwords differ." });
    setIsBusy(true);
    const { error } = await authClient.changePassword({
      currentPassword: values.current,
      newPassword: values.next,
      revokeOtherSessions: true,
    });
    setIsBusy(false);
    if (error) return setStatus({ tone: "error", text: messageOf(error, "The password could not be changed.") });
    setValues(EMPTY);
    setStatus({ tone: "success", text: "Password changed. Your other sessions were signed out." });
  }

  return (
    <Section id="account-password" title="Password">
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3" aria-label="Change password">
        {status && <Alert tone={status.tone}>{status.text}</Alert>}
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          value={values.current}
          onChange={(e) => set("current")(e.target.value)}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label="New password"
            type="password"
            autoComplete="new-password"
            value={values.next}
            onChange={(e) => set("next")(e.target.value)}
          />
          <TextField
            label="New password again"
            type="password"
            autoComplete="new-password"
            value={values.again}
            onChange={(e) => set("again")(e.target.value)}
          />
        </div>
        <div>
          <Button type="submit" isBusy={isBusy}>
            Change password
          </Button>
        </div>
      </form>
    </Section>
  );
}
