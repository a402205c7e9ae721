import { useTranslation } from "@/lib/i18n";
import { useReviewCreatives } from "../api/creatives";
import { creativeStatusLabel } from "./creative-status";
import { CreativeThumb } from "./creative-thumb";

/** On /pending-ad/:adId: every creative of the ad, so the owner reviews the ad with all of them. */
export function ReviewCreatives({ adId }: { adId: string }) {
  const { t } = useTranslation();
  const creatives = useReviewCreatives(adId);
  if (!creatives.data || creatives.data.length < 2) return null;
  return (
    <section aria-label={t("creatives.owner.title")} className="flex flex-col gap-2" data-testid="review-creatives">
      <h2 className="text-lg font-semibold">{t("creatives.owner.title")}</h2>
      <ul className="flex flex-wrap gap-4">
        {creatives.data.map((item) => (
          <li key={item.number} className="flex flex-col gap-1 text-sm">
            <CreativeThumb creative={item.creative} alt={t("creatives.number", { number: item.number })} />
            <span>
              {t("creatives.number", { number: item.number })} · {creativeStatusLabel(t, item.status)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
