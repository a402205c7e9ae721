import type { SupportMessageStatus } from "@placard/shared/support";
import { LoadMore } from "@/components/ui/load-more";
import { formatDate, useTranslation } from "@/lib/i18n";
import { useSupportMessages } from "../api/get-messages";
import { TOPIC_KEYS } from "./contact-form";
import { ReplyThread } from "./reply-thread";

/** A message's status word (shown capitalised by CSS), by catalog key. */
const STATUS_KEYS: Record<SupportMessageStatus, string> = {
  open: "support.status.open",
  answered: "support.status.answered",
  closed: "support.status.closed",
};

const formatDay = (iso: string) => formatDate(iso, { year: "numeric", month: "long", day: "numeric" });

/** The messages the signed-in user sent, newest first; nothing while there are none. */
export function MyMessages() {
  const { t } = useTranslation();
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage } = useSupportMessages();
  const messages = data?.pages.flatMap((page) => page.items) ?? [];
  if (messages.length === 0) return null;
  return (
    <section aria-labelledby="my-messages-title" className="mt-10">
      <h2 id="my-messages-title" className="text-xl font-semibold text-slate-900">
        {t("support.messages.title")}
      </h2>
      <ul className="mt-4 flex flex-col gap-3">
        {messages.map((message) => (
          <li
            key={message.id}
            data-testid="support-message"
            className="rounded-xl border border-slate-200 bg-white px-4 py-3"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-medium text-slate-900">{message.subject}</p>
              <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold capitalize text-slate-700">
                {t(STATUS_KEYS[message.status])}
              </span>
            </div>
            <p className="mt-1 text-xs text-slate-500">
              {t(TOPIC_KEYS[message.topic])} · {formatDay(message.createdAt)}
            </p>
            <ReplyThread
              message={message}
              reader="sender"
              authorName={t("support.messages.you")}
              formatDate={formatDay}
            />
          </li>
        ))}
      </ul>
      <LoadMore
        hasMore={hasNextPage}
        isLoading={isFetchingNextPage}
        onLoadMore={() => void fetchNextPage()}
        label={t("support.messages.load_more")}
      />
    </section>
  );
}
