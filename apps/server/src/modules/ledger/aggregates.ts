import { type SQL, sql } from "drizzle-orm";
import { type Executor, selectRows } from "../../db/client.js";

/**
 * Aggregates of the ledger kept in the same transaction as the entries that change them
 * (docs/decisions/0041-maintained-ledger-aggregates.md), so no request sums a user's history:
 *
 * - `ledger_day_totals`: per (user, kind, UTC day), how many lines and the money in and out
 *   (the totals of /transactions over any range of whole days);
 * - `owner_business_earnings`: per (owner, advertiser's business), the owner's net earnings
 *   (`earning` and `earning-reversed` lines of the owner's accounts) and how many payments
 *   earned them (the earnings page);
 * - `owner_earnings_totals`: per owner, the sums of those rows (how many businesses and
 *   payments, the net earnings): the earnings page's totals in one row.
 *
 * Each is defined by one SELECT over `ledger_entries` below; the writer adds that SELECT over
 * the new lines, the migration and `rebuildLedgerAggregates` run it over every line, and
 * `checkLedger` compares it with the stored rows.
 */

const dayTotalsOf = (where: SQL) => sql`
  select user_id, kind, (created_at at time zone 'UTC')::date as day, count(*)::int as entry_count,
    coalesce(sum(amount_cents) filter (where amount_cents > 0), 0)::bigint as in_cents,
    coalesce(-sum(amount_cents) filter (where amount_cents < 0), 0)::bigint as out_cents
  from ledger_entries
  where user_id is not null and (${where})
  group by 1, 2, 3`;

const businessEarningsOf = (where: SQL) => sql`
  select le.user_id as owner_id, a.business_name, sum(le.amount_cents)::bigint as total_cents,
    (count(*) filter (where le.kind = 'earning'))::int as payment_count,
    min(le.created_at) as first_earned_at, max(le.created_at) as last_earned_at
  from ledger_entries le
  join payments p on p.id = le.payment_id
  join placement_requests pr on pr.id = p.request_id
  join ads a on a.id = pr.ad_id
  where le.user_id is not null and le.kind in ('earning', 'earning-reversed')
    and le.account in ('owner_held', 'owner_available', 'owner_withdrawn') and (${where})
  group by 1, 2`;

const ownerTotalsOf = (where: SQL) => sql`
  select owner_id, count(*)::int as business_count, coalesce(sum(payment_count), 0)::int as payment_count,
    coalesce(sum(total_cents), 0)::bigint as total_cents
  from (${businessEarningsOf(where)}) b
  group by 1`;

/** Adds the lines with these ids (just inserted) to the aggregates; rows in one order for every writer. */
export async function addToLedgerAggregates(
  executor: Executor,
  entryIds: number[],
  lines: { userId: string | null; kind: string }[],
) {
  if (entryIds.length === 0 || !lines.some((line) => line.userId)) return;
  const idArray = `{${entryIds.join(",")}}`;
  const these = sql`id = any(${idArray}::bigint[])`;
  await executor.execute(sql`
    insert into ledger_day_totals (user_id, kind, day, entry_count, in_cents, out_cents)
    select * from (${dayTotalsOf(these)}) t order by user_id, day, kind
    on conflict (user_id, day, kind) do update set
      entry_count = ledger_day_totals.entry_count + excluded.entry_count,
      in_cents = ledger_day_totals.in_cents + excluded.in_cents,
      out_cents = ledger_day_totals.out_cents + excluded.out_cents`);
  if (!lines.some((line) => line.kind === "earning" || line.kind === "earning-reversed")) return;
  const theseEntries = sql`le.id = any(${idArray}::bigint[])`;
  // One statement: the business rows, then the owner's sums by what those rows gained. A row
  // the upsert inserted (xmax = 0) is a new business; one it updated is not. The outcome, not
  // a prior lookup, so two writers adding the same new business count it once.
  await executor.execute(sql`
    with added as (${businessEarningsOf(theseEntries)}),
    upserted as (
      insert into owner_business_earnings (owner_id, business_name, total_cents, payment_count, first_earned_at, last_earned_at)
      select * from added order by owner_id, business_name
      on conflict (owner_id, business_name) do update set
        total_cents = owner_business_earnings.total_cents + excluded.total_cents,
        payment_count = owner_business_earnings.payment_count + excluded.payment_count,
        first_earned_at = least(owner_business_earnings.first_earned_at, excluded.first_earned_at),
        last_earned_at = greatest(owner_business_earnings.last_earned_at, excluded.last_earned_at)
      returning owner_id, business_name, (xmax = 0) as inserted
    )
    insert into owner_earnings_totals (owner_id, business_count, payment_count, total_cents)
    select a.owner_id, (count(*) filter (where u.inserted))::int, sum(a.payment_count)::int, sum(a.total_cents)::bigint
    from added a join upserted u on u.owner_id = a.owner_id and u.business_name = a.business_name
    group by a.owner_id order by a.owner_id
    on conflict (owner_id) do update set
      business_count = owner_earnings_totals.business_count + excluded.business_count,
      payment_count = owner_earnings_totals.payment_count + excluded.payment_count,
      total_cents = owner_earnings_totals.total_cents + excluded.total_cents`);
}

/**
 * Recomputes the aggregates from every entry (a full scan): for seeds and tests that write
 * `ledger_entries` directly, and what migration 0027 does once.
 */
export async function rebuildLedgerAggregates(executor: Executor) {
  await executor.execute(sql`delete from ledger_day_totals`);
  await executor.execute(sql`delete from owner_business_earnings`);
  await executor.execute(sql`delete from owner_earnings_totals`);
  await executor.execute(sql`
    insert into ledger_day_totals (user_id, kind, day, entry_count, in_cents, out_cents)
    ${dayTotalsOf(sql`true`)}`);
  await executor.execute(sql`
    insert into owner_business_earnings (owner_id, business_name, total_cents, payment_count, first_earned_at, last_earned_at)
    ${businessEarningsOf(sql`true`)}`);
  await executor.execute(sql`
    insert into owner_earnings_totals (owner_id, business_count, payment_count, total_cents)
    ${ownerTotalsOf(sql`true`)}`);
}

export interface AggregateMismatch {
  table: "ledger_day_totals" | "owner_business_earnings" | "owner_earnings_totals";
  /** The row's key, e.g. `user|kind|2026-11-26`, `owner|business` or `owner`. */
  key: string;
  stored: string;
  entries: string;
}

/**
 * Rows of the maintained aggregates that differ from their entries (missing, extra or other
 * figures): empty when sound. A full scan, for `checkLedger`.
 */
export async function mismatchedAggregates(executor: Executor): Promise<AggregateMismatch[]> {
  const days = await selectRows<{ key: string; stored: string | null; entries: string | null }>(
    executor,
    sql`with e as (${dayTotalsOf(sql`true`)})
    select coalesce(e.user_id, s.user_id) || '|' || coalesce(e.kind, s.kind) || '|' || coalesce(e.day, s.day)::text as key,
      case when s.user_id is null then null else s.entry_count || ' lines, +' || s.in_cents || ' -' || s.out_cents end as stored,
      case when e.user_id is null then null else e.entry_count || ' lines, +' || e.in_cents || ' -' || e.out_cents end as entries
    from e full join ledger_day_totals s on s.user_id = e.user_id and s.kind = e.kind and s.day = e.day
    where s.user_id is null or e.user_id is null
      or s.entry_count <> e.entry_count or s.in_cents <> e.in_cents or s.out_cents <> e.out_cents
    order by 1 limit 100`,
  );
  const businesses = await selectRows<{ key: string; stored: string | null; entries: string | null }>(
    executor,
    sql`with e as (${businessEarningsOf(sql`true`)})
    select coalesce(e.owner_id, s.owner_id) || '|' || coalesce(e.business_name, s.business_name) as key,
      case when s.owner_id is null then null else s.total_cents || ' cents, ' || s.payment_count || ' payments' end as stored,
      case when e.owner_id is null then null else e.total_cents || ' cents, ' || e.payment_count || ' payments' end as entries
    from e full join owner_business_earnings s on s.owner_id = e.owner_id and s.business_name = e.business_name
    where s.owner_id is null or e.owner_id is null
      or s.total_cents <> e.total_cents or s.payment_count <> e.payment_count
    order by 1 limit 100`,
  );
  const owners = await selectRows<{ key: string; stored: string | null; entries: string | null }>(
    executor,
    sql`with e as (${ownerTotalsOf(sql`true`)})
    select coalesce(e.owner_id, s.owner_id) as key,
      case when s.owner_id is null then null
        else s.business_count || ' businesses, ' || s.payment_count || ' payments, ' || s.total_cents || ' cents' end as stored,
      case when e.owner_id is null then null
        else e.business_count || ' businesses, ' || e.payment_count || ' payments, ' || e.total_cents || ' cents' end as entries
    from e full join owner_earnings_totals s on s.owner_id = e.owner_id
    where s.owner_id is null or e.owner_id is null or s.business_count <> e.business_count
      or s.payment_count <> e.payment_count or s.total_cents <> e.total_cents
    order by 1 limit 100`,
  );
  const row =
    (table: AggregateMismatch["table"]) => (r: { key: string; stored: string | null; entries: string | null }) => ({
      table,
      key: r.key,
      stored: r.stored ?? "none",
      entries: r.entries ?? "none",
    });
  return [
    ...days.map(row("ledger_day_totals")),
    ...businesses.map(row("owner_business_earnings")),
    ...owners.map(row("owner_earnings_totals")),
  ];
}
