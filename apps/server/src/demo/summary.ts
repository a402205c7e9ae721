import { PAGE_LIMIT_MAX } from "@placard/shared/pagination";
import type { Ad, AdWebsite } from "@placard/shared/ads";
import { formatDollars } from "@placard/shared/money";
import { sql } from "drizzle-orm";
import { type Executor, selectRows } from "../db/client.js";
import { findLatestDraft, listAdWebsites, listAds } from "../modules/ads/index.js";
import { unbalancedTransactions, ownerBalance } from "../modules/ledger/index.js";
import { listPendingAds } from "../modules/reviews/index.js";
import { DEMO_PASSWORD, PEOPLE } from "./catalogue-inventory.js";
import { type DemoContext, userOf } from "./context.js";
import { DEMO_OPERATOR } from "./operator.js";

export interface DemoAccountSummary {
  email: string;
  name: string;
  role: "publisher" | "advertiser";
  /** What the account has, one fact a line. */
  facts: string[];
}

export interface DemoSummary {
  password: string;
  accounts: DemoAccountSummary[];
  counts: Record<
    "accounts" | "websites" | "spaces" | "ads" | "drafts" | "payments" | "views" | "clicks" | "withdrawals",
    number
  >;
  unbalancedTransactions: number;
}

/** A request's state in words, as the advertiser's campaign page shows it. */
export function describeRequest(website: AdWebsite, now = Date.now()): string {
  if (website.reviewStatus === "pending") return "pending review";
  if (website.reviewStatus === "rejected") return "rejected";
  if (website.paymentStatus === "refunded") return "refunded";
  if (website.paymentStatus === "unpaid") return "approved, awaiting payment";
  return website.endsAt && Date.parse(website.endsAt) <= now ? "ended" : "paid and running";
}

const describeAd = (ad: Ad, websites: AdWebsite[]) =>
  `${ad.businessName}: ${websites.map((website) => `${website.name} ${describeRequest(website)}`).join("; ")}`;

async function countOf(executor: Executor, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await selectRows<{ count: number }>(executor, query);
  return Number(row?.count ?? 0);
}

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? "" : "s"}`;

async function publisherFacts(context: DemoContext, userId: string): Promise<string[]> {
  const { db } = context;
  const websites = await selectRows<{ name: string; status: string; spaces: number }>(
    db,
    sql`select w.name, w.status, (select count(*)::int from spaces s where s.website_id = w.id) as spaces
      from websites w where w.owner_id = ${userId} order by w.created_at`,
  );
  const pending = (await listPendingAds(db, userId, { limit: PAGE_LIMIT_MAX })).ads.map((ad) => ad.businessName);
  const totals = await ownerBalance(db, userId);
  const withdrawn = totals.withdrawnCents;
  return [
    ...websites.map((website) => `website ${website.name} (${plural(website.spaces, "space")}, ${website.status})`),
    `${plural(pending.length, "ad")} to review${pending.length ? `: ${pending.join(", ")}` : ""}`,
    `wallet: ${formatDollars(totals.availableCents)} available, ${formatDollars(totals.heldCents)} held` +
      (withdrawn ? `, ${formatDollars(withdrawn)} withdrawn to mobile money` : ""),
  ];
}

async function advertiserFacts(context: DemoContext, userId: string): Promise<string[]> {
  // The demo's advertisers have a handful of ads: one page holds them all.
  const { items: ads } = await listAds(context.db, userId, { limit: PAGE_LIMIT_MAX });
  const draft = await findLatestDraft(context.db, userId);
  const described = await Promise.all(
    ads.map(async (ad) =>
      describeAd(ad, (await listAdWebsites(context.db, userId, ad.id, { limit: PAGE_LIMIT_MAX })).items),
    ),
  );
  return [...described, ...(draft ? [`draft in progress: ${draft.ad.businessName || "(untitled)"}`] : [])];
}

/** What the demo made, read back from the database through the services the screens use. */
export async function summarize(context: DemoContext): Promise<DemoSummary> {
  const { db } = context;
  const accounts: DemoAccountSummary[] = [];
  for (const person of PEOPLE) {
    const user = userOf(context, person.key);
    accounts.push({
      email: user.email,
      name: user.name,
      role: person.role,
      facts:
        person.role === "publisher" ? await publisherFacts(context, user.id) : await advertiserFacts(context, user.id),
    });
  }
  const [stats] = await selectRows<{ views: number; clicks: number }>(
    db,
    sql`select coalesce(sum(views), 0)::int as views, coalesce(sum(clicks), 0)::int as clicks
        from (select views, clicks from daily_stats union all select views, clicks from monthly_stats) t`,
  );
  return {
    password: DEMO_PASSWORD,
    accounts,
    counts: {
      accounts: await countOf(db, sql`select count(*)::int as count from users`),
      websites: await countOf(db, sql`select count(*)::int as count from websites`),
      spaces: await countOf(db, sql`select count(*)::int as count from spaces`),
      ads: await countOf(db, sql`select count(*)::int as count from ads where status = 'submitted'`),
      drafts: await countOf(db, sql`select count(*)::int as count from ads where status = 'draft'`),
      payments: await countOf(db, sql`select count(*)::int as count from payments where status = 'succeeded'`),
      views: stats?.views ?? 0,
      clicks: stats?.clicks ?? 0,
      withdrawals: await countOf(db, sql`select count(*)::int as count from withdrawals where status = 'completed'`),
    },
    unbalancedTransactions: (await unbalancedTransactions(db)).length,
  };
}

/** The summary as the demo command prints it. */
export function formatSummary(summary: DemoSummary): string {
  const { counts } = summary;
  const lines = [
    "",
    `Demo data is ready. Every account's password is: ${summary.password}`,
    "",
    `  ${DEMO_OPERATOR.email}  ${DEMO_OPERATOR.firstName} ${DEMO_OPERATOR.lastName} (operator)`,
    "      - the operator console at /admin, after turning on two-factor authentication at /account",
    ...summary.accounts.flatMap((account) => [
      `  ${account.email}  ${account.name} (${account.role})`,
      ...account.facts.map((fact) => `      - ${fact}`),
    ]),
    "",
    `  ${plural(counts.accounts, "account")}, ${plural(counts.websites, "website")}, ${plural(counts.spaces, "space")}, ` +
      `${plural(counts.ads, "ad")} and ${plural(counts.drafts, "draft")}, ${plural(counts.payments, "payment")}, ` +
      `${plural(counts.views, "view")}, ${plural(counts.clicks, "click")}, ` +
      `${plural(counts.withdrawals, "completed withdrawal")}; ` +
      `ledger ${summary.unbalancedTransactions === 0 ? "balanced" : "NOT balanced"}.`,
    "",
  ];
  return lines.join("\n");
}
