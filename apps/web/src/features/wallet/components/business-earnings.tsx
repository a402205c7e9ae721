import { formatDollars } from "@placard/shared/money";
import type { EarningBusiness, EarningPayment } from "@placard/shared/wallet";
import { clsx } from "clsx";
import { ChevronDown, ExternalLink, Mail, MapPin } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { LoadMore } from "@/components/ui/load-more";
import { OutboundLink } from "@/components/ui/outbound-link";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { activeLocale, formatLongDay, formatWhole, useTranslation } from "@/lib/i18n";
import { useEarningPayments } from "../api/get-earning-payments";
import { WithdrawAction } from "./withdraw-action";

type Business = EarningBusiness;

/** 'Business Earnings' (SPEC §2): one accordion item per advertiser's business. */
export function BusinessEarnings({ businesses }: { businesses: Business[] }) {
  return (
    <ul className="flex flex-col gap-3">
      {businesses.map((business) => (
        <BusinessItem key={business.businessName} business={business} />
      ))}
    </ul>
  );
}

function BusinessItem({ business }: { business: Business }) {
  const [isOpen, setIsOpen] = useState(false);
  const id = useId();
  const buttonId = `${id}-button`;
  const panelId = `${id}-panel`;
  const count = business.paymentCount;
  const { t } = useTranslation();

  return (
    <li className="overflow-hidden rounded-2xl border border-slate-200 bg-white" data-testid="business-earnings">
      <h3>
        <button
          type="button"
          id={buttonId}
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={() => setIsOpen((open) => !open)}
          className="flex w-full items-center gap-3 px-5 py-4 text-left hover:bg-slate-50"
        >
          <span className="min-w-0 flex-1">
            <span className="block truncate font-semibold text-slate-900">{business.businessName}</span>
            <span className="text-sm text-slate-500">
              {t("wallet.earnings.payments", { count, shown: formatWhole(count) })}
            </span>
          </span>
          <span className="font-semibold text-slate-900">{formatDollars(business.totalCents, activeLocale())}</span>
          <ChevronDown
            className={clsx("size-5 text-slate-400 transition-transform", isOpen && "rotate-180")}
            aria-hidden="true"
          />
        </button>
      </h3>
      {/* The panel is always there for aria-controls; its payments (and their eligibility checks) mount on opening. */}
      <div
        id={panelId}
        role="region"
        aria-labelledby={buttonId}
        hidden={!isOpen}
        className="border-t border-slate-100 px-5 py-4"
      >
        {isOpen && <BusinessPayments businessName={business.businessName} />}
      </div>
    </li>
  );
}

/** The business's contact details and its payments, loaded a page at a time once the item opens. */
function BusinessPayments({ businessName }: { businessName: string }) {
  const payments = useEarningPayments(businessName);
  const { t } = useTranslation();
  if (payments.isPending) return <LoadingState label={t("wallet.earnings.loading_payments")} />;
  if (payments.error) {
    return (
      <ErrorState
        title={t("wallet.earnings.payments_failed")}
        action={
          <Button variant="secondary" onClick={() => void payments.refetch()} isBusy={payments.isFetching}>
            {t("wallet.try_again")}
          </Button>
        }
      />
    );
  }
  const items = payments.data.pages.flatMap((page) => page.items);
  const first = items[0];
  return (
    <>
      {first && (
        <div className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-600">
          {first.businessLocation && (
            <span className="inline-flex items-center gap-1">
              <MapPin className="size-4" aria-hidden="true" /> {first.businessLocation}
            </span>
          )}
          {first.advertiserEmail && (
            <span className="inline-flex items-center gap-1">
              <Mail className="size-4" aria-hidden="true" /> {first.advertiserEmail}
            </span>
          )}
          {first.businessLink && (
            <OutboundLink
              href={first.businessLink}
              className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline"
            >
              <ExternalLink className="size-4" aria-hidden="true" /> {t("wallet.earnings.visit")}
            </OutboundLink>
          )}
        </div>
      )}
      <ul className="mt-4 flex flex-col gap-3">
        {items.map((payment) => (
          <PaymentItem key={payment.id} payment={payment} />
        ))}
      </ul>
      <LoadMore
        hasMore={payments.hasNextPage}
        isLoading={payments.isFetchingNextPage}
        onLoadMore={() => void payments.fetchNextPage()}
        label={t("wallet.load_more_payments")}
      />
    </>
  );
}

function PaymentItem({ payment }: { payment: EarningPayment }) {
  const isHeld = !payment.isRefunded && new Date(payment.availableAt) > new Date();
  const { t } = useTranslation();
  const locale = activeLocale();
  return (
    <li className="rounded-xl border border-slate-200 p-4" data-testid="earning-payment">
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        <PaymentFact label={t("wallet.column.date")} value={formatLongDay(payment.paidAt)} />
        <PaymentFact label={t("wallet.column.reference")} value={payment.reference} isMono />
        <PaymentFact label={t("wallet.column.amount")} value={formatDollars(payment.amountCents, locale)} />
        <PaymentFact label={t("wallet.earnings.remaining")} value={formatDollars(payment.remainingCents, locale)} />
      </dl>
      <p className="mt-2 text-xs text-slate-500">
        {payment.websiteName}
        {payment.isRefunded
          ? ` · ${t("wallet.earnings.refunded")}`
          : isHeld
            ? ` · ${t("wallet.earnings.held_until", { date: formatLongDay(payment.availableAt) })}`
            : ""}
      </p>
      <div className="mt-3">
        <WithdrawAction paymentId={payment.id} remainingCents={payment.remainingCents} />
      </div>
    </li>
  );
}

function PaymentFact({ label, value, isMono = false }: { label: string; value: string; isMono?: boolean }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className={clsx("truncate font-medium text-slate-900", isMono && "font-mono text-xs leading-5")}>{value}</dd>
    </div>
  );
}
