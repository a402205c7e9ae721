CREATE TABLE "ledger_day_totals" (
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"entry_count" integer DEFAULT 0 NOT NULL,
	"in_cents" bigint DEFAULT 0 NOT NULL,
	"out_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "ledger_day_totals_pk" PRIMARY KEY("user_id","day","kind")
);
--> statement-breakpoint
CREATE TABLE "owner_business_earnings" (
	"id" bigserial NOT NULL,
	"owner_id" text NOT NULL,
	"business_name" text NOT NULL,
	"total_cents" bigint DEFAULT 0 NOT NULL,
	"payment_count" integer DEFAULT 0 NOT NULL,
	"first_earned_at" timestamp with time zone NOT NULL,
	"last_earned_at" timestamp with time zone NOT NULL,
	CONSTRAINT "owner_business_earnings_pk" PRIMARY KEY("owner_id","business_name"),
	CONSTRAINT "owner_business_earnings_id_unique" UNIQUE("id")
);
--> statement-breakpoint
ALTER TABLE "ledger_day_totals" ADD CONSTRAINT "ledger_day_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_business_earnings" ADD CONSTRAINT "owner_business_earnings_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "owner_business_earnings_page_idx" ON "owner_business_earnings" USING btree ("owner_id","first_earned_at","id");--> statement-breakpoint
CREATE INDEX "placement_requests_pending_idx" ON "placement_requests" USING btree ("website_id") WHERE review_status = 'pending';--> statement-breakpoint
INSERT INTO "ledger_day_totals" ("user_id", "kind", "day", "entry_count", "in_cents", "out_cents")
SELECT user_id, kind, (created_at AT TIME ZONE 'UTC')::date, count(*)::int,
  coalesce(sum(amount_cents) FILTER (WHERE amount_cents > 0), 0)::bigint,
  coalesce(-sum(amount_cents) FILTER (WHERE amount_cents < 0), 0)::bigint
FROM "ledger_entries"
WHERE user_id IS NOT NULL
GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO "owner_business_earnings" ("owner_id", "business_name", "total_cents", "payment_count", "first_earned_at", "last_earned_at")
SELECT le.user_id, a.business_name, sum(le.amount_cents)::bigint,
  (count(*) FILTER (WHERE le.kind = 'earning'))::int, min(le.created_at), max(le.created_at)
FROM "ledger_entries" le
JOIN "payments" p ON p.id = le.payment_id
JOIN "placement_requests" pr ON pr.id = p.request_id
JOIN "ads" a ON a.id = pr.ad_id
WHERE le.user_id IS NOT NULL AND le.kind IN ('earning', 'earning-reversed')
  AND le.account IN ('owner_held', 'owner_available', 'owner_withdrawn')
GROUP BY 1, 2;
