import { CREATIVE_RULES } from "@placard/shared/ads";
import type { AdCreative } from "@placard/shared/creatives";
import { formatCount } from "@placard/shared/format";
import { useRef, useState } from "react";
import { toast } from "sonner";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useReportRange } from "@/components/reports/report-range";
import { useTranslation } from "@/lib/i18n";
import { adCreativesCsvUrl, useAdCreatives, useAddCreative, useSetCreativeStatus } from "../api/creatives";
import { CreativeRotationPicker } from "./creative-rotation-picker";
import { creativeStatusLabel } from "./creative-status";
import { CreativeThumb } from "./creative-thumb";

/**
 * The ad page's creatives (decision 0061): each with its views, clicks and CTR in the report's
 * date range, its state and any website still reviewing it; pause/resume, the rotation, and
 * adding one while the ad has fewer than three.
 */
export function AdCreatives({ adId }: { adId: string }) {
  const { t } = useTranslation();
  const { query } = useReportRange();
  const creatives = useAdCreatives(adId, query);
  const addCreative = useAddCreative(adId);
  const setStatus = useSetCreativeStatus(adId);
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const upload = (file: File) => {
    setProgress(0);
    addCreative.mutate(
      { file, onProgress: setProgress, signal: new AbortController().signal },
      {
        onError: (error) => toast.error(error.message),
        onSettled: () => {
          setProgress(null);
          if (input.current) input.current.value = "";
        },
      },
    );
  };

  if (!creatives.data) return creatives.error ? <Alert>{creatives.error.message}</Alert> : null;
  const { data } = creatives;
  const isFull = data.creatives.length >= data.maxCreatives;
  return (
    <section aria-label={t("creatives.title")} className="flex flex-col gap-4" data-testid="ad-creatives">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold">{t("creatives.title")}</h2>
        <a href={adCreativesCsvUrl(adId, query)} className="text-sm font-semibold text-brand-700 hover:underline">
          {t("creatives.export")}
        </a>
      </div>
      <p className="text-sm text-slate-600">{t("creatives.intro", { max: data.maxCreatives })}</p>
      <CreativeRotationPicker adId={adId} data={data} />
      <div className="overflow-x-auto">
        <table className="min-w-full text-left text-sm">
          <thead className="text-xs text-slate-500 uppercase">
            <tr>
              <th className="py-2 pr-4">{t("creatives.creative")}</th>
              <th className="py-2 pr-4">{t("creatives.views")}</th>
              <th className="py-2 pr-4">{t("creatives.clicks")}</th>
              <th className="py-2 pr-4">{t("creatives.ctr")}</th>
              <th className="py-2 pr-4">
                <span className="sr-only">{t("creatives.actions")}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.creatives.map((item) => (
              <CreativeRow
                key={item.number}
                item={item}
                isBusy={setStatus.isPending}
                onStatus={(status) =>
                  setStatus.mutate({ number: item.number, status }, { onError: (error) => toast.error(error.message) })
                }
              />
            ))}
          </tbody>
        </table>
      </div>
      {isFull ? (
        <p className="text-sm text-slate-500">{t("creatives.full", { max: data.maxCreatives })}</p>
      ) : (
        <div className="flex flex-col gap-1">
          <label className="text-sm font-semibold" htmlFor={`add-creative-${adId}`}>
            {t("creatives.add")}
          </label>
          <input
            ref={input}
            id={`add-creative-${adId}`}
            type="file"
            accept={CREATIVE_RULES.mimes.join(",")}
            disabled={progress !== null}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) upload(file);
            }}
            className="text-sm"
          />
          <p className="text-xs text-slate-500">
            {progress === null
              ? t("creatives.add_help")
              : t("creatives.uploading", { percent: Math.round(progress * 100) })}
          </p>
        </div>
      )}
    </section>
  );
}

function CreativeRow({
  item,
  isBusy,
  onStatus,
}: {
  item: AdCreative;
  isBusy: boolean;
  onStatus: (status: "active" | "paused") => void;
}) {
  const { t } = useTranslation();
  const name = t("creatives.number", { number: item.number });
  return (
    <tr className="border-t border-slate-200 align-top" data-testid="creative-row">
      <td className="py-3 pr-4">
        <div className="flex items-start gap-3">
          <CreativeThumb creative={item.creative} alt={name} />
          <div className="flex flex-col gap-1">
            <span className="font-medium">{name}</span>
            <span className="text-xs text-slate-600" data-testid="creative-status">
              {creativeStatusLabel(t, item.status)}
            </span>
            {item.reviews
              .filter((review) => review.status !== "approved")
              .map((review) => (
                <span key={review.requestId} className="text-xs text-amber-700">
                  {review.status === "pending"
                    ? t("creatives.review.pending", { website: review.websiteName })
                    : t("creatives.review.rejected", { website: review.websiteName })}
                </span>
              ))}
          </div>
        </div>
      </td>
      <td className="py-3 pr-4 tabular-nums" data-testid="creative-views">
        {formatCount(item.views)}
      </td>
      <td className="py-3 pr-4 tabular-nums" data-testid="creative-clicks">
        {formatCount(item.clicks)}
      </td>
      <td className="py-3 pr-4 tabular-nums" data-testid="creative-ctr">{`${item.ctr}%`}</td>
      <td className="py-3 pr-4">
        <Button
          variant="secondary"
          disabled={isBusy}
          onClick={() => onStatus(item.status === "active" ? "paused" : "active")}
        >
          {item.status === "active" ? t("creatives.pause") : t("creatives.resume")}
        </Button>
      </td>
    </tr>
  );
}
