import { text } from "@placard/shared/messages";
import { OVERVIEW_MAX_DAYS, type Overview, type OverviewQuery } from "@placard/shared/admin";
import { sql } from "drizzle-orm";
import { type Executor, selectRows } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import { checkLedger } from "../ledger/index.js";
import { topCountries } from "../reports/index.js";

const DAY_MS = 86_400_000;
const DEFAULT_DAYS = 30;

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The period asked for: whole UTC days, both ends included; the last 30 days by default. */
export function overviewPeriod(query: OverviewQuery, now = new Date()) {
  const to = query.to ?? isoDay(now.getTime());
  const from = query.from ?? isoDay(Date.parse(`${to}T00:00:00Z`) - (DEFAULT_DAYS - 1) * DAY_MS);
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;
  if (days < 1)
    throw new AppError("validation_failed", text("errors.admin.period_order"), {
      fields: { to: [text("errors.admin.period_order_field")] },
    });
  if (days > OVERVIEW_MAX_DAYS) {
    throw new AppError("validation_failed", text("errors.admin.period_too_long", { max: OVERVIEW_MAX_DAYS }), {
      fields: { from: [text("errors.at_most_days", { max: OVERVIEW_MAX_DAYS })] },
    });
  }
  return { from, to };
}

interface DayRow {
  date: string;
  gross: number;
  fees: number;
  refunds: number;
  reports: number;
  support: number;
}

/**
 * Money by day from the ledger (the one record of money): gross is what advertisers paid
 * (`payment` lines), fees the platform's account net of reversals, refunds what went back
 * to advertisers; reports and support messages received by day.
 */
async function dailyFigures(executor: Executor, from: string, to: string) {
  return selectRows<DayRow>(
    executor,
    sql`with days as (
      select generate_series(${from}::date, ${to}::date, interval '1 day')::date as day
    ), money as (
      select (created_at at time zone 'UTC')::date as day,
        coalesce(sum(-amount_cents) filter (where account = 'advertiser' and kind = 'payment'), 0)::float8 as gross,
        coalesce(sum(amount_cents) filter (where account = 'platform_fees'), 0)::float8 as fees,
        coalesce(sum(amount_cents) filter (where account = 'advertiser' and kind like 'refund%'), 0)::float8 as refunds
      from ledger_entries
      where created_at >= ${from}::date and created_at < ${to}::date + 1
      group by 1
    ), reports as (
      select (created_at at time zone 'UTC')::date as day, count(*)::float8 as n from ad_reports
      where created_at >= ${from}::date and created_at < ${to}::date + 1 group by 1
    ), support as (
      select (created_at at time zone 'UTC')::date as day, count(*)::float8 as n from support_messages
      where created_at >= ${from}::date and created_at < ${to}::date + 1 group by 1
    )
    select to_char(days.day, 'YYYY-MM-DD') as date,
      coalesce(money.gross, 0) as gross, coalesce(money.fees, 0) as fees, coalesce(money.refunds, 0) as refunds,
      coalesce(reports.n, 0) as reports, coalesce(support.n, 0) as support
    from days
    left join money on money.day = days.day
    left join reports on reports.day = days.day
    left join support on support.day = days.day
    order by days.day`,
  );
}

interface CurrentRow {
  held: number;
  available: number;
  pending: number;
  pending_cents: number;
  failed: number;
  failed_cents: number;
  awaiting: number;
  oldest: string | null;
  open_reports: number;
  open_support: number;
  emails_not_sent: number;
  emails_not_sent_error: string | null;
}

/** Requests that expired unanswered in the period (decision 0058), by the partial index on `expired_at`. */
export const expiriesStatement = (from: string, to: string) =>
  sql`select count(*)::float8 as n from placement_requests
    where expired_at is not null and expired_at >= ${from}::date and expired_at < ${to}::date + 1`;

async function expiriesIn(executor: Executor, from: string, to: string) {
  const [row] = await selectRows<{ n: number }>(executor, expiriesStatement(from, to));
  return Number(row?.n ?? 0);
}

/**
 * A payout that failed and still waits for the operator: not sent again (the money desk's retry
 * marks the failed one `retriedAs`, the new payout carries on) and not cancelled (its own status).
 */
const OPEN_FAILURE = sql`status = 'failed' and (raw ->> 'retriedAs') is null`;

/** What stands now: balances, payouts, reviews waiting, open reports and messages, emails given up on. */
async function currentFigures(executor: Executor) {
  const [row] = await selectRows<CurrentRow>(
    executor,
    sql`select
      (select coalesce(sum(held_cents), 0)::float8 from account_balances) as held,
      (select coalesce(sum(available_cents), 0)::float8 from account_balances) as available,
      (select count(*)::float8 from withdrawals where status in ('pending', 'processing')) as pending,
      (select coalesce(sum(amount_cents), 0)::float8 from withdrawals where status in ('pending', 'processing')) as pending_cents,
      (select count(*)::float8 from withdrawals where ${OPEN_FAILURE}) as failed,
      (select coalesce(sum(amount_cents), 0)::float8 from withdrawals where ${OPEN_FAILURE}) as failed_cents,
      (select count(*)::float8 from placement_requests pr join ads a on a.id = pr.ad_id
        where pr.review_status = 'pending' and a.status = 'submitted') as awaiting,
      (select to_char(min(pr.pending_since) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')
        from placement_requests pr where pr.review_status = 'pending') as oldest,
      (select count(*)::float8 from ad_reports where status = 'open') as open_reports,
      (select count(*)::float8 from support_messages where status = 'open') as open_support,
      (select count(*)::float8 from email_outbox where failed_at is not null) as emails_not_sent,
      (select last_error from email_outbox where failed_at is not null order by failed_at desc limit 1)
        as emails_not_sent_error`,
  );
  if (!row) throw new Error("the overview query answered no row");
  return row;
}

/** GET /api/admin/overview: the period's figures by day, what stands now, and the ledger check. */
export async function getOverview(executor: Executor, query: OverviewQuery): Promise<Overview> {
  const { from, to } = overviewPeriod(query);
  const [days, current, ledger, entries, expiries, countries] = [
    await dailyFigures(executor, from, to),
    await currentFigures(executor),
    await checkLedger(executor),
    await selectRows<{ n: number }>(executor, sql`select count(*)::float8 as n from ledger_entries`),
    await expiriesIn(executor, from, to),
    await topCountries(executor, from, to),
  ];
  const sum = (pick: (day: DayRow) => number) => days.reduce((total, day) => total + Number(pick(day)), 0);
  return {
    from,
    to,
    totals: {
      grossCents: sum((day) => day.gross),
      feesCents: sum((day) => day.fees),
      refundsCents: sum((day) => day.refunds),
      reports: sum((day) => day.reports),
      supportMessages: sum((day) => day.support),
      requestsExpired: expiries,
    },
    current: {
      heldCents: Number(current.held),
      availableCents: Number(current.available),
      payoutsPending: Number(current.pending),
      payoutsPendingCents: Number(current.pending_cents),
      payoutsFailed: Number(current.failed),
      payoutsFailedCents: Number(current.failed_cents),
      adsAwaitingReview: Number(current.awaiting),
      oldestReviewSince: current.oldest,
      openReports: Number(current.open_reports),
      openSupportMessages: Number(current.open_support),
      emailsNotSent: Number(current.emails_not_sent),
      emailsNotSentError: current.emails_not_sent_error,
    },
    days: days.map((day) => ({
      date: day.date,
      grossCents: Number(day.gross),
      feesCents: Number(day.fees),
      refundsCents: Number(day.refunds),
      reports: Number(day.reports),
      supportMessages: Number(day.support),
    })),
    topCountries: countries,
    ledger: {
      sumCents: ledger.totalCents,
      entries: Number(entries[0]?.n ?? 0),
      unbalanced: ledger.unbalanced.map((row) => ({ key: row.key, totalCents: Number(row.total) })),
    },
  };
}
