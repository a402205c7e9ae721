import { PiggyBank } from "lucide-react";
import { BackLink } from "@/components/ui/back-link";
import { Button } from "@/components/ui/button";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { formatDollars } from "@placard/shared/money";
import { LoadMore } from "@/components/ui/load-more";
import { useEarnings, useEarningsTotals } from "../api/get-earnings";
import { useWallet } from "../api/get-wallet";
import { BalanceCards } from "./balance-cards";
import { StatementDownload } from "@/features/receipts";
import { BusinessEarnings } from "./business-earnings";
import { RecentActivity } from "./recent-activity";
import { activeLocale, formatWhole, useTranslation } from "@/lib/i18n";

/** /wallet — the website owner's balances, latest movements and earnings per business (SPEC §2). */
export function WalletPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <BackLink to="/projects" />
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{t("wallet.title")}</h1>
      <p className="mt-1 text-slate-600">{t("wallet.subtitle")}</p>
      <div className="mt-8 flex flex-col gap-8">
        <Balances />
        <Earnings />
        <StatementDownload />
      </div>
    </div>
  );
}

function Balances() {
  const wallet = useWallet();
  const { t } = useTranslation();
  if (wallet.isPending) return <LoadingState label={t("wallet.balance.loading")} />;
  if (wallet.error) {
    return (
      <ErrorState
        title={t("wallet.text.balance_failed")}
        action={
          <Button variant="secondary" onClick={() => void wallet.refetch()} isBusy={wallet.isFetching}>
            {t("wallet.try_again")}
          </Button>
        }
      />
    );
  }
  return (
    <>
      <BalanceCards wallet={wallet.data} />
      <RecentActivity activity={wallet.data.recentActivity} />
    </>
  );
}

function Earnings() {
  const earnings = useEarnings();
  const businesses = earnings.data?.pages.flatMap((page) => page.items) ?? [];
  const { t } = useTranslation();
  return (
    <section aria-labelledby="business-earnings">
      <h2 id="business-earnings" className="text-xl font-semibold">
        {t("wallet.earnings.title")}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t("wallet.earnings.intro")}</p>
      <div className="mt-4">
        {earnings.isPending ? (
          <LoadingState label={t("wallet.earnings.loading")} />
        ) : earnings.error ? (
          <ErrorState
            title={t("wallet.earnings.failed")}
            action={
              <Button variant="secondary" onClick={() => void earnings.refetch()} isBusy={earnings.isFetching}>
                {t("wallet.try_again")}
              </Button>
            }
          />
        ) : businesses.length === 0 ? (
          <EmptyState
            icon={<PiggyBank className="size-10" />}
            title={t("wallet.earnings.none_title")}
            text={t("wallet.earnings.none_text")}
          />
        ) : (
          <>
            <EarningsTotals />
            <BusinessEarnings businesses={businesses} />
            <LoadMore
              hasMore={earnings.hasNextPage}
              isLoading={earnings.isFetchingNextPage}
              onLoadMore={() => void earnings.fetchNextPage()}
              label={t("wallet.earnings.load_more")}
            />
          </>
        )}
      </div>
    </section>
  );
}

/** What every business earned, summed by the server (not by counting the businesses loaded so far). */
function EarningsTotals() {
  const totals = useEarningsTotals();
  const { t } = useTranslation();
  if (!totals.data) return null;
  const { businessCount, paymentCount, totalCents } = totals.data;
  return (
    <p className="mb-3 text-sm text-slate-600" data-testid="earnings-totals">
      {t("wallet.earnings.totals", {
        total: formatDollars(totalCents, activeLocale()),
        paymentCount,
        payments: formatWhole(paymentCount),
        businessCount,
        businesses: formatWhole(businessCount),
      })}
    </p>
  );
}
