import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { useTranslation } from "@/lib/i18n";
import { useAnswerCreative, usePendingCreatives } from "../api/creatives";
import { CreativeThumb } from "./creative-thumb";

/**
 * On /pending-ads: creatives added to ads this owner already approved. The creatives approved
 * before keep running until the owner answers (decision 0061).
 */
export function PendingCreatives() {
  const { t } = useTranslation();
  const pending = usePendingCreatives();
  const answer = useAnswerCreative();
  const items = pending.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-label={t("creatives.owner.pending_title")} className="mb-8 flex flex-col gap-3">
      <h2 className="text-xl font-semibold">{t("creatives.owner.pending_title")}</h2>
      <p className="text-sm text-slate-600">{t("creatives.owner.pending_help")}</p>
      <ul className="flex flex-col gap-3">
        {items.map((item) => {
          const name = t("creatives.owner.for_ad", { business: item.businessName, number: item.number });
          const reply = (choice: "approve" | "reject") =>
            answer.mutate({ item, answer: choice }, { onError: (error) => toast.error(error.message) });
          return (
            <li
              key={`${item.requestId}:${item.number}`}
              className="flex flex-wrap items-center gap-4 rounded-xl border border-slate-200 bg-white p-4"
              data-testid="pending-creative"
            >
              <CreativeThumb creative={item.creative} alt={name} />
              <span className="flex-1 font-medium">{name}</span>
              <Button disabled={answer.isPending} onClick={() => reply("approve")}>
                {t("creatives.owner.approve", { website: item.websiteName })}
              </Button>
              <Button variant="secondary" disabled={answer.isPending} onClick={() => reply("reject")}>
                {t("creatives.owner.reject")}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
