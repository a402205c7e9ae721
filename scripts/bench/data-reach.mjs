// bench:data's plans of the reach breakdowns (decision 0059): the statement of a first page
// (apps/server/src/modules/reports/reach-queries.ts, no date range), per ad and per website.

const FIRST_PAGE = 51; // the page's 50 rows and one more, to know whether there is a next page

const firstPage = (column, dimension) => `
  select t.value, sum(t.views)::int as views, sum(t.clicks)::int as clicks
  from (
    select r.value, r.views, r.clicks from daily_reach r where r.${column} = $1 and r.dimension = '${dimension}'
    union all
    select r.value, r.views, r.clicks from monthly_reach r where r.${column} = $1 and r.dimension = '${dimension}'
  ) t
  group by t.value order by views desc, t.value limit ${FIRST_PAGE}`;

/** EXPLAIN (ANALYZE, BUFFERS) of each breakdown's first page for `account`'s ad and website. */
export async function explainReach(fresh, account) {
  const plans = [];
  for (const dimension of ["country", "device", "page"]) {
    for (const [label, column, id] of [
      ["ad", "ad_id", account.adId],
      ["website", "website_id", account.websiteId],
    ]) {
      const { rows } = await fresh.query(`explain (analyze, buffers, costs off) ${firstPage(column, dimension)}`, [id]);
      plans.push([`${label} reach by ${dimension}, first page`, rows.map((row) => row["QUERY PLAN"])]);
    }
  }
  return plans;
}
