import { SUPPORT_MESSAGE_MAX, SUPPORT_SUBJECT_MAX, SUPPORT_TOPICS, type SupportTopic } from "@placard/shared/support";
import { type FormEvent, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { TextAreaField } from "@/components/ui/text-area-field";
import { TextField } from "@/components/ui/text-field";
import { ApiError } from "@/lib/api-client";
import { i18n, splitAround, useTranslation } from "@/lib/i18n";
import { useSendSupportMessage } from "../api/send-message";
import { checkContact, firstErrors, useContactForm } from "../hooks/use-contact-form";

/** SUPPORT_TOPIC_LABELS by catalog key: English keeps the shared texts. */
export const TOPIC_KEYS: Record<SupportTopic, string> = {
  general: "support.topic.general",
  advertising: "support.topic.advertising",
  publishing: "support.topic.publishing",
  payments: "support.topic.payments",
  consultation: "support.topic.consultation",
};

export const sentMessage = (email: string) => i18n.t("support.contact.sent", { email });

/**
 * The contact form of /support (ARCHITECTURE.md §7): topic, subject and message, checked
 * here with the server's rules. Who sends it comes from the session; the email is shown only.
 */
export function ContactForm({ email }: { email: string }) {
  const { t } = useTranslation();
  const form = useContactForm();
  const send = useSendSupportMessage();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { values, errors } = form;
  const answerAt = splitAround((slot) => t("support.contact.answer_at", { email: slot }));

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
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={t("support.contact.title")}
      className="flex flex-col gap-4"
    >
      {sentTo && <Alert tone="success">{sentMessage(sentTo)}</Alert>}
      {send.error && <Alert>{send.error.message || t("support.contact.failed")}</Alert>}
      <p className="text-sm text-slate-600">
        {answerAt[0]}
        <span className="font-medium text-slate-900">{email}</span>
        {answerAt[1]}
      </p>
      <SelectField
        label={t("support.contact.topic")}
        options={SUPPORT_TOPICS.map((topic) => ({ value: topic, label: t(TOPIC_KEYS[topic]) }))}
        value={values.topic}
        onChange={(event) => change("topic", event.target.value as SupportTopic)}
        error={errors.topic}
      />
      <TextField
        label={t("support.contact.subject")}
        required
        maxLength={SUPPORT_SUBJECT_MAX}
        value={values.subject}
        onChange={(event) => change("subject", event.target.value)}
        error={errors.subject}
      />
      <TextAreaField
        label={t("support.contact.message")}
        required
        rows={6}
        maxLength={SUPPORT_MESSAGE_MAX}
        value={values.message}
        onChange={(event) => change("message", event.target.value)}
        error={errors.message}
      />
      <div>
        <Button type="submit" isBusy={send.isPending}>
          {t("support.contact.send")}
        </Button>
      </div>
    </form>
  );
}
