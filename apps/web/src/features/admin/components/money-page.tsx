import { formatDollars } from "@placard/shared/money";
import type { AdminPayment, AdminWithdrawal } from "@placard/shared/money-desk";
import { networkName, WITHDRAWAL_STATUSES } from "@placard/shared/wallet";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { SearchInput } from "@/components/ui/search-input";
import { SelectField } from "@/components/ui/select-field";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { useAdminPayments, useAdminWithdrawals } from "../api/desk";
import { type AdminColumn, AdminList } from "./admin-list";
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

const AMOUNT = "tabular-nums sm:whitespace-nowrap";

const PAYOUT_COLUMNS: AdminColumn<AdminWithdrawal>[] = [
  {
    label: "Owner",
    cell: (payout) => (
      <>
        <div className="font-medium">{payout.owner.name}</div>
        <div className="text-slate-600">{payout.owner.email}</div>
        <div className="text-slate-600">
          {payout.phoneNumber} · {networkName(payout.network)}
        </div>
      </>
    ),
  },
  {
    label: "Amount",
    className: AMOUNT,
    cell: (payout) => <span data-testid="payout-amount">{formatDollars(payout.amountCents)}</span>,
  },
  {
    label: "Provider",
    cell: (payout) => (
      <>
        <div className="font-medium capitalize">{payout.status}</div>
        <div className="text-slate-600">
          {payout.providerTransferId ? `Transfer ${payout.providerTransferId}` : "Not sent yet"}
          {payout.providerStatus ? ` · ${payout.providerStatus}` : ""}
        </div>
        {payout.failureReason && <div className="text-red-800">{payout.failureReason}</div>}
        {payout.retriedAs && <div className="text-slate-600">Sent again</div>}
      </>
    ),
  },
  {
    label: "Action",
    isAction: true,
    cell: (payout) => (payout.status === "failed" && !payout.retriedAs ? <PayoutActions payout={payout} /> : null),
  },
];

const paymentColumns = (refund: (payment: AdminPayment) => void): AdminColumn<AdminPayment>[] => [
  {
    label: "Payment",
    cell: (payment) => (
      <>
        <div className="font-medium">
          {payment.businessName} on {payment.websiteName}
        </div>
        <div className="text-slate-600">
          {payment.advertiser.email} · {payment.txRef} · {payment.createdAt.slice(0, 10)}
        </div>
      </>
    ),
  },
  { label: "Amount", className: AMOUNT, cell: (payment) => formatDollars(payment.amountCents) },
  {
    label: "Refunded",
    className: AMOUNT,
    cell: (payment) => (payment.refundedCents > 0 ? formatDollars(payment.refundedCents) : "—"),
  },
  {
    label: "Action",
    isAction: true,
    cell: (payment) =>
      payment.refundedCents < payment.amountCents && payment.status !== "refunded" ? (
        <Button variant="secondary" onClick={() => refund(payment)}>
          Refund
        </Button>
      ) : null,
  },
];

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
          columns={PAYOUT_COLUMNS}
          query={query}
          items={payouts}
          errorTitle="The payouts could not be loaded"
          emptyTitle="No payouts here"
          rowKey={(payout) => payout.id}
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
          columns={paymentColumns(setTarget)}
          query={query}
          items={payments}
          errorTitle="The payments could not be loaded"
          emptyTitle="No payment matches"
          rowKey={(payment) => payment.id}
        />
      </div>
      <RefundDialog key={target?.id ?? "none"} payment={target} onClose={() => setTarget(null)} />
    </section>
  );
}
