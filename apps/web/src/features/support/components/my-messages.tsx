import { SUPPORT_TOPIC_LABELS } from "@placard/shared/support";
import { LoadMore } from "@/components/ui/load-more";
import { useSupportMessages } from "../api/get-messages";
import { ReplyThread } from "./reply-thread";

const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric" });

/** The messages the signed-in user sent, newest first; nothing while there are none. */
export function MyMessages() {
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage } = useSupportMessages();
  const messages = data?.pages.flatMap((page) => page.items) ?? [];
  if (messages.length === 0) return null;
  return (
    <section aria-labelledby="my-messages-title" className="mt-10">
      <h2 id="my-messages-title" className="text-xl font-semibold text-slate-900">
        Your messages
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
                {message.status}
              </span>
            </div>
            <p className="mt-1 text-xs text-slate-500">
              {SUPPORT_TOPIC_LABELS[message.topic]} · {formatDate(message.createdAt)}
            </p>
            <ReplyThread message={message} reader="sender" authorName="You" formatDate={formatDate} />
          </li>
        ))}
      </ul>
      <LoadMore
        hasMore={hasNextPage}
        isLoading={isFetchingNextPage}
        onLoadMore={() => void fetchNextPage()}
        label="Load more messages"
      />
    </section>
  );
}
