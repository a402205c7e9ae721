// The scale seed's small account (scale-seed.ts): its website, ad and a few rows of everything,
// whose share of each growing table the EXPLAIN test and `npm run bench:data` read.

/** One statement of the seed, timed by seedScale. */
export type SeedStatement = (text: string, values?: unknown[]) => Promise<void>;

/** The ids of what the seed gave the small account. */
export const SUBJECT = { websiteId: "subject-website", adId: "subject-ad", spaceIds: ["ss1", "ss2", "ss3"] };

/** The small account: its own website (3 spaces) and ad, payments both ways, a few of everything. */
export async function seedSubject(statement: SeedStatement, subjectId: string, payments: number) {
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
