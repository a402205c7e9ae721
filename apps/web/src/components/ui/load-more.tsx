import { useEffect, useRef } from "react";
import { useTranslation } from "@/lib/i18n";
import { Button } from "./button";

/**
 * The foot of a paged list: a "Load more" button that also fires by itself when it scrolls
 * into view, so a long list reads on while the button stays for keyboards and screen readers.
 */
export function LoadMore({
  hasMore,
  isLoading,
  onLoadMore,
  label,
}: {
  hasMore: boolean;
  isLoading: boolean;
  onLoadMore: () => void;
  label?: string;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef({ hasMore, isLoading, onLoadMore });
  useEffect(() => {
    latest.current = { hasMore, isLoading, onLoadMore };
  });

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        const { hasMore: more, isLoading: busy, onLoadMore: load } = latest.current;
        if (entry?.isIntersecting && more && !busy) load();
      },
      { rootMargin: "200px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore]);

  if (!hasMore) return null;
  return (
    <div ref={ref} className="mt-4 flex justify-center">
      <Button variant="secondary" onClick={onLoadMore} isBusy={isLoading}>
        {label ?? t("components.load_more")}
      </Button>
    </div>
  );
}
