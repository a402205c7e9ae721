import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { selectRows } from "../../db/client.js";
import { sql } from "drizzle-orm";
import { type TestApp, createTestApp } from "../../test/app.js";
import {
  type TestUser,
  createPlacementRequest,
  createSpaces,
  createWebsite,
  signUpUser,
} from "../../test/factories.js";
import { payThroughSandbox } from "../../test/payments.js";
import { checkLedger } from "../ledger/ledger.js";
import { applyTransferState } from "../wallet/withdrawals.js";
import { findPaymentByTxRef } from "./queries.js";

/**
 * Every pair of actions that move one payment's money, run at the same moment, many times
 * (issue #13: a rejection's refund and a withdrawal each checked the other under a
 * different lock, so both could pay out the same $50). Concurrency needs several
 * connections, so this runs on PostgreSQL only; PGlite is one connection, where every
 * transaction runs alone and a race cannot happen.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const TRIALS = Number(process.env.MONEY_RACE_TRIALS ?? 50);
const PRICE = 5000;
const PHONE = "+254712345678";
const FAILING_PHONE = "+254700000000";

let now: TestApp;
let held: TestApp;

interface Party {
  app: TestApp;
  owner: TestUser;
  advertiser: TestUser;
  spaceId: string;
  websiteId: string;
}

/** One owner per pair of actions, with one space big enough for every trial's booking. */
async function party(app: TestApp): Promise<Party> {
  const owner = await signUpUser(app.app);
  const advertiser = await signUpUser(app.app);
  const website = await createWebsite(app.app, owner);
  const [space] = await createSpaces(app.app, owner, website.id, [
    { placementKey: "sidebar", priceCents: PRICE, capacity: 1000 },
  ]);
  if (!space) throw new Error("no space");
  return { app, owner, advertiser, spaceId: space.id, websiteId: website.id };
}

/** A $50 request, approved and paid through the sandbox: 5000 cents of earnings (no fee). */
async function paidRequest(p: Party) {
  const request = await createPlacementRequest(p.app.app.database.db, {
    advertiserId: p.advertiser.id,
    websiteId: p.websiteId,
    spaceIds: [p.spaceId],
    state: "approved-unpaid",
  });
  const paid = await payThroughSandbox(p.app.app, p.advertiser, request.id);
  if (paid.result.status !== "success") throw new Error(`payment did not succeed: ${paid.result.status}`);
  const payment = await findPaymentByTxRef(p.app.app.database.db, paid.txRef);
  if (!payment) throw new Error("no payment");
  return { requestId: request.id, paymentId: payment.id };
}

/** Each call from its own address, so the withdrawal route's per-client rate limit stays out of the race. */
let clients = 0;
const client = () => {
  clients += 1;
  return `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
};

const reject = (p: Party, requestId: string) =>
  p.app.app.inject({
    method: "POST",
    remoteAddress: client(),
    url: `/api/reviews/requests/${requestId}/reject`,
    headers: { cookie: p.owner.cookie },
    payload: { reason: "Changed my mind" },
  });
const withdraw = (p: Party, paymentId: string, phoneNumber = PHONE) =>
  p.app.app.inject({
    method: "POST",
    remoteAddress: client(),
    url: "/api/wallet/withdrawals",
    headers: { cookie: p.owner.cookie },
    payload: { paymentId, amountCents: PRICE, phoneNumber },
  });
/** Reading the wallet releases earnings whose hold is over (the lazy release). */
const release = (p: Party) =>
  p.app.app.inject({ method: "GET", remoteAddress: client(), url: "/api/wallet", headers: { cookie: p.owner.cookie } });

/** What the money of one payment and its owner looks like after a trial, from the ledger itself. */
async function audit(p: Party, paymentId: string) {
  const db = p.app.app.database.db;
  const [accounts] = await selectRows<{ held: number; available: number; withdrawn: number }>(
    db,
    sql`select
      coalesce(sum(amount_cents) filter (where account = 'owner_held'), 0)::int as held,
      coalesce(sum(amount_cents) filter (where account = 'owner_available'), 0)::int as available,
      coalesce(sum(amount_cents) filter (where account = 'owner_withdrawn'), 0)::int as withdrawn
    from ledger_entries where user_id = ${p.owner.id}`,
  );
  const [money] = await selectRows<{ total: number; paidOut: number; refunded: number }>(
    db,
    sql`select
      (select coalesce(sum(amount_cents), 0)::int from ledger_entries) as total,
      (select coalesce(sum(amount_cents), 0)::int from withdrawals
        where payment_id = ${paymentId} and status <> 'failed') as "paidOut",
      (select coalesce(sum(amount_cents), 0)::int from ledger_entries
        where payment_id = ${paymentId} and account = 'advertiser' and kind = 'refund') as refunded`,
  );
  if (!accounts || !money) throw new Error("no audit rows");
  const problems: string[] = [];
  if (accounts.held < 0) problems.push(`held ${accounts.held}`);
  if (accounts.available < 0) problems.push(`available ${accounts.available}`);
  if (accounts.withdrawn < 0) problems.push(`withdrawn ${accounts.withdrawn}`);
  if (money.total !== 0) problems.push(`ledger sums to ${money.total}`);
  if (money.paidOut + money.refunded > PRICE) {
    problems.push(`paid out ${money.paidOut} + refunded ${money.refunded} > ${PRICE}`);
  }
  return problems;
}

/** Statuses a money action may answer in a race: done, or refused with a clear 4xx. */
const ALLOWED = new Set([200, 201, 404, 409, 422]);

interface Subject {
  requestId: string;
  paymentId: string;
  /** The pending withdrawal a reversal trial fails. */
  withdrawalId?: string;
}

/** Subjects are prepared this many at a time (they touch different requests); races run one by one. */
const SETUP_BATCH = 5;
/** Per pair: 50 trials take 10–20 s on a busy 2-core machine. */
const PAIR_TIMEOUT_MS = 120_000;

/**
 * Runs `TRIALS` of one pair: `setup` makes a fresh paid request, `race` fires the actions
 * at once. Returns every broken invariant and unexpected status, so a failure names them all.
 */
async function runPair(
  p: Party,
  setup: () => Promise<Subject>,
  race: (subject: Subject) => Promise<LightMyRequestResponse[]>,
) {
  const failures: string[] = [];
  for (let first = 0; first < TRIALS; first += SETUP_BATCH) {
    const count = Math.min(SETUP_BATCH, TRIALS - first);
    const subjects = await Promise.all(Array.from({ length: count }, () => setup()));
    for (const [index, subject] of subjects.entries()) {
      const trial = first + index;
      let responses: LightMyRequestResponse[];
      try {
        responses = await race(subject);
      } catch (error) {
        // A trial that cannot even start (an earlier one left the money wrong) ends the pair.
        failures.push(`trial ${trial}: ${error instanceof Error ? error.message : String(error)}`);
        return failures;
      }
      const odd = responses.filter((response) => !ALLOWED.has(response.statusCode));
      for (const response of odd) failures.push(`trial ${trial}: status ${response.statusCode} ${response.body}`);
      for (const problem of await audit(p, subject.paymentId)) failures.push(`trial ${trial}: ${problem}`);
    }
  }
  const report = await checkLedger(p.app.app.database.db);
  expect(report).toMatchObject({ ok: true });
  return failures;
}

describe.skipIf(!onPostgres)(
  "money races (PostgreSQL only: PGlite is a single connection, so nothing can run at once there)",
  () => {
    beforeAll(async () => {
      now = await createTestApp({ EARNINGS_HOLD_DAYS: "0", PLATFORM_FEE_PERCENT: "0" });
      held = await createTestApp({ EARNINGS_HOLD_DAYS: "30", PLATFORM_FEE_PERCENT: "0" });
    });
    afterAll(async () => {
      await now?.close();
      await held?.close();
    });

    /** Ends the payment's hold just before a race: due, but its earnings not released yet. */
    async function makeDue(p: Party, paymentId: string) {
      await p.app.app.database.db.execute(
        sql`update payments set available_at = now() - interval '1 second' where id = ${paymentId}`,
      );
    }

    it(
      "reject (refund) × 2 withdrawals of the whole 5000: the issue's repro",
      async () => {
        // Paid requests are prepared in batches with their earnings held; each trial first
        // releases its own, so, as in the issue, the owner's available balance is exactly its 5000.
        const p = await party(held);
        const failures = await runPair(
          p,
          () => paidRequest(p),
          async ({ requestId, paymentId }) => {
            await makeDue(p, paymentId);
            const released = await release(p);
            if (released.json<{ availableCents: number }>().availableCents !== PRICE) {
              throw new Error(
                `${released.json<{ availableCents: number }>().availableCents} available before the race, not ${PRICE}`,
              );
            }
            return Promise.all([reject(p, requestId), withdraw(p, paymentId), withdraw(p, paymentId)]);
          },
        );
        expect(failures).toEqual([]);
      },
      PAIR_TIMEOUT_MS,
    );

    it(
      "withdrawal × withdrawal",
      async () => {
        const p = await party(now);
        const failures = await runPair(
          p,
          () => paidRequest(p),
          ({ paymentId }) => Promise.all([withdraw(p, paymentId), withdraw(p, paymentId)]),
        );
        expect(failures).toEqual([]);
      },
      PAIR_TIMEOUT_MS,
    );

    it(
      "release × withdrawal",
      async () => {
        const p = await party(held);
        const failures = await runPair(
          p,
          () => paidRequest(p),
          async ({ paymentId }) => {
            await makeDue(p, paymentId);
            return Promise.all([release(p), withdraw(p, paymentId)]);
          },
        );
        expect(failures).toEqual([]);
      },
      PAIR_TIMEOUT_MS,
    );

    it(
      "reversal (a failed payout) × withdrawal",
      async () => {
        const p = await party(now);
        const failures = await runPair(
          p,
          async () => {
            const subject = await paidRequest(p);
            const first = await withdraw(p, subject.paymentId, FAILING_PHONE);
            if (first.statusCode !== 201) throw new Error(`first withdrawal: ${first.statusCode} ${first.body}`);
            return { ...subject, withdrawalId: (first.json() as { id: string }).id };
          },
          async ({ paymentId, withdrawalId = "" }) => {
            const [, second] = await Promise.all([
              applyTransferState(p.app.app.database.db, withdrawalId, {
                transferId: `failed-${withdrawalId}`,
                status: "failed",
                failureReason: "The mobile money wallet refused the transfer (sandbox).",
                raw: null,
              }),
              withdraw(p, paymentId),
            ]);
            return [second];
          },
        );
        expect(failures).toEqual([]);
      },
      PAIR_TIMEOUT_MS,
    );

    it(
      "reject (refund) × release",
      async () => {
        const p = await party(held);
        const failures = await runPair(
          p,
          () => paidRequest(p),
          async ({ requestId, paymentId }) => {
            await makeDue(p, paymentId);
            return Promise.all([reject(p, requestId), release(p)]);
          },
        );
        expect(failures).toEqual([]);
      },
      PAIR_TIMEOUT_MS,
    );
  },
);
