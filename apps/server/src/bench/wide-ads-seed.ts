import type { Queryable } from "./scale-seed.js";

/**
 * The list shape of issue #29.5 for `npm run bench:data` (decision 0047): one advertiser
 * whose `ads` ads each run on `websitesPerAd` websites × `spacesPerWebsite` spaces (50 × 100 ×
 * 10 = 1,000 spaces an ad), with `statsRows` daily stats rows spread over those ads and spaces,
 * and one more ad on `hugeAdWebsites` websites (one space each) to page through and EXPLAIN.
 * PostgreSQL only, in SQL with generate_series; foreign-key triggers are the caller's to turn off.
 */
export interface WideAdsSeed {
  advertiserId: string;
  ads?: number;
  websitesPerAd?: number;
  spacesPerWebsite?: number;
  statsRows?: number;
  hugeAdWebsites?: number;
}

/** The ids the seed made: the advertiser's first wide ad, and the ad on many websites. */
export const WIDE = { adId: "wa1", hugeAdId: "wa-huge" };

export async function seedWideAds(client: Queryable, seed: WideAdsSeed): Promise<void> {
  const ads = seed.ads ?? 50;
  const websites = seed.websitesPerAd ?? 100;
  const perWebsite = seed.spacesPerWebsite ?? 10;
  const statsRows = seed.statsRows ?? 1_000_000;
  const huge = seed.hugeAdWebsites ?? 10_000;
  // A website has one space per placement (10 placements): spacesPerWebsite is at most 10.
  const spaces = websites * Math.min(perWebsite, 10);
  const days = Math.max(1, Math.round(statsRows / (ads * spaces)));

  await client.query(
    `insert into users (id, name, first_name, last_name, email, email_verified, created_at, updated_at)
     values ('wide-owner', 'Wide Owner', 'Wide', 'Owner', 'wide-owner@seed.test', true, now(), now())`,
  );
  // The ad's websites, then the one-space websites of the huge ad.
  await client.query(
    `insert into websites (id, owner_id, name, url, status, verification_token, created_at, updated_at)
     select 'ww' || g, 'wide-owner', 'Wide site ' || g, 'https://wide' || g || '.seed.test', 'verified', 'wt' || g,
            now() - g * interval '1 minute', now()
     from generate_series(1, $1::int + $2::int) g`,
    [websites, huge],
  );
  await client.query(
    `insert into spaces (id, website_id, public_id, placement_key, name, description, price_cents, capacity,
                         instructions, tier, visitor_min, visitor_max, default_language)
     select 'ws' || g,
            'ww' || case when g <= $1::int then (g - 1) % $2::int + 1 else g - $1::int + $2::int end,
            'pws' || g,
            case when g <= $1::int then (array['sidebar', 'aboveTheFold', 'beneathTitle', 'bottom', 'floating',
              'HeaderPic', 'inFeed', 'inlineContent', 'leftRail', 'rightRail'])[(g - 1) / $2::int + 1] else 'sidebar' end,
            'Wide space ' || g, '', 1500, 100, '', 'bronze', 0, 5000, 'english'
     from generate_series(1, $1::int + $3::int) g`,
    [spaces, websites, huge],
  );
  await client.query(
    `insert into ads (id, advertiser_id, status, business_name, business_link, business_location, description,
                      submitted_at, created_at, updated_at)
     select case when g = 0 then 'wa-huge' else 'wa' || g end, $2::text, 'submitted', 'Wide business ' || g,
            'https://wide-business' || g || '.seed.test', 'Kigali', 'An ad on very many spaces',
            now() - g * interval '1 minute', now() - g * interval '1 minute', now()
     from generate_series(0, $1::int) g`,
    [ads, seed.advertiserId],
  );
  // Every state a website can be in, spread over the ad's websites (decision 0015's windows).
  await client.query(
    `insert into placement_requests (id, ad_id, website_id, review_status, rejection_reason, payment_status,
                                     starts_at, ends_at, hold_expires_at, created_at, updated_at)
     select 'wr' || a || '-' || w, 'wa' || a, 'ww' || w,
            (array['approved', 'approved', 'approved', 'pending', 'rejected'])[w % 5 + 1],
            case when w % 5 = 4 then 'Off topic' end,
            case when w % 5 < 2 then 'paid' else 'unpaid' end,
            case when w % 5 < 2 then now() - interval '1 day' end,
            case when w % 5 < 2 then now() + interval '29 days' end,
            case when w % 5 = 2 then now() + interval '2 days' end,
            now() - w * interval '1 second', now()
     from generate_series(1, $1::int) a cross join generate_series(1, $2::int) w`,
    [ads, websites],
  );
  await client.query(
    `insert into placement_request_spaces (request_id, space_id)
     select 'wr' || a || '-' || ((s - 1) % $2::int + 1), 'ws' || s
     from generate_series(1, $1::int) a cross join generate_series(1, $3::int) s`,
    [ads, websites, spaces],
  );
  await client.query(
    `insert into placement_requests (id, ad_id, website_id, review_status, payment_status, created_at, updated_at)
     select 'wrh' || g, 'wa-huge', 'ww' || ($1::int + g), 'pending', 'unpaid', now() - g * interval '1 second', now()
     from generate_series(1, $2::int) g`,
    [websites, huge],
  );
  await client.query(
    `insert into placement_request_spaces (request_id, space_id)
     select 'wrh' || g, 'ws' || ($1::int + g) from generate_series(1, $2::int) g`,
    [spaces, huge],
  );
  await client.query(
    `insert into daily_stats (ad_id, space_id, day, views, clicks)
     select 'wa' || a, 'ws' || s, current_date - d, 40, 1
     from generate_series(1, $1::int) a cross join generate_series(1, $2::int) s cross join generate_series(0, $3::int - 1) d`,
    [ads, spaces, days],
  );
  // As autovacuum leaves a settled table: statistics, and a visibility map for index-only scans.
  await client.query("vacuum analyze");
}
