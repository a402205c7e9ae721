import { type AdminSupportMessage, SUPPORT_MESSAGE_STATUSES } from "@placard/shared/support";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { LoadMore } from "@/components/ui/load-more";
import { SelectField } from "@/components/ui/select-field";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { TextAreaField } from "@/components/ui/text-area-field";
import { ApiError } from "@/lib/api-client";
import { useReplyToSupport, useSupportInbox } from "../api/desk";
import { AdminCard, Badge } from "./admin-card";
import { ReplyThread } from "@/features/support";
import { useTranslation } from "@/lib/i18n";
import { dateTimeOf, SUPPORT_TOPIC_KEYS } from "./admin-labels";

const STATUS_LABELS = {
  open: "admin.support.status.open",
  answered: "admin.support.status.answered",
  closed: "admin.support.status.closed",
} as const;

/** /admin/support: messages from /support with the sender's account; answer on screen (issue #16 item 6). */
export function SupportInboxPage() {
  const [status, setStatus] = useState("open");
  // Answered here: kept on screen as answered, with what was sent, even when the filter
  // ("Open") no longer matches them (#34.12), until the filter changes.
  const [answered, setAnswered] = useState<Record<string, AdminSupportMessage>>({});
  const { data, isPending, error, fetchNextPage, hasNextPage, isFetchingNextPage } = useSupportInbox(
    status || undefined,
  );
  const listed = data?.pages.flatMap((page) => page.items) ?? [];
  const kept = Object.values(answered).filter((message) => !listed.some((item) => item.id === message.id));
  // Newest first, as the inbox lists them.
  const messages = [...listed.map((message) => answered[message.id] ?? message), ...kept].sort(
    (a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id),
  );
  const { t } = useTranslation();
  return (
    <div>
      <h1 className="text-2xl font-bold">{t("admin.support.title")}</h1>
      <SelectField
        className="mt-4 max-w-xs"
        label={t("admin.support.show")}
        placeholder={t("admin.support.every")}
        options={SUPPORT_MESSAGE_STATUSES.map((value) => ({ value, label: t(STATUS_LABELS[value]) }))}
        value={status}
        onChange={(event) => {
          setAnswered({});
          setStatus(event.target.value);
        }}
      />
      <div className="mt-4">
        {isPending ? (
          <LoadingState />
        ) : error ? (
          <ErrorState title={t("admin.support.failed")} message={error.message} />
        ) : messages.length === 0 ? (
          <EmptyState title={t("admin.support.none")} />
        ) : (
          <ul className="flex flex-col gap-4" aria-label={t("admin.support.messages")}>
            {messages.map((message) => (
              <SupportThread
                key={message.id}
                message={message}
                wasAnswered={message.id in answered}
                onAnswered={(sent) => setAnswered((current) => ({ ...current, [sent.id]: sent }))}
              />
            ))}
          </ul>
        )}
        <LoadMore hasMore={!!hasNextPage} isLoading={isFetchingNextPage} onLoadMore={() => void fetchNextPage()} />
      </div>
    </div>
  );
}

function SupportThread({
  message,
  wasAnswered,
  onAnswered,
}: {
  message: AdminSupportMessage;
  wasAnswered: boolean;
  onAnswered: (message: AdminSupportMessage) => void;
}) {
  const [body, setBody] = useState("");
  const reply = useReplyToSupport();
  const fields = reply.error instanceof ApiError ? reply.error.fieldErrors : {};
  const { t } = useTranslation();
  return (
    <AdminCard title={message.subject} badges={<Badge>{t(STATUS_LABELS[message.status])}</Badge>}>
      <p className="mt-1 text-sm text-slate-700">
        {message.sender.name} · {message.sender.email} · {t(SUPPORT_TOPIC_KEYS[message.topic])} ·{" "}
        {dateTimeOf(message.createdAt)}
      </p>
      <p className="mt-2 text-sm whitespace-pre-line text-slate-800">{message.message}</p>
      <ReplyThread message={message} reader="operator" authorName={message.sender.name} formatDate={dateTimeOf} />
      {wasAnswered && (
        <div className="mt-3">
          <Alert tone="success">{t("admin.support.sent", { name: message.sender.name })}</Alert>
        </div>
      )}
      <form
        className="mt-3 flex flex-col gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          reply.mutate(
            { id: message.id, body },
            {
              onSuccess: (updated) => {
                setBody("");
                onAnswered({
                  ...message,
                  status: updated.status,
                  replies: updated.replies,
                  repliesCount: updated.repliesCount,
                });
              },
            },
          );
        }}
      >
        {reply.error && !fields.body && <Alert tone="error">{reply.error.message}</Alert>}
        <TextAreaField
          label={t("admin.support.answer", { subject: message.subject })}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          error={fields.body?.[0]}
        />
        <div>
          <Button type="submit" isBusy={reply.isPending}>
            {t("admin.support.send")}
          </Button>
        </div>
      </form>
    </AdminCard>
  );
}
