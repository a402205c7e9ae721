import { OVERVIEW_MAX_DAYS, type Overview } from "@placard/shared/admin";
import { formatDollars } from "@placard/shared/money";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ChipGroup } from "@/components/ui/chip-group";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { TextField } from "@/components/ui/text-field";
import { ApiError } from "@/lib/api-error";
import { useOverview } from "../api/get-overview";
import { DailyChart } from "./daily-chart";
import { TopCountries } from "./top-countries";

const DAY_MS = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const lastDays = (days: number) => ({ from: isoDay(Date.now() - (days - 1) * DAY_MS), to: isoDay(Date.now()) });
const PRESETS = [7, 30, 90];

type Period = { from: string; to: string };

/**
 * What is wrong with a period typed into From and To, by field, in the server's words
 * (modules/admin/overview.ts): said next to the field, before anything is asked (#34.12).
 */
export function periodProblems({ from, to }: Period): { from?: string; to?: string } {
  if (!from || !to) return { ...(from ? {} : { from: "Choose a date" }), ...(to ? {} : { to: "Choose a date" }) };
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;
  if (days < 1) return { to: "The period ends before it starts." };
  if (days > OVERVIEW_MAX_DAYS) return { from: `Pick a period of at most ${OVERVIEW_MAX_DAYS} days.` };
  return {};
}

function Figure({ label, value, hint, to }: { label: string; value: string; hint?: string; to?: string }) {
  return (
    <div className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 wrap-anywhere">
      <dt className="text-sm text-slate-600">
        {to ? (
          <Link to={to} className="hover:underline">
            {label}
          </Link>
        ) : (
          label
        )}
      </dt>
      <dd className="mt-1 text-2xl font-semibold text-slate-900">{value}</dd>
      {hint && <dd className="mt-0.5 text-xs text-slate-600">{hint}</dd>}
    </div>
  );
}

const waitedSince = (since: string | null) => {
  if (!since) return "none waiting";
  const hours = Math.floor((Date.now() - Date.parse(since)) / 3_600_000);
  return hours < 48 ? `oldest waiting ${hours} h` : `oldest waiting ${Math.floor(hours / 24)} days`;
};

function Figures({ overview }: { overview: Overview }) {
  const { totals, current } = overview;
  return (
    <>
      <h2 className="mt-6 text-lg font-semibold">In this period</h2>
      <dl className="mt-3 grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
        <Figure label="Gross payments" value={formatDollars(totals.grossCents)} />
        <Figure label="Platform fees" value={formatDollars(totals.feesCents)} />
        <Figure label="Refunds" value={formatDollars(totals.refundsCents)} />
        <Figure label="Reports received" value={String(totals.reports)} />
        <Figure label="Support messages received" value={String(totals.supportMessages)} />
        {/* Requests no owner answered within ANSWER_WINDOW_DAYS (decision 0058). */}
        <Figure label="Requests expired unanswered" value={String(totals.requestsExpired)} />
      </dl>
      <h2 className="mt-6 text-lg font-semibold">Now</h2>
      <dl className="mt-3 grid grid-cols-2 gap-3 md:grid-cols-4">
        <Figure label="Owners' held balances" value={formatDollars(current.heldCents)} />
        <Figure label="Owners' available balances" value={formatDollars(current.availableCents)} />
        <Figure
          label="Payouts pending"
          value={String(current.payoutsPending)}
          hint={formatDollars(current.payoutsPendingCents)}
          to="/admin/money"
        />
        <Figure
          label="Payouts failed"
          value={String(current.payoutsFailed)}
          hint={formatDollars(current.payoutsFailedCents)}
          to="/admin/money"
        />
        <Figure
          label="Ads waiting for an owner's review"
          value={String(current.adsAwaitingReview)}
          hint={waitedSince(current.oldestReviewSince)}
        />
        <Figure label="Open reports" value={String(current.openReports)} to="/admin/reports" />
        <Figure label="Open support messages" value={String(current.openSupportMessages)} to="/admin/support" />
        <Figure
          label="Emails not sent"
          value={String(current.emailsNotSent)}
          hint={current.emailsNotSentError ? `Mail server: ${current.emailsNotSentError}` : "in the last 90 days"}
        />
      </dl>
    </>
  );
}

function LedgerCheck({ ledger }: { ledger: Overview["ledger"] }) {
  const isSound = ledger.sumCents === 0 && ledger.unbalanced.length === 0;
  return (
    <section aria-labelledby="ledger-check" className="mt-6 rounded-2xl border border-slate-200 bg-white p-4">
      <h2 id="ledger-check" className="text-lg font-semibold">
        Ledger check
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        The sum of all {ledger.entries} entries is <strong>{ledger.sumCents} cents</strong> (it must be 0).
      </p>
      <div className="mt-3">
        {isSound ? (
          <Alert tone="success">Every movement balances.</Alert>
        ) : (
          <Alert>
            {ledger.unbalanced.length} movement(s) do not balance:{" "}
            {ledger.unbalanced.map((row) => `${row.key} (${row.totalCents} cents)`).join(", ")}
          </Alert>
        )}
      </div>
    </section>
  );
}

/** /admin: the marketplace at a glance for a chosen period (issue #16 item 2). */
export function OverviewPage() {
  const [period, setPeriod] = useState(() => lastDays(30));
  const [draft, setDraft] = useState(period);
  const [problems, setProblems] = useState<{ from?: string; to?: string }>({});
  const { data, isPending, error, refetch } = useOverview(period.from, period.to);
  const preset = PRESETS.find((days) => {
    const range = lastDays(days);
    return range.from === period.from && range.to === period.to;
  });

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const found = periodProblems(draft);
    setProblems(found);
    if (!found.from && !found.to) setPeriod(draft);
  };

  return (
    <div>
      <h1 className="text-2xl font-bold">Overview</h1>
      <div className="mt-4 flex flex-wrap items-end gap-4">
        <ChipGroup
          label="Period"
          options={[...PRESETS.map((days) => ({ value: days as number | null, label: `Last ${days} days` }))]}
          value={preset ?? null}
          onChange={(days) => {
            if (!days) return;
            setPeriod(lastDays(days));
            setDraft(lastDays(days));
            setProblems({});
          }}
        />
        <form onSubmit={apply} className="flex flex-wrap items-end gap-2" aria-label="Choose a period">
          <TextField
            label="From"
            type="date"
            value={draft.from}
            onChange={(e) => setDraft({ ...draft, from: e.target.value })}
            error={problems.from}
          />
          <TextField
            label="To"
            type="date"
            value={draft.to}
            onChange={(e) => setDraft({ ...draft, to: e.target.value })}
            error={problems.to}
          />
          <Button type="submit" variant="secondary">
            Show
          </Button>
        </form>
      </div>
      {isPending ? (
        <LoadingState />
      ) : error instanceof ApiError && error.code === "validation_failed" ? (
        // A period the server refuses (the checks above let few through) is said here, not as a broken page.
        <div className="mt-4">
          <Alert>{error.message}</Alert>
        </div>
      ) : error ? (
        <div className="mt-6">
          <ErrorState
            title="The overview could not be loaded"
            message={error.message}
            action={<Button onClick={() => void refetch()}>Try again</Button>}
          />
        </div>
      ) : (
        <>
          <p className="mt-4 text-sm text-slate-600">
            From {data.from} to {data.to} (UTC days).
          </p>
          <div className="mt-3">
            <DailyChart days={data.days} />
          </div>
          <Figures overview={data} />
          <TopCountries countries={data.topCountries} />
          <LedgerCheck ledger={data.ledger} />
        </>
      )}
    </div>
  );
}
