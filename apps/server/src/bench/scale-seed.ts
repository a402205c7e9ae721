/**
 * A busy marketplace made in SQL with generate_series, for the EXPLAIN test and
 * `npm run bench:data`: `rows` rows in each growing table (users, payments, placement
 * requests, notifications, support messages, referrals, withdrawals; twice as many daily
 * stats and three times as many ledger entries), around one small account whose share is
 * a handful of rows. PostgreSQL only (seconds for 100,000 rows).
 */
export interface ScaleSeed {
  /** The small account: one website with 3 spaces, one ad, a few payments each way. */
  subjectId: string;
  /** How many rows the growing tables get (at least 10,000). */
  rows: number;
  /** Movements of the subject's own (ledger lines per side), to page through. */
  subjectPayments?: number;
  /** A busy account (`npm run bench:data`): owns a tenth of the websites and advertises a tenth of the ads. */
  busyId?: string;
  /** Told each statement and its milliseconds (the bench prints them). */
  onStatement?: (text: string, ms: number) => void;
}

export interface Queryable {
  query(text: string, values?: unknown[]): Promise<unknown>;
}

/** The ids of what the seed gave the small account. */
export const SUBJECT = { websiteId: "subject-website", adId: "subject-ad", spaceIds: ["ss1", "ss2", "ss3"] };

export async function seedScale(client: Queryable, seed: ScaleSeed): Promise<void> {
  const n = Math.max(seed.rows, 10_000);
  const websites = Math.max(Math.round(n / 20), 10);
  const spaces = websites * 10;
  const ads = Math.max(Math.round(n / 10), 100);
  const perAd = Math.ceil(n / ads);
  const subjectPayments = seed.subjectPayments ?? 30;
  const statement = async (text: string, values: unknown[] = []) => {
    const started = performance.now();
    await client.query(text, values);
    seed.onStatement?.(text, performance.now() - started);
  };

  await statement(
    `insert into users (id, name, first_name, last_name, email, email_verified, created_at, updated_at)
     select 'u' || g, 'User ' || g, 'User', g::text, 'u' || g || '@seed.test', true,
            now() - g * interval '1 minute', now()
     from generate_series(1, $1::int) g`,
    [n],
  );
  await statement(
    `insert into websites (id, owner_id, name, url, status, verification_token, created_at, updated_at)
     select 'w' || g, case when $2::text is not null and g % 10 = 1 then $2::text else 'u' || g end, 'Site ' || g, 'https://site' || g || '.seed.test', 'verified', 'token' || g,
            now() - g * interval '1 hour', now()
     from generate_series(1, $1::int) g`,
    [websites, seed.busyId ?? null],
  );
  await statement(
    `insert into spaces (id, website_id, public_id, placement_key, name, description, price_cents, capacity,
                         instructions, tier, visitor_min, visitor_max, default_language)
     select 's' || g, 'w' || ((g - 1) % $2::int + 1), 'ps' || g,
            (array['sidebar', 'aboveTheFold', 'beneathTitle', 'bottom', 'floating', 'HeaderPic', 'inFeed',
                   'inlineContent', 'leftRail', 'rightRail'])[(g - 1) / $2::int + 1], 'Space ' || g, '', 1000, 2, '', 'bronze',
            0, 5000, 'english'
     from generate_series(1, $1::int) g`,
    [spaces, websites],
  );
  // Advertisers are users past the website owners.
  await statement(
    `insert into ads (id, advertiser_id, status, business_name, business_link, business_location, submitted_at,
                      created_at, updated_at)
     select 'a' || g,
            case when $4::text is not null and g % 10 = 1 then $4::text else 'u' || ($2::int + g % ($3::int - $2::int) + 1) end,
            'submitted', 'Business ' || g,
            'https://business' || g || '.seed.test', 'Nairobi', now(), now() - g * interval '1 minute', now()
     from generate_series(1, $1::int) g`,
    [ads, websites, Math.max(Math.round(n / 2), websites + 1), seed.busyId ?? null],
  );
  // Each ad on `perAd` distinct websites.
  await statement(
    `insert into placement_requests (id, ad_id, website_id, review_status, payment_status, starts_at, ends_at,
                                     created_at, updated_at)
     select 'r' || g, 'a' || (g % $2::int + 1), 'w' || (((g / $2::int) * 97 + g % $2::int) % $3::int + 1),
            'approved', 'paid', now() - interval '10 days', now() + interval '20 days',
            now() - g * interval '1 minute', now()
     from generate_series(0, $1::int - 1) g`,
    [ads * Math.min(perAd, Math.floor(websites / 2)), ads, websites],
  );
  await statement(
    `insert into placement_request_spaces (request_id, space_id)
     select r.id, 's' || (substr(r.website_id, 2)::int) from placement_requests r`,
  );
  await statement(
    `insert into payments (id, request_id, advertiser_id, owner_id, provider, tx_ref, amount_cents, currency, email,
                           status, confirmed_at, available_at, created_at, updated_at)
     select 'p' || substr(r.id, 2), r.id, a.advertiser_id, w.owner_id, 'sandbox', 'PLC-SEED-' || substr(r.id, 2), 4000,
            'USD', 'payer@seed.test', 'succeeded', r.created_at, r.created_at + interval '30 days', r.created_at, now()
     from placement_requests r join ads a on a.id = r.ad_id join websites w on w.id = r.website_id`,
  );
  await statement(
    `insert into ledger_entries (transaction_key, idempotency_key, account, user_id, kind, amount_cents, payment_id,
                                 description, created_at)
     select 'payment:' || p.id, 'payment:' || p.id || ':' || line.account, line.account,
            case line.account when 'advertiser' then p.advertiser_id when 'owner_held' then w.owner_id end,
            line.kind, line.amount, p.id, 'Seeded payment', p.created_at
     from payments p
     join placement_requests r on r.id = p.request_id
     join websites w on w.id = r.website_id
     cross join (values ('advertiser', 'payment', -4000), ('owner_held', 'earning', 3600),
                        ('platform_fees', 'fee', 400)) as line(account, kind, amount)`,
  );
  // Earnings past their hold were released (as the release job does): held → available.
  await statement(
    `insert into ledger_entries (transaction_key, idempotency_key, account, user_id, kind, amount_cents, payment_id,
                                 description, created_at)
     select 'release:' || p.id, 'release:' || p.id || ':' || line.account, line.account, w.owner_id, 'release',
            line.amount, p.id, 'Seeded release', p.available_at
     from payments p
     join placement_requests r on r.id = p.request_id
     join websites w on w.id = r.website_id
     cross join (values ('owner_held', -3600), ('owner_available', 3600)) as line(account, amount)
     where p.available_at <= now()`,
  );
  await statement(`update payments set released_at = available_at where available_at <= now()`);
  await statement(
    `insert into withdrawals (id, owner_id, payment_id, amount_cents, phone_number, network, destination_currency,
                              status, created_at, updated_at)
     select 'wd' || substr(p.id, 2), w.owner_id, p.id, 100, '+254700000000', 'MPS', 'KES', 'completed',
            p.created_at + interval '31 days', now()
     from payments p join placement_requests r on r.id = p.request_id join websites w on w.id = r.website_id`,
  );
  await statement(
    `insert into daily_stats (ad_id, space_id, day, views, clicks)
     select r.ad_id, prs.space_id, current_date - d, 100, 3
     from placement_requests r
     join placement_request_spaces prs on prs.request_id = r.id
     cross join generate_series(0, 1) d`,
  );
  await statement(
    `insert into daily_refusals (ad_id, space_id, day, bot)
     select ad_id, space_id, day, 1 from daily_stats`,
  );
  // Months rolled up from older days (decision 0028): one row per (ad, month) on one of its spaces.
  await statement(
    `insert into monthly_stats (ad_id, space_id, month, views, clicks)
     select r.ad_id, prs.space_id, (date_trunc('month', current_date) - (g * interval '1 month'))::date, 3000, 90
     from placement_requests r
     join placement_request_spaces prs on prs.request_id = r.id
     cross join generate_series(4, 5) g`,
  );
  await statement(
    `insert into sessions (id, expires_at, token, user_id)
     select 'session' || g, now() + interval '7 days', 'seed-token-' || g, 'u' || g
     from generate_series(1, $1::int) g`,
    [n],
  );
  await statement(
    `insert into notifications (id, user_id, type, business_name, created_at)
     select 'n' || g, 'u' || (g % $2::int + 1), 'adApproved', 'Business ' || g, now() - g * interval '1 minute'
     from generate_series(1, $1::int) g`,
    [n, n],
  );
  await statement(
    `insert into support_messages (user_id, topic, subject, message, created_at)
     select 'u' || (g % $2::int + 1), 'general', 'Question ' || g, 'A seeded message number ' || g,
            now() - g * interval '1 minute'
     from generate_series(1, $1::int) g`,
    [n, n],
  );
  await statement(
    `insert into referrals (id, referrer_id, referred_user_id, code, status, created_at)
     select 'ref' || g, 'u' || (g % $2::int + 1), 'u' || g, 'CODE' || (g % $2::int + 1), 'qualified',
            now() - g * interval '1 minute'
     from generate_series(10, $1::int) g`,
    [n, websites],
  );

  await seedSubject(statement, seed.subjectId, subjectPayments);
  await seedBalances(statement);
  await seedReach(statement);
  await statement("analyze");
}

/** The small account: its own website (3 spaces) and ad, payments both ways, a few of everything. */
async function seedSubject(
  statement: (text: string, values?: unknown[]) => Promise<void>,
  subjectId: string,
  payments: number,
) {
  const { websiteId, adId } = SUBJECT;
  await statement(
    `insert into websites (id, owner_id, name, url, status, verification_token)
     values ($1, $2, 'Subject Daily', 'https://subject.seed.test', 'verified', 'subject-token')`,
    [websiteId, subjectId],
  );
  await statement(
    `insert into spaces (id, website_id, public_id, placement_key, name, description, price_cents, capacity,
                         instructions, tier, visitor_min, visitor_max, default_language)
     select id, $1, 'p' || id, (array['sidebar', 'bottom', 'inFeed'])[n], 'Subject space', '', 1000, 2, '', 'bronze',
            0, 5000, 'english'
     from unnest($2::text[]) with ordinality as t(id, n)`,
    [websiteId, SUBJECT.spaceIds],
  );
  await statement(
    `insert into ads (id, advertiser_id, status, business_name, submitted_at) values ($1, $2, 'submitted', 'Subject Shop', now())`,
    [adId, subjectId],
  );
  // Others' ads on the subject's website (the subject earns), and the subject's ad on others' websites (it pays).
  await statement(
    `insert into placement_requests (id, ad_id, website_id, review_status, payment_status, created_at, updated_at)
     select 'sr-in-' || g, 'a' || g, $2, 'approved', 'paid', now() - g * interval '1 day', now()
     from generate_series(1, $1::int) g
     union all
     select 'sr-out-' || g, $3, 'w' || g, case when g = 1 then 'pending' else 'approved' end, 'paid',
            now() - g * interval '1 day', now()
     from generate_series(1, 3) g`,
    [payments, websiteId, adId],
  );
  await statement(
    `insert into placement_request_spaces (request_id, space_id)
     select r.id, case when r.website_id = $1 then $2 else 's' || substr(r.website_id, 2) end
     from placement_requests r where r.id like 'sr-%'`,
    [websiteId, SUBJECT.spaceIds[0]],
  );
  await statement(
    `insert into payments (id, request_id, advertiser_id, owner_id, provider, tx_ref, amount_cents, currency, email,
                           status, confirmed_at, available_at, created_at, updated_at)
     select 'sp' || substr(r.id, 3), r.id, a.advertiser_id, w.owner_id, 'sandbox', 'PLC-SUBJECT-' || r.id, 4000, 'USD',
            'subject@seed.test', 'succeeded', r.created_at, r.created_at + interval '30 days', r.created_at, now()
     from placement_requests r join ads a on a.id = r.ad_id join websites w on w.id = r.website_id
     where r.id like 'sr-%'`,
  );
  await statement(
    `insert into ledger_entries (transaction_key, idempotency_key, account, user_id, kind, amount_cents, payment_id,
                                 description, created_at)
     select 'payment:' || p.id, 'payment:' || p.id || ':' || line.account, line.account,
            case line.account when 'advertiser' then p.advertiser_id when 'owner_held' then w.owner_id end,
            line.kind, line.amount, p.id, 'Seeded payment', p.created_at
     from payments p
     join placement_requests r on r.id = p.request_id
     join websites w on w.id = r.website_id
     cross join (values ('advertiser', 'payment', -4000), ('owner_held', 'earning', 3600),
                        ('platform_fees', 'fee', 400)) as line(account, kind, amount)
     where p.id like 'sp%'`,
  );
  await statement(
    `insert into daily_stats (ad_id, space_id, day, views, clicks)
     select r.ad_id, prs.space_id, current_date - d, 50, 2
     from placement_requests r
     join placement_request_spaces prs on prs.request_id = r.id
     cross join generate_series(0, 29) d
     where r.id like 'sr-%'`,
  );
  await statement(
    `insert into monthly_stats (ad_id, space_id, month, views, clicks)
     select r.ad_id, prs.space_id, (date_trunc('month', current_date) - (g * interval '1 month'))::date, 1500, 60
     from placement_requests r
     join placement_request_spaces prs on prs.request_id = r.id
     cross join generate_series(4, 23) g
     where r.id like 'sr-%'`,
  );
  // Refusals roll up with the stats (decision 0028): a month of them beside every rolled-up month.
  await statement(
    `insert into monthly_refusals (ad_id, space_id, month, bot)
     select ad_id, space_id, month, 30 from monthly_stats`,
  );
  await statement(
    `insert into notifications (id, user_id, type, business_name, ad_id)
     select 'sn' || g, $1, 'newPendingAd', 'Business ' || g, 'a' || g from generate_series(1, 5) g`,
    [subjectId],
  );
  await statement(
    `insert into support_messages (user_id, topic, subject, message)
     select $1, 'payments', 'My question ' || g, 'A question about payments ' || g from generate_series(1, 3) g`,
    [subjectId],
  );
  await statement(`update referrals set referrer_id = $1 where id in ('ref10', 'ref11', 'ref12')`, [subjectId]);
}

/** Balances kept beside the ledger (account_balances, where present) agree with the seeded entries. */
async function seedBalances(statement: (text: string, values?: unknown[]) => Promise<void>) {
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
async function seedReach(statement: (text: string, values?: unknown[]) => Promise<void>) {
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
