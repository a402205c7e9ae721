import { WALLET_TEXT } from "@placard/shared/wallet";
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

/** /wallet — the website owner's balances, latest movements and earnings per business (SPEC §2). */
export function WalletPage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <BackLink to="/projects" />
      <h1 className="mt-4 text-3xl font-bold tracking-tight">Wallet</h1>
      <p className="mt-1 text-slate-600">Your earnings from ad placements, and withdrawals to mobile money.</p>
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
  if (wallet.isPending) return <LoadingState label="Loading your balance" />;
  if (wallet.error) {
    return (
      <ErrorState
        title={WALLET_TEXT.balanceFailed}
        action={
          <Button variant="secondary" onClick={() => void wallet.refetch()} isBusy={wallet.isFetching}>
            Try Again
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
  return (
    <section aria-labelledby="business-earnings">
      <h2 id="business-earnings" className="text-xl font-semibold">
        Business Earnings
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        What each advertiser&apos;s payments earned you. Earnings are held for a period after payment, then can be
        withdrawn.
      </p>
      <div className="mt-4">
        {earnings.isPending ? (
          <LoadingState label="Loading your earnings" />
        ) : earnings.error ? (
          <ErrorState
            title="Unable to load your earnings. Please try again later."
            action={
              <Button variant="secondary" onClick={() => void earnings.refetch()} isBusy={earnings.isFetching}>
                Try Again
              </Button>
            }
          />
        ) : businesses.length === 0 ? (
          <EmptyState
            icon={<PiggyBank className="size-10" />}
            title="No earnings yet"
            text="When an advertiser pays for a placement on one of your websites, the earnings show here, grouped by business. They can be withdrawn once the hold period ends."
          />
        ) : (
          <>
            <EarningsTotals />
            <BusinessEarnings businesses={businesses} />
            <LoadMore
              hasMore={earnings.hasNextPage}
              isLoading={earnings.isFetchingNextPage}
              onLoadMore={() => void earnings.fetchNextPage()}
              label="Load more businesses"
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
  if (!totals.data) return null;
  const { businessCount, paymentCount, totalCents } = totals.data;
  return (
    <p className="mb-3 text-sm text-slate-600" data-testid="earnings-totals">
      {formatDollars(totalCents)} from {paymentCount} {paymentCount === 1 ? "payment" : "payments"} by {businessCount}{" "}
      {businessCount === 1 ? "business" : "businesses"}
    </p>
  );
}
