// bench:data's seeding helper: the seeds write in SQL with triggers off, then fill what the
// triggers would have kept.

/**
 * Runs `seed(client)` with triggers off (the seeds write children before parents), then fills
 * what the triggers would have: each ad's lifetime totals (as migration 0033 does) and each
 * request's count of chosen spaces (as migration 0038 does).
 */
export async function withoutTriggers(fresh, seed) {
  const client = await fresh.database.driver.pool.connect();
  try {
    await client.query("set session_replication_role = replica");
    await seed(client);
  } finally {
    await client.query("reset session_replication_role");
    client.release();
  }
  await fresh.database.driver.pool.query(
    `insert into ad_stat_totals (ad_id, views, clicks)
     select ad_id, sum(views), sum(clicks)
     from (select ad_id, views, clicks from daily_stats union all select ad_id, views, clicks from monthly_stats) s
     group by ad_id
     on conflict (ad_id) do update set views = excluded.views, clicks = excluded.clicks`,
  );
  await fresh.database.driver.pool.query(
    `update placement_requests pr set spaces_count = counted.n
     from (select request_id, count(*)::int as n from placement_request_spaces group by request_id) counted
     where pr.id = counted.request_id`,
  );
}
