import { type FormEvent, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { api, ApiError } from "@/lib/api-client";
import { authClient } from "@/lib/auth-client";
import { Section } from "./section";

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

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const wanted = newEmail.trim();
    if (!wanted) return setStatus({ tone: "error", text: "Enter the new email address." });
    if (!password) return setStatus({ tone: "error", text: "Enter your password to confirm." });
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
        setStatus({ tone: "success", text: `Your email address is now ${wanted}.` });
      } else {
        setStatus({
          tone: "success",
          text:
            `We sent a link to ${email}. Open it to confirm the change; we then send one more link to ` +
            `${wanted}, and the address changes when you open that one.`,
        });
      }
    } catch (failed) {
      // The field the server refused carries its message; the alert says what the form as a whole got.
      if (failed instanceof ApiError) setFields(failed.fieldErrors);
      setStatus({
        tone: "error",
        text: failed instanceof ApiError ? failed.message : "Your email address could not be changed.",
      });
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <Section id="account-email" title="Email address">
      <p className="text-sm text-slate-700">
        You sign in with <strong className="break-all">{email}</strong>. Password resets and receipts go there.
      </p>
      {status && <Alert tone={status.tone}>{status.text}</Alert>}
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3" aria-label="Change your email address">
        <TextField
          label="New email address"
          type="email"
          autoComplete="email"
          value={newEmail}
          onChange={(e) => setNewEmail(e.target.value)}
          error={fields.newEmail?.join(" ")}
        />
        <TextField
          label="Your password, to confirm"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={fields.password?.join(" ")}
        />
        <div>
          <Button type="submit" isBusy={isBusy}>
            Change email address
          </Button>
        </div>
      </form>
    </Section>
  );
}
