import { type PersonDetail, SUSPEND_REASON_MAX } from "@placard/shared/admin";
import { formatDollars } from "@placard/shared/money";
import { type ReactNode, useState } from "react";
import { useParams } from "react-router";
import { Alert } from "@/components/ui/alert";
import { BackLink } from "@/components/ui/back-link";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { TextAreaField } from "@/components/ui/text-area-field";
import { ApiError } from "@/lib/api-error";
import { usePerson, useSuspension } from "../api/people";
import { PersonStatus } from "./person-status";
import { activeLocale, useTranslation } from "@/lib/i18n";
import { dayOf, statusWord } from "./admin-labels";

function List({ title, items, empty }: { title: string; items: { key: string; content: ReactNode }[]; empty: string }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-4">
      <h2 className="text-base font-semibold">{title}</h2>
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{empty}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100 text-sm">
          {items.map((item) => (
            <li key={item.key} className="py-1.5 wrap-anywhere">
              {item.content}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const day = dayOf;

function Holdings({ detail }: { detail: PersonDetail }) {
  const { t } = useTranslation();
  const money = (cents: number) => formatDollars(cents, activeLocale());
  return (
    <div className="mt-6 grid gap-4 md:grid-cols-2 [&>*]:min-w-0">
      <List
        title={t("admin.person.websites")}
        empty={t("admin.person.no_websites")}
        items={detail.websites.map((w) => ({
          key: w.id,
          content: `${w.url} · ${statusWord(w.status)} · ${day(w.createdAt)}`,
        }))}
      />
      <List
        title={t("admin.person.ads")}
        empty={t("admin.person.no_ads")}
        items={detail.ads.map((a) => ({
          key: a.id,
          content: `${a.businessName || t("admin.person.untitled_ad")} · ${statusWord(a.status)} · ${day(a.createdAt)}`,
        }))}
      />
      <List
        title={t("admin.person.payments")}
        empty={t("admin.person.no_payments")}
        items={detail.payments.map((p) => ({
          key: p.id,
          content: `${money(p.amountCents)} · ${statusWord(p.status)} · ${day(p.createdAt)}`,
        }))}
      />
      <List
        title={t("admin.person.withdrawals")}
        empty={t("admin.person.no_withdrawals")}
        items={detail.withdrawals.map((w) => ({
          key: w.id,
          content: `${money(w.amountCents)} · ${statusWord(w.status)} · ${day(w.createdAt)}`,
        }))}
      />
      <List
        title={t("admin.person.referrals")}
        empty={t("admin.person.no_referrals")}
        items={detail.referrals.map((r) => ({ key: r.id, content: `${r.email} · ${day(r.createdAt)}` }))}
      />
    </div>
  );
}

function SuspendDialog({
  id,
  isOpen,
  onOpenChange,
}: {
  id: string;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { suspend } = useSuspension(id);
  const [reason, setReason] = useState("");
  const error = suspend.error instanceof ApiError ? suspend.error : null;
  const { t } = useTranslation();
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t("admin.suspend.title")}
      description={t("admin.suspend.text")}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t("admin.cancel")}
          </Button>
          <Button
            variant="danger"
            isBusy={suspend.isPending}
            onClick={() => suspend.mutate({ reason }, { onSuccess: () => onOpenChange(false) })}
          >
            {t("admin.suspend.submit")}
          </Button>
        </>
      }
    >
      {error && !error.fieldErrors.reason && <Alert>{error.message}</Alert>}
      <TextAreaField
        label={t("admin.suspend.reason")}
        value={reason}
        maxLength={SUSPEND_REASON_MAX}
        onChange={(event) => setReason(event.target.value)}
        error={error?.fieldErrors.reason?.[0]}
      />
    </Dialog>
  );
}

/** /admin/people/:id — an account, what it owns, and suspend / reinstate (issue #16 item 3). */
export function PersonPage() {
  const { id = "" } = useParams();
  const { data, isPending, error } = usePerson(id);
  const { reinstate } = useSuspension(id);
  const [isSuspending, setIsSuspending] = useState(false);
  const { t } = useTranslation();
  if (isPending) return <LoadingState />;
  if (error) return <ErrorState title={t("admin.person.failed")} message={error.message} />;
  const { person, balance } = data;
  return (
    <div>
      <BackLink to="/admin/people" label={t("admin.people.title")} />
      <div className="mt-3 flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0 wrap-anywhere">
          <h1 className="text-2xl font-bold">{person.name || person.email}</h1>
          <p className="text-slate-600">{person.email}</p>
          <div className="mt-2">
            <PersonStatus person={person} />
          </div>
          <p className="mt-2 text-sm text-slate-700">
            {t("admin.person.summary", {
              joined: day(person.createdAt),
              held: formatDollars(balance.heldCents, activeLocale()),
              available: formatDollars(balance.availableCents, activeLocale()),
            })}
          </p>
        </div>
        {person.isSuspended ? (
          <Button variant="secondary" isBusy={reinstate.isPending} onClick={() => reinstate.mutate()}>
            {t("admin.person.reinstate")}
          </Button>
        ) : (
          <Button variant="danger" onClick={() => setIsSuspending(true)}>
            {t("admin.person.suspend")}
          </Button>
        )}
      </div>
      {person.isSuspended && (
        <div className="mt-4">
          <Alert tone="info">{t("admin.person.suspended_for", { reason: person.suspendedReason })}</Alert>
        </div>
      )}
      {reinstate.error && (
        <div className="mt-4">
          <Alert>{reinstate.error.message}</Alert>
        </div>
      )}
      <Holdings detail={data} />
      <SuspendDialog id={id} isOpen={isSuspending} onOpenChange={setIsSuspending} />
    </div>
  );
}
