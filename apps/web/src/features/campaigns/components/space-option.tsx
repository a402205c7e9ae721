import { isChoosable, type PublicSpace } from "@placard/shared/ads";
import { clsx } from "clsx";
import { Info } from "lucide-react";
import { formatLongDay, formatMoney, formatWhole, useTranslation } from "@/lib/i18n";
import { SpaceTraffic } from "./measured-traffic";
import { spaceDescription, spaceName } from "@/lib/placement-texts";

/** SPEC §5: category descriptions over 100 characters get an info button. */
export const CATEGORY_DESCRIPTION_MAX = 100;

/**
 * One space to choose on /categories: name, price, room, traffic. `websiteName` names its
 * website where the list mixes websites (sorted by price per 1,000 measured views, #34.14).
 */
export function SpaceOption({
  space,
  websiteName,
  isChosen,
  onToggle,
  onRead,
}: {
  space: PublicSpace;
  websiteName?: string;
  isChosen: boolean;
  onToggle: (space: PublicSpace) => void;
  onRead: (space: PublicSpace) => void;
}) {
  const { t } = useTranslation();
  const name = spaceName(space);
  const description = spaceDescription(space);
  return (
    <li className="relative">
      <label
        className={clsx(
          "flex gap-3 rounded-xl border bg-white p-4",
          !isChoosable(space) ? "cursor-not-allowed opacity-60" : "cursor-pointer",
          isChosen ? "border-brand-600 ring-2 ring-brand-200" : "border-slate-200",
        )}
      >
        <input
          type="checkbox"
          className="mt-1 size-4"
          checked={isChosen}
          disabled={!isChoosable(space)}
          onChange={() => onToggle(space)}
          aria-label={name}
        />
        <span className="min-w-0 flex-1">
          <span className="flex items-center gap-2 font-semibold text-slate-900">
            {name}
            {space.isFull && (
              <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-bold text-red-700">
                {t("campaigns.space.fully_booked")}
              </span>
            )}
          </span>
          {websiteName && <span className="block text-xs font-semibold text-brand-700">{websiteName}</span>}
          <span className="block text-sm text-slate-600">
            {description.length > CATEGORY_DESCRIPTION_MAX
              ? `${description.slice(0, CATEGORY_DESCRIPTION_MAX)}…`
              : description}
          </span>
          <span className="mt-1 block text-sm font-semibold">
            {t("campaigns.space.per_month", { price: formatMoney(space.priceCents) })}{" "}
            {space.isFull ? (
              <span className="font-normal text-red-700">
                {t("campaigns.space.full")}
                {space.freeFrom && (
                  <span className="text-emerald-700">
                    {" "}
                    · {t("campaigns.space.free_from", { date: formatLongDay(space.freeFrom) })}
                  </span>
                )}
              </span>
            ) : (
              <span className="font-normal text-slate-500">
                · {t("campaigns.space.left", { shown: formatWhole(space.available) })}
              </span>
            )}
          </span>
          <SpaceTraffic space={space} />
        </span>
      </label>
      {description.length > CATEGORY_DESCRIPTION_MAX && (
        <button
          type="button"
          onClick={() => onRead(space)}
          aria-label={t("campaigns.space.about", { space: name })}
          className="absolute right-3 top-3 text-slate-500 hover:text-slate-900"
        >
          <Info className="size-4" />
        </button>
      )}
    </li>
  );
}
