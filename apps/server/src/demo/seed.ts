import type { FastifyInstance } from "fastify";
import { sql } from "drizzle-orm";
import { type Executor, selectRows } from "../db/client.js";
import { rebuildLedgerAggregates } from "../modules/ledger/index.js";
import { createNotifier } from "../modules/notifications/index.js";
import { signUpPeople } from "./accounts.js";
import { playCampaign, type PublishedCampaign, startDraft } from "./campaigns.js";
import { CAMPAIGNS, DRAFT } from "./catalogue-campaigns.js";
import { PEOPLE } from "./catalogue-inventory.js";
import type { DemoContext } from "./context.js";
import { createInventory, verifyWebsites } from "./inventory.js";
import { createOperator } from "./operator.js";
import { reportRunningAd } from "./reports.js";
import { type DemoSummary, summarize } from "./summary.js";
import { addSecondCreative } from "./creatives.js";
import { recordTraffic, seededRandom } from "./traffic.js";
import { settleWallets } from "./wallets.js";

/** The demo will not run here; nothing has been changed. */
export class DemoRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "DemoRefusedError";
  }
}

/** How many accounts the database has; 0 also before the first migration (no users table yet). */
export async function countUsers(executor: Executor): Promise<number> {
  const [table] = await selectRows<{ exists: boolean }>(
    executor,
    sql`select to_regclass('users') is not null as exists`,
  );
  if (!table?.exists) return 0;
  const [row] = await selectRows<{ count: number }>(executor, sql`select count(*)::int as count from users`);
  return Number(row?.count ?? 0);
}

/** Why the demo will not run on this database and configuration; null when it will. */
export function refusalReason(state: { users: number; provider: string }): string | null {
  if (state.users > 0) {
    return (
      `The database already has ${state.users} account(s): the demo only fills an empty database, so it never ` +
      "mixes into real data. To start over, stop the server and remove the data directory (./data by default), " +
      "or set DATA_DIR (or DATABASE_URL) to a new one."
    );
  }
  if (state.provider !== "sandbox") {
    return (
      `The demo pays through the sandbox provider, and PAYMENT_PROVIDER is ${state.provider}. ` +
      "Run it without PAYMENT_PROVIDER (or with PAYMENT_PROVIDER=sandbox)."
    );
  }
  return null;
}

/** Throws DemoRefusedError, before anything is written, when the demo must not run on this app. */
export async function assertDemoCanRun(app: FastifyInstance): Promise<void> {
  const reason = refusalReason({ users: await countUsers(app.database.db), provider: app.payments.provider.name });
  if (reason) throw new DemoRefusedError(reason);
}

/**
 * Fills an empty database with a small, realistic marketplace through the real services:
 * accounts (Better Auth), websites with logos and priced spaces, ads in every state
 * (a draft, pending, approved and unpaid, paid and running, rejected, ended), payments
 * settled through the sandbox, owners' earnings held and released, one completed
 * withdrawal, views and clicks counted by delivery's counter over the bookings' days, and
 * one reader's report of a running ad.
 */
export async function seedDemo(app: FastifyInstance): Promise<DemoSummary> {
  await assertDemoCanRun(app);
  const context: DemoContext = {
    app,
    db: app.database.db,
    notifier: createNotifier(app),
    users: new Map(),
    websites: new Map(),
  };
  await signUpPeople(context);
  await createOperator(context);
  await createInventory(context);
  const published: PublishedCampaign[] = [];
  for (const campaign of CAMPAIGNS) published.push(await playCampaign(context, campaign));
  await startDraft(context, DRAFT);

  await addSecondCreative(context);
  const traffic = await recordTraffic(context, seededRandom(20_260_401));
  await verifyWebsites(context, traffic.websiteIds);
  const publishers = PEOPLE.filter((person) => person.role === "publisher").map((person) => person.key);
  await settleWallets(context, publishers, "amina");
  // The movements now carry their dates in the story: the ledger's per-day and per-business
  // aggregates are recomputed from them, as the writer would have kept them then (decision 0041).
  await rebuildLedgerAggregates(context.db);
  // Spaces and verifications written straight through the services: delivery reloads all once.
  app.delivery.cache.invalidate();
  await app.delivery.cache.settled();
  // A reader's report of a running ad, waiting on /admin/reports.
  await reportRunningAd(context, published);
  return summarize(context);
}
