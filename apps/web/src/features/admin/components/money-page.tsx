import { formatDollars } from "@placard/shared/money";
import type { AdminPayment } from "@placard/shared/money-desk";
import { WITHDRAWAL_STATUSES } from "@placard/shared/wallet";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { LoadMore } from "@/components/ui/load-more";
import { SearchInput } from "@/components/ui/search-input";
import { SelectField } from "@/components/ui/select-field";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { useAdminPayments, useAdminWithdrawals } from "../api/desk";
import { PayoutActions } from "./payout-actions";
import { RefundDialog } from "./refund-dialog";

const frame = "overflow-x-auto rounded-2xl border border-slate-200 bg-white";
const th = "px-4 py-2 font-medium";
const td = "px-4 py-2 align-top";

/** /admin/money: payouts with their provider state (retry, cancel) and refunds (issue #16 item 5). */
export function MoneyPage() {
  return (
    <div>
      <h1 className="text-2xl font-bold">Money</h1>
      <Payouts />
      <Payments />
    </div>
  );
}

function Payouts() {
  const [status, setStatus] = useState("failed");
  const { data, isPending, error, fetchNextPage, hasNextPage, isFetchingNextPage } = useAdminWithdrawals(
    status || undefined,
  );
  const payouts = data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-labelledby="payouts-title" className="mt-6">
      <h2 id="payouts-title" className="text-lg font-semibold">
        Payouts
      </h2>
      <SelectField
        className="mt-2 max-w-xs"
        label="Show payouts"
        placeholder="Every payout"
        options={WITHDRAWAL_STATUSES.map((value) => ({ value, label: value[0]?.toUpperCase() + value.slice(1) }))}
        value={status}
        onChange={(event) => setStatus(event.target.value)}
      />
      <div className="mt-3">
        {isPending ? (
          <LoadingState />
        ) : error ? (
          <ErrorState title="The payouts could not be loaded" message={error.message} />
        ) : payouts.length === 0 ? (
          <EmptyState title="No payouts here" />
        ) : (
          <div role="region" aria-label="Payouts" tabIndex={0} className={frame}>
            <table className="w-full text-left text-sm">
              <thead className="border-b border-slate-200 text-slate-600">
                <tr>
                  <th scope="col" className={th}>
                    Owner
                  </th>
                  <th scope="col" className={th}>
                    Amount
                  </th>
                  <th scope="col" className={th}>
                    Provider
                  </th>
                  <th scope="col" className={th}>
                    Action
                  </th>
                </tr>
              </thead>
              <tbody>
                {payouts.map((payout) => (
                  <tr key={payout.id} className="border-b border-slate-100 last:border-0">
                    <td className={td}>
                      <div className="font-medium">{payout.owner.name}</div>
                      <div className="text-slate-600">{payout.owner.email}</div>
                      <div className="text-slate-600">
                        {payout.phoneNumber} ({payout.network})
                      </div>
                    </td>
                    <td className={td}>{formatDollars(payout.amountCents)}</td>
                    <td className={td}>
                      <div className="font-medium capitalize">{payout.status}</div>
                      <div className="text-slate-600">
                        {payout.providerTransferId ? `Transfer ${payout.providerTransferId}` : "Not sent yet"}
                        {payout.providerStatus ? ` · ${payout.providerStatus}` : ""}
                      </div>
                      {payout.failureReason && <div className="text-red-800">{payout.failureReason}</div>}
                      {payout.retriedAs && <div className="text-slate-600">Sent again</div>}
                    </td>
                    <td className={td}>
                      {payout.status === "failed" && !payout.retriedAs ? <PayoutActions payout={payout} /> : "—"}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <LoadMore hasMore={!!hasNextPage} isLoading={isFetchingNextPage} onLoadMore={() => void fetchNextPage()} />
      </div>
    </section>
  );
}

function Payments() {
  const [search, setSearch] = useState("");
  const q = useDebouncedValue(search.trim());
  const [target, setTarget] = useState<AdminPayment | null>(null);
  const { data, isPending, error, fetchNextPage, hasNextPage, isFetchingNextPage } = useAdminPayments({
    q: q || undefined,
  });
  const payments = data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-labelledby="payments-title" className="mt-10">
      <h2 id="payments-title" className="text-lg font-semibold">
        Payments and refunds
      </h2>
      <SearchInput
        className="mt-2 max-w-md"
        aria-label="Search payments by reference, business or email"
        placeholder="Reference, business or email"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <div className="mt-3">
        {isPending ? (
          <LoadingState />
        ) : error ? (
          <ErrorState title="The payments could not be loaded" message={error.message} />
        ) : payments.length === 0 ? (
          <EmptyState title="No payment matches" />
        ) : (
          <div role="region" aria-label="Payments" tabIndex={0} className={frame}>
            <table className="w-full text-left text-sm">
              <thead className="border-b border-slate-200 text-slate-600">
                <tr>
                  <th scope="col" className={th}>
                    Payment
                  </th>
                  <th scope="col" className={th}>
                    Amount
                  </th>
                  <th scope="col" className={th}>
                    Refunded
                  </th>
                  <th scope="col" className={th}>
                    Action
                  </th>
                </tr>
              </thead>
              <tbody>
                {payments.map((payment) => (
                  <tr key={payment.id} className="border-b border-slate-100 last:border-0">
                    <td className={td}>
                      <div className="font-medium">
                        {payment.businessName} on {payment.websiteName}
                      </div>
                      <div className="text-slate-600">
                        {payment.advertiser.email} · {payment.txRef} · {payment.createdAt.slice(0, 10)}
                      </div>
                    </td>
                    <td className={td}>{formatDollars(payment.amountCents)}</td>
                    <td className={td}>{payment.refundedCents > 0 ? formatDollars(payment.refundedCents) : "—"}</td>
                    <td className={td}>
                      {payment.refundedCents < payment.amountCents && payment.status !== "refunded" ? (
                        <Button variant="secondary" onClick={() => setTarget(payment)}>
                          Refund
                        </Button>
                      ) : (
                        "—"
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <LoadMore hasMore={!!hasNextPage} isLoading={isFetchingNextPage} onLoadMore={() => void fetchNextPage()} />
      </div>
      <RefundDialog key={target?.id ?? "none"} payment={target} onClose={() => setTarget(null)} />
    </section>
  );
}
