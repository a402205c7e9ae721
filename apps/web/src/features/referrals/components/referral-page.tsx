import { SIGN_UP_PATH } from "@placard/shared/routes";
import type { Referral } from "@placard/shared/referrals";
import { clsx } from "clsx";
import { Users } from "lucide-react";
import { CopyButton } from "@/components/ui/copy-button";
import { LoadMore } from "@/components/ui/load-more";
import { OutboundLink } from "@/components/ui/outbound-link";
import { EmptyState, LoadingState } from "@/components/ui/states";
import { formatLongDay, formatNumber, i18n, useTranslation } from "@/lib/i18n";
import { useReferrals } from "../api/get-referrals";

/** The shareable link: this site's origin, the sign-up path, and ref = the user's code. */
export function referralLink(origin: string, code: string) {
  return `${origin}${SIGN_UP_PATH}?ref=${encodeURIComponent(code)}`;
}

/** /referral — share your link, see who joined and whether they qualified. */
export function ReferralPage() {
  const list = useReferrals();
  const { t } = useTranslation();
  const { isPending, error } = list;
  // Code and totals come with every page (counted by the server); the people are the pages' rows.
  const data = list.data?.pages[0];
  const referrals = list.data?.pages.flatMap((page) => page.referrals) ?? [];
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">{t("referrals.title")}</h1>
      <p className="mt-2 text-slate-600">{t("referrals.intro")}</p>
      <div className="mt-8">
        {isPending ? (
          <LoadingState />
        ) : error ? (
          <div role="alert" className="rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-red-800">
            {error.message}
          </div>
        ) : data ? (
          <div className="flex flex-col gap-8">
            <section aria-label={t("referrals.your_link")} className="rounded-2xl border border-slate-200 bg-white p-5">
              <p className="text-sm font-medium text-slate-700">{t("referrals.your_link")}</p>
              <div className="mt-2 flex flex-wrap items-center gap-3">
                <code className="flex-1 truncate rounded-lg bg-slate-100 px-3 py-2 text-sm" data-testid="referral-link">
                  {referralLink(window.location.origin, data.code)}
                </code>
                <CopyButton text={referralLink(window.location.origin, data.code)} />
              </div>
              <dl className="mt-5 grid grid-cols-2 gap-4 sm:max-w-sm">
                <div>
                  <dt className="text-sm text-slate-500">{t("referrals.total")}</dt>
                  <dd className="text-2xl font-bold">{formatNumber(data.totalReferrals)}</dd>
                </div>
                <div>
                  <dt className="text-sm text-slate-500">{t("referrals.qualified")}</dt>
                  <dd className="text-2xl font-bold">{formatNumber(data.qualifiedReferrals)}</dd>
                </div>
              </dl>
            </section>
            {referrals.length === 0 ? (
              <EmptyState icon={<Users className="size-10" />} title={t("referrals.none")} />
            ) : (
              <div>
                <ul className="flex flex-col gap-3">
                  {referrals.map((referral) => (
                    <ReferralRow key={`${referral.userDetails.email}-${referral.createdAt}`} referral={referral} />
                  ))}
                </ul>
                <LoadMore
                  hasMore={list.hasNextPage}
                  isLoading={list.isFetchingNextPage}
                  onLoadMore={() => void list.fetchNextPage()}
                  label={t("referrals.load_more")}
                />
              </div>
            )}
          </div>
        ) : null}
      </div>
    </div>
  );
}

function ReferralRow({ referral }: { referral: Referral }) {
  const { userDetails } = referral;
  const { t } = useTranslation();
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4" data-testid="referral">
      <div className="flex flex-wrap items-center gap-3">
        <p className="font-semibold">
          {userDetails.firstName} {userDetails.lastName}
        </p>
        <span className="text-sm text-slate-500">{userDetails.email}</span>
        <span
          data-testid="referral-status"
          className={clsx(
            "rounded-full px-2.5 py-0.5 text-xs font-semibold",
            referral.status === "qualified" ? "bg-green-100 text-green-700" : "bg-yellow-100 text-yellow-800",
          )}
        >
          {referral.status === "qualified" ? t("referrals.status.qualified") : t("referrals.status.pending")}
        </span>
        <span className="ml-auto text-sm text-slate-500">{formatLongDay(referral.createdAt)}</span>
      </div>
      {referral.websiteDetails.length > 0 && (
        <p className="mt-2 text-sm text-slate-700">
          {t("referrals.websites")}{" "}
          {referral.websiteDetails.map((website, index) => (
            <span key={website.websiteLink}>
              {index > 0 && ", "}
              <OutboundLink href={website.websiteLink} className="text-brand-700 hover:underline">
                {website.websiteName}
              </OutboundLink>
            </span>
          ))}
          {andMore(referral.websitesCount, referral.websiteDetails.length)}
        </p>
      )}
      {referral.categoryDetails.length > 0 && (
        <p className="mt-1 text-sm text-slate-700">
          {t("referrals.categories")} {referral.categoryDetails.map((category) => category.categoryName).join(", ")}
          {andMore(referral.categoriesCount, referral.categoryDetails.length)}
        </p>
      )}
    </li>
  );
}

/** A referral names a person's first few websites and spaces (#29.5); the rest as a count. */
export function andMore(total: number, shown: number): string {
  return total > shown ? i18n.t("referrals.and_more", { more: formatNumber(total - shown) }) : "";
}
