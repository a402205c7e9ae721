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
 *   earned them (the earnings page).
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
  await executor.execute(sql`
    insert into owner_business_earnings (owner_id, business_name, total_cents, payment_count, first_earned_at, last_earned_at)
    select * from (${businessEarningsOf(theseEntries)}) t order by owner_id, business_name
    on conflict (owner_id, business_name) do update set
      total_cents = owner_business_earnings.total_cents + excluded.total_cents,
      payment_count = owner_business_earnings.payment_count + excluded.payment_count,
      first_earned_at = least(owner_business_earnings.first_earned_at, excluded.first_earned_at),
      last_earned_at = greatest(owner_business_earnings.last_earned_at, excluded.last_earned_at)`);
}

/**
 * Recomputes both aggregates from every entry (a full scan): for seeds and tests that write
 * `ledger_entries` directly, and what migration 0027 does once.
 */
export async function rebuildLedgerAggregates(executor: Executor) {
  await executor.execute(sql`delete from ledger_day_totals`);
  await executor.execute(sql`delete from owner_business_earnings`);
  await executor.execute(sql`
    insert into ledger_day_totals (user_id, kind, day, entry_count, in_cents, out_cents)
    ${dayTotalsOf(sql`true`)}`);
  await executor.execute(sql`
    insert into owner_business_earnings (owner_id, business_name, total_cents, payment_count, first_earned_at, last_earned_at)
    ${businessEarningsOf(sql`true`)}`);
}

export interface AggregateMismatch {
  table: "ledger_day_totals" | "owner_business_earnings";
  /** The row's key, e.g. `user|kind|2026-11-26` or `owner|business`. */
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
  const row =
    (table: AggregateMismatch["table"]) => (r: { key: string; stored: string | null; entries: string | null }) => ({
      table,
      key: r.key,
      stored: r.stored ?? "none",
      entries: r.entries ?? "none",
    });
  return [...days.map(row("ledger_day_totals")), ...businesses.map(row("owner_business_earnings"))];
}
