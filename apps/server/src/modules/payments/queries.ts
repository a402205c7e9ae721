import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.js";
import { user } from "../../db/schema/auth.js";
import { ads, placementRequests } from "../../db/schema/campaigns.js";
import { websites } from "../../db/schema/inventory.js";
import { payments, sandboxTransactions } from "../../db/schema/money.js";

export type PaymentRow = typeof payments.$inferSelect;

/**
 * A request on the advertiser's own submitted ad, with what paying for it needs: the
 * website, the owner, and the server's price (the sum of the chosen spaces' prices).
 */
export async function findPayableRequest(executor: Executor, advertiserId: string, requestId: string) {
  const [row] = await executor
    .select({
      request: placementRequests,
      businessName: ads.businessName,
      websiteName: websites.name,
      ownerId: websites.ownerId,
      amountCents: sql<number>`(
        select coalesce(sum(s.price_cents), 0)::int from placement_request_spaces prs
        join spaces s on s.id = prs.space_id where prs.request_id = "placement_requests"."id"
      )`,
    })
    .from(placementRequests)
    .innerJoin(ads, eq(ads.id, placementRequests.adId))
    .innerJoin(websites, eq(websites.id, placementRequests.websiteId))
    .where(and(eq(placementRequests.id, requestId), eq(ads.advertiserId, advertiserId), eq(ads.status, "submitted")));
  return row;
}

export async function insertPayment(executor: Executor, row: typeof payments.$inferInsert): Promise<PaymentRow> {
  const [inserted] = await executor.insert(payments).values(row).returning();
  if (!inserted) throw new Error("insert into payments returned nothing");
  return inserted;
}

export async function updatePayment(executor: Executor, paymentId: string, changes: Partial<PaymentRow>) {
  await executor.update(payments).set(changes).where(eq(payments.id, paymentId));
}

export async function findPaymentByTxRef(executor: Executor, txRef: string) {
  const [row] = await executor.select().from(payments).where(eq(payments.txRef, txRef));
  return row;
}

/** The ad a payment was for (the result page links back to its campaign), or undefined. */
/** The ad a payment was for, and (once it settled) the 30 days it booked: what the result page names. */
export async function findPaymentOutcome(executor: Executor, txRef: string) {
  const [row] = await executor
    .select({ adId: placementRequests.adId, bookedFrom: payments.bookedFrom, bookedUntil: payments.bookedUntil })
    .from(payments)
    .innerJoin(placementRequests, eq(placementRequests.id, payments.requestId))
    .where(eq(payments.txRef, txRef));
  return row;
}

export async function findPayment(executor: Executor, paymentId: string) {
  const [row] = await executor.select().from(payments).where(eq(payments.id, paymentId));
  return row;
}

/** The payment, row-locked: confirmations of the same payment run one at a time. */
export async function lockPayment(executor: Executor, paymentId: string) {
  const [row] = await executor.select().from(payments).where(eq(payments.id, paymentId)).for("update");
  return row;
}

/**
 * The request's succeeded payments, row-locked in id order: the first step of the money
 * lock order (docs/decisions/0016-money-lock-order.md) for a refund.
 */
export async function lockSucceededPayments(executor: Executor, requestId: string) {
  return executor
    .select()
    .from(payments)
    .where(and(eq(payments.requestId, requestId), eq(payments.status, "succeeded")))
    .orderBy(payments.id)
    .for("update");
}

/** The request with its ad and website owner, row-locked. */
export async function lockRequestForBooking(executor: Executor, requestId: string) {
  await executor.execute(
    sql`select 1 from ${placementRequests} where ${placementRequests.id} = ${requestId} for update`,
  );
  const [row] = await executor
    .select({
      request: placementRequests,
      adId: ads.id,
      businessName: ads.businessName,
      advertiserId: ads.advertiserId,
      ownerId: websites.ownerId,
      websiteName: websites.name,
    })
    .from(placementRequests)
    .innerJoin(ads, eq(ads.id, placementRequests.adId))
    .innerJoin(websites, eq(websites.id, placementRequests.websiteId))
    .where(eq(placementRequests.id, requestId));
  return row;
}

export async function updateRequestBooking(
  executor: Executor,
  requestId: string,
  changes: Partial<typeof placementRequests.$inferInsert>,
) {
  await executor.update(placementRequests).set(changes).where(eq(placementRequests.id, requestId));
}

export async function findUserName(executor: Executor, userId: string) {
  const [row] = await executor.select({ name: user.name, email: user.email }).from(user).where(eq(user.id, userId));
  return row;
}

/** The sandbox provider's record of a checkout (PAYMENT_PROVIDER=sandbox), locked for its outcome when asked. */
export async function findSandboxTransaction(executor: Executor, txRef: string, lock = false) {
  const query = executor.select().from(sandboxTransactions).where(eq(sandboxTransactions.txRef, txRef));
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

export async function updateSandboxTransaction(
  executor: Executor,
  id: number,
  set: Partial<typeof sandboxTransactions.$inferInsert>,
) {
  const [row] = await executor.update(sandboxTransactions).set(set).where(eq(sandboxTransactions.id, id)).returning();
  return row;
}
