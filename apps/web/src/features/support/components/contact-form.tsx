import {
  SUPPORT_MESSAGE_MAX,
  SUPPORT_SUBJECT_MAX,
  SUPPORT_TOPIC_LABELS,
  SUPPORT_TOPICS,
  type SupportTopic,
} from "@placard/shared/support";
import { type FormEvent, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { TextAreaField } from "@/components/ui/text-area-field";
import { TextField } from "@/components/ui/text-field";
import { ApiError } from "@/lib/api-client";
import { useSendSupportMessage } from "../api/send-message";
import { checkContact, firstErrors, useContactForm } from "../hooks/use-contact-form";

const TOPIC_OPTIONS = SUPPORT_TOPICS.map((topic) => ({ value: topic, label: SUPPORT_TOPIC_LABELS[topic] }));

export const sentMessage = (email: string) => `Thanks — we received your message and will answer at ${email}.`;

/**
 * The contact form of /support (ARCHITECTURE.md §7): topic, subject and message, checked
 * here with the server's rules. Who sends it comes from the session; the email is shown only.
 */
export function ContactForm({ email }: { email: string }) {
  const form = useContactForm();
  const send = useSendSupportMessage();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { values, errors } = form;

  const change = <F extends "topic" | "subject" | "message">(field: F, value: (typeof values)[F]) => {
    form.change(field, value);
    setSentTo(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSentTo(null);
    send.reset();
    const check = checkContact(values);
    if (!check.isValid) return form.setErrors(check.errors);
    try {
      await send.mutateAsync(check.input);
      form.reset();
      setSentTo(email);
    } catch (error) {
      if (error instanceof ApiError) form.setErrors(firstErrors(error.fieldErrors));
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label="Contact us" className="flex flex-col gap-4">
      {sentTo && <Alert tone="success">{sentMessage(sentTo)}</Alert>}
      {send.error && <Alert>{send.error.message || "Your message could not be sent. Please try again."}</Alert>}
      <p className="text-sm text-slate-600">
        We answer at <span className="font-medium text-slate-900">{email}</span>, the email of your account.
      </p>
      <SelectField
        label="Topic"
        options={TOPIC_OPTIONS}
        value={values.topic}
        onChange={(event) => change("topic", event.target.value as SupportTopic)}
        error={errors.topic}
      />
      <TextField
        label="Subject"
        required
        maxLength={SUPPORT_SUBJECT_MAX}
        value={values.subject}
        onChange={(event) => change("subject", event.target.value)}
        error={errors.subject}
      />
      <TextAreaField
        label="Message"
        required
        rows={6}
        maxLength={SUPPORT_MESSAGE_MAX}
        value={values.message}
        onChange={(event) => change("message", event.target.value)}
        error={errors.message}
      />
      <div>
        <Button type="submit" isBusy={send.isPending}>
          Send message
        </Button>
      </div>
    </form>
  );
}
