import { formatDollars } from "@placard/shared/money";
import type { AdminPayment } from "@placard/shared/money-desk";
import { networkName, WITHDRAWAL_STATUSES } from "@placard/shared/wallet";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { SearchInput } from "@/components/ui/search-input";
import { SelectField } from "@/components/ui/select-field";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { useAdminPayments, useAdminWithdrawals } from "../api/desk";
import { AdminList, adminCell } from "./admin-list";
import { PayoutActions } from "./payout-actions";
import { RefundDialog } from "./refund-dialog";

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
  const query = useAdminWithdrawals(status || undefined);
  const payouts = query.data?.pages.flatMap((page) => page.items) ?? [];
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
        <AdminList
          label="Payouts"
          columns={["Owner", "Amount", "Provider", "Action"]}
          query={query}
          items={payouts}
          errorTitle="The payouts could not be loaded"
          emptyTitle="No payouts here"
          rowKey={(payout) => payout.id}
          row={(payout) => (
            <>
              <td className={adminCell}>
                <div className="font-medium">{payout.owner.name}</div>
                <div className="text-slate-600">{payout.owner.email}</div>
                <div className="text-slate-600">
                  {payout.phoneNumber} · {networkName(payout.network)}
                </div>
              </td>
              <td className={`${adminCell} whitespace-nowrap tabular-nums`} data-testid="payout-amount">
                {formatDollars(payout.amountCents)}
              </td>
              <td className={adminCell}>
                <div className="font-medium capitalize">{payout.status}</div>
                <div className="text-slate-600">
                  {payout.providerTransferId ? `Transfer ${payout.providerTransferId}` : "Not sent yet"}
                  {payout.providerStatus ? ` · ${payout.providerStatus}` : ""}
                </div>
                {payout.failureReason && <div className="text-red-800">{payout.failureReason}</div>}
                {payout.retriedAs && <div className="text-slate-600">Sent again</div>}
              </td>
              <td className={adminCell}>
                {payout.status === "failed" && !payout.retriedAs ? <PayoutActions payout={payout} /> : "—"}
              </td>
            </>
          )}
        />
      </div>
    </section>
  );
}

function Payments() {
  const [search, setSearch] = useState("");
  const q = useDebouncedValue(search.trim());
  const [target, setTarget] = useState<AdminPayment | null>(null);
  const query = useAdminPayments({ q: q || undefined });
  const payments = query.data?.pages.flatMap((page) => page.items) ?? [];
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
        <AdminList
          label="Payments"
          columns={["Payment", "Amount", "Refunded", "Action"]}
          query={query}
          items={payments}
          errorTitle="The payments could not be loaded"
          emptyTitle="No payment matches"
          rowKey={(payment) => payment.id}
          row={(payment) => (
            <>
              <td className={adminCell}>
                <div className="font-medium">
                  {payment.businessName} on {payment.websiteName}
                </div>
                <div className="text-slate-600">
                  {payment.advertiser.email} · {payment.txRef} · {payment.createdAt.slice(0, 10)}
                </div>
              </td>
              <td className={`${adminCell} whitespace-nowrap tabular-nums`}>{formatDollars(payment.amountCents)}</td>
              <td className={`${adminCell} whitespace-nowrap tabular-nums`}>
                {payment.refundedCents > 0 ? formatDollars(payment.refundedCents) : "—"}
              </td>
              <td className={adminCell}>
                {payment.refundedCents < payment.amountCents && payment.status !== "refunded" ? (
                  <Button variant="secondary" onClick={() => setTarget(payment)}>
                    Refund
                  </Button>
                ) : (
                  "—"
                )}
              </td>
            </>
          )}
        />
      </div>
      <RefundDialog key={target?.id ?? "none"} payment={target} onClose={() => setTarget(null)} />
    </section>
  );
}
