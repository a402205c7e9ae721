// The scale seed's maintained aggregates (scale-seed.ts): what the ledger's and the reports'
// jobs keep beside the rows, made from the seeded rows where the tables exist.
import type { SeedStatement } from "./scale-seed-subject.js";

/** Balances kept beside the ledger (account_balances, where present) agree with the seeded entries. */
export async function seedBalances(statement: SeedStatement) {
  await statement(
    `do $$ begin
       if to_regclass('account_balances') is not null then
         insert into account_balances (user_id, held_cents, available_cents, withdrawn_cents, earned_cents)
         select user_id,
                coalesce(sum(amount_cents) filter (where account = 'owner_held'), 0),
                coalesce(sum(amount_cents) filter (where account = 'owner_available'), 0),
                coalesce(sum(amount_cents) filter (where account = 'owner_withdrawn'), 0),
                coalesce(sum(amount_cents) filter (where kind in ('earning', 'earning-reversed')), 0)
         from ledger_entries
         where user_id is not null and account like 'owner_%'
         group by user_id
         on conflict (user_id) do nothing;
       end if;
     end $$`,
  );
  // The ledger's maintained aggregates (decision 0041), where present, as migrations 0027 and 0028 backfill them.
  await statement(
    `do $$ begin
       if to_regclass('ledger_day_totals') is not null then
         insert into ledger_day_totals (user_id, kind, day, entry_count, in_cents, out_cents)
         select user_id, kind, (created_at at time zone 'UTC')::date, count(*)::int,
                coalesce(sum(amount_cents) filter (where amount_cents > 0), 0),
                coalesce(-sum(amount_cents) filter (where amount_cents < 0), 0)
         from ledger_entries where user_id is not null group by 1, 2, 3
         on conflict do nothing;
       end if;
       if to_regclass('owner_business_earnings') is not null then
         insert into owner_business_earnings (owner_id, business_name, total_cents, payment_count, first_earned_at, last_earned_at)
         select le.user_id, a.business_name, sum(le.amount_cents), (count(*) filter (where le.kind = 'earning'))::int,
                min(le.created_at), max(le.created_at)
         from ledger_entries le
         join payments p on p.id = le.payment_id
         join placement_requests pr on pr.id = p.request_id
         join ads a on a.id = pr.ad_id
         where le.user_id is not null and le.kind in ('earning', 'earning-reversed')
           and le.account in ('owner_held', 'owner_available', 'owner_withdrawn')
         group by 1, 2
         on conflict do nothing;
       end if;
       if to_regclass('owner_earnings_totals') is not null then
         insert into owner_earnings_totals (owner_id, business_count, payment_count, total_cents)
         select owner_id, count(*)::int, coalesce(sum(payment_count), 0)::int, coalesce(sum(total_cents), 0)
         from owner_business_earnings group by 1
         on conflict do nothing;
       end if;
     end $$`,
  );
}

/** Reach (decision 0059), where present: four values a day (and month) beside every stats row's website. */
export async function seedReach(statement: SeedStatement) {
  const values = `(values ('country', 'KE'), ('country', 'RW'), ('device', 'phone'), ('page', '/'))`;
  await statement(
    `do $$ begin
       if to_regclass('daily_reach') is not null then
         insert into daily_reach (ad_id, website_id, day, dimension, value, views, clicks)
         select s.ad_id, sp.website_id, s.day, v.dimension, v.value, sum(s.views)::int, sum(s.clicks)::int
         from daily_stats s join spaces sp on sp.id = s.space_id cross join ${values} as v(dimension, value)
         group by 1, 2, 3, 4, 5;
         insert into monthly_reach (ad_id, website_id, month, dimension, value, views, clicks)
         select s.ad_id, sp.website_id, s.month, v.dimension, v.value, sum(s.views)::int, sum(s.clicks)::int
         from monthly_stats s join spaces sp on sp.id = s.space_id cross join ${values} as v(dimension, value)
         group by 1, 2, 3, 4, 5;
       end if;
     end $$`,
  );
}
