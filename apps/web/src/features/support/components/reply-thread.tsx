import type { SupportReply } from "@placard/shared/support";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { formatNumber, useTranslation } from "@/lib/i18n";
import { type ThreadReader, useEarlierReplies } from "../api/get-replies";

/**
 * A support message's thread, oldest first: the latest replies the message carries, and on
 * request the earlier ones, a page at a time (#29.5) — a long thread never loads whole.
 * `authorName` names a reply that is not the operator's.
 */
export function ReplyThread({
  message,
  reader,
  authorName,
  formatDate,
}: {
  message: { id: string; subject: string; replies: SupportReply[]; repliesCount: number };
  reader: ThreadReader;
  authorName: string;
  formatDate: (iso: string) => string;
}) {
  const { t } = useTranslation();
  const [wantsEarlier, setWantsEarlier] = useState(false);
  const earlier = useEarlierReplies(message.id, reader, wantsEarlier);
  if (message.repliesCount === 0) return null;
  const shownIds = new Set(message.replies.map((reply) => reply.id));
  // Pages come newest first: the ones the message does not carry, turned oldest first.
  const older = (earlier.data?.pages.flatMap((page) => page.items) ?? [])
    .filter((reply) => !shownIds.has(reply.id))
    .reverse();
  const replies = [...older, ...message.replies];
  const hidden = message.repliesCount - replies.length;
  const canShowMore = hidden > 0 && (!wantsEarlier || earlier.hasNextPage);
  return (
    <div className="mt-3">
      {canShowMore && (
        <Button
          variant="secondary"
          isBusy={earlier.isFetching}
          onClick={() => (wantsEarlier ? void earlier.fetchNextPage() : setWantsEarlier(true))}
        >
          {t("support.thread.show_earlier", { count: hidden, shown: formatNumber(hidden) })}
        </Button>
      )}
      {earlier.isError && <Alert tone="error">{t("support.thread.error")}</Alert>}
      <ol aria-label={t("support.thread.label", { subject: message.subject })} className="mt-2 flex flex-col gap-2">
        {replies.map((reply) => (
          <li key={reply.id} className="rounded-lg border-l-4 border-brand-600 bg-slate-50 px-3 py-2 text-sm">
            <p className="text-xs font-semibold text-slate-700">
              {reply.fromOperator ? t("support.thread.operator") : authorName} · {formatDate(reply.createdAt)}
            </p>
            <p className="mt-1 whitespace-pre-line text-slate-800">{reply.body}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}
