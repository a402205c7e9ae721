/**
 * A busy marketplace made in SQL with generate_series, for the EXPLAIN test and
 * `npm run bench:data`: `rows` rows in each growing table (users, payments, placement
 * requests, notifications, support messages, referrals, withdrawals; twice as many daily
 * stats and three times as many ledger entries), around one small account whose share is
 * a handful of rows. PostgreSQL only (seconds for 100,000 rows). The small account's rows are
 * scale-seed-subject.ts, the aggregates kept beside the rows scale-seed-aggregates.ts.
 */
import { seedBalances, seedReach } from "./scale-seed-aggregates.js";
import { SUBJECT, seedSubject } from "./scale-seed-subject.js";

export { SUBJECT };

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
