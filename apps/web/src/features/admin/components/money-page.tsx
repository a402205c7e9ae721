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
import { activeLocale, useTranslation } from "@/lib/i18n";
import type { TFunction } from "i18next";
import { dayOf } from "./admin-labels";

/** /admin/money: payouts with their provider state (retry, cancel) and refunds (issue #16 item 5). */
export function MoneyPage() {
  const { t } = useTranslation();
  return (
    <div>
      <h1 className="text-2xl font-bold">{t("admin.money.title")}</h1>
      <Payouts />
      <Payments />
    </div>
  );
}

const AMOUNT = "tabular-nums sm:whitespace-nowrap";

/** The catalog key of each payout state (English: the state, capitalised, as before). */
const PAYOUT_STATUS_KEYS: Record<(typeof WITHDRAWAL_STATUSES)[number], string> = {
  pending: "admin.money.status.pending",
  processing: "admin.money.status.processing",
  completed: "admin.money.status.completed",
  failed: "admin.money.status.failed",
  cancelled: "admin.money.status.cancelled",
};

const money = (cents: number) => formatDollars(cents, activeLocale());

const payoutColumns = (t: TFunction): AdminColumn<AdminWithdrawal>[] => [
  {
    label: t("admin.money.owner"),
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
    label: t("admin.money.amount"),
    className: AMOUNT,
    cell: (payout) => <span data-testid="payout-amount">{money(payout.amountCents)}</span>,
  },
  {
    label: t("admin.money.provider"),
    cell: (payout) => (
      <>
        <div className="font-medium capitalize">{payout.status}</div>
        <div className="text-slate-600">
          {payout.providerTransferId
            ? t("admin.money.transfer", { id: payout.providerTransferId })
            : t("admin.money.not_sent")}
          {payout.providerStatus ? ` · ${payout.providerStatus}` : ""}
        </div>
        {payout.failureReason && <div className="text-red-800">{payout.failureReason}</div>}
        {payout.retriedAs && <div className="text-slate-600">{t("admin.money.sent_again")}</div>}
      </>
    ),
  },
  {
    label: t("admin.money.action"),
    isAction: true,
    cell: (payout) => (payout.status === "failed" && !payout.retriedAs ? <PayoutActions payout={payout} /> : null),
  },
];

const paymentColumns = (t: TFunction, refund: (payment: AdminPayment) => void): AdminColumn<AdminPayment>[] => [
  {
    label: t("admin.money.payment"),
    cell: (payment) => (
      <>
        <div className="font-medium">
          {t("admin.money.on", { business: payment.businessName, website: payment.websiteName })}
        </div>
        <div className="text-slate-600">
          {payment.advertiser.email} · {payment.txRef} · {dayOf(payment.createdAt)}
        </div>
      </>
    ),
  },
  { label: t("admin.money.amount"), className: AMOUNT, cell: (payment) => money(payment.amountCents) },
  {
    label: t("admin.money.refunded"),
    className: AMOUNT,
    cell: (payment) => (payment.refundedCents > 0 ? money(payment.refundedCents) : "—"),
  },
  {
    label: t("admin.money.action"),
    isAction: true,
    cell: (payment) =>
      payment.refundedCents < payment.amountCents && payment.status !== "refunded" ? (
        <Button variant="secondary" onClick={() => refund(payment)}>
          {t("admin.money.refund")}
        </Button>
      ) : null,
  },
];

function Payouts() {
  const [status, setStatus] = useState("failed");
  const query = useAdminWithdrawals(status || undefined);
  const payouts = query.data?.pages.flatMap((page) => page.items) ?? [];
  const { t } = useTranslation();
  return (
    <section aria-labelledby="payouts-title" className="mt-6">
      <h2 id="payouts-title" className="text-lg font-semibold">
        {t("admin.money.payouts")}
      </h2>
      <SelectField
        className="mt-2 max-w-xs"
        label={t("admin.money.show_payouts")}
        placeholder={t("admin.money.every_payout")}
        options={WITHDRAWAL_STATUSES.map((value) => ({ value, label: t(PAYOUT_STATUS_KEYS[value]) }))}
        value={status}
        onChange={(event) => setStatus(event.target.value)}
      />
      <div className="mt-3">
        <AdminList
          label={t("admin.money.payouts")}
          columns={payoutColumns(t)}
          query={query}
          items={payouts}
          errorTitle={t("admin.money.payouts_failed")}
          emptyTitle={t("admin.money.no_payouts")}
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
  const { t } = useTranslation();
  return (
    <section aria-labelledby="payments-title" className="mt-10">
      <h2 id="payments-title" className="text-lg font-semibold">
        {t("admin.money.payments_title")}
      </h2>
      <SearchInput
        className="mt-2 max-w-md"
        aria-label={t("admin.money.search")}
        placeholder={t("admin.money.search_placeholder")}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <div className="mt-3">
        <AdminList
          label={t("admin.money.payments")}
          columns={paymentColumns(t, setTarget)}
          query={query}
          items={payments}
          errorTitle={t("admin.money.payments_failed")}
          emptyTitle={t("admin.money.no_payments")}
          rowKey={(payment) => payment.id}
        />
      </div>
      <RefundDialog key={target?.id ?? "none"} payment={target} onClose={() => setTarget(null)} />
    </section>
  );
}
