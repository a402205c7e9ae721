import { type PersonDetail, SUSPEND_REASON_LABEL, SUSPEND_REASON_MAX } from "@placard/shared/admin";
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

const day = (iso: string) => iso.slice(0, 10);

function Holdings({ detail }: { detail: PersonDetail }) {
  return (
    <div className="mt-6 grid gap-4 md:grid-cols-2 [&>*]:min-w-0">
      <List
        title="Websites"
        empty="No websites."
        items={detail.websites.map((w) => ({ key: w.id, content: `${w.url} · ${w.status} · ${day(w.createdAt)}` }))}
      />
      <List
        title="Ads"
        empty="No ads."
        items={detail.ads.map((a) => ({
          key: a.id,
          content: `${a.businessName || "Untitled ad"} · ${a.status} · ${day(a.createdAt)}`,
        }))}
      />
      <List
        title="Payments"
        empty="No payments."
        items={detail.payments.map((p) => ({
          key: p.id,
          content: `${formatDollars(p.amountCents)} · ${p.status} · ${day(p.createdAt)}`,
        }))}
      />
      <List
        title="Withdrawals"
        empty="No withdrawals."
        items={detail.withdrawals.map((w) => ({
          key: w.id,
          content: `${formatDollars(w.amountCents)} · ${w.status} · ${day(w.createdAt)}`,
        }))}
      />
      <List
        title="Referrals"
        empty="Nobody joined through this account."
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
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title="Suspend this account"
      description="They are signed out at once and cannot sign in; their ads and their websites' spaces stop serving; their withdrawals wait until you reinstate them."
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button
            variant="danger"
            isBusy={suspend.isPending}
            onClick={() => suspend.mutate({ reason }, { onSuccess: () => onOpenChange(false) })}
          >
            Suspend
          </Button>
        </>
      }
    >
      {error && !error.fieldErrors.reason && <Alert>{error.message}</Alert>}
      <TextAreaField
        label={SUSPEND_REASON_LABEL}
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
  if (isPending) return <LoadingState />;
  if (error) return <ErrorState title="This account could not be loaded" message={error.message} />;
  const { person, balance } = data;
  return (
    <div>
      <BackLink to="/admin/people" label="People" />
      <div className="mt-3 flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0 wrap-anywhere">
          <h1 className="text-2xl font-bold">{person.name || person.email}</h1>
          <p className="text-slate-600">{person.email}</p>
          <div className="mt-2">
            <PersonStatus person={person} />
          </div>
          <p className="mt-2 text-sm text-slate-700">
            Joined {day(person.createdAt)} · held {formatDollars(balance.heldCents)} · available{" "}
            {formatDollars(balance.availableCents)}
          </p>
        </div>
        {person.isSuspended ? (
          <Button variant="secondary" isBusy={reinstate.isPending} onClick={() => reinstate.mutate()}>
            Reinstate
          </Button>
        ) : (
          <Button variant="danger" onClick={() => setIsSuspending(true)}>
            Suspend…
          </Button>
        )}
      </div>
      {person.isSuspended && (
        <div className="mt-4">
          <Alert tone="info">Suspended: {person.suspendedReason}</Alert>
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
