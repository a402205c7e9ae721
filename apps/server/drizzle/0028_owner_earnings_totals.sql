CREATE TABLE "owner_earnings_totals" (
	"owner_id" text PRIMARY KEY NOT NULL,
	"business_count" integer DEFAULT 0 NOT NULL,
	"payment_count" integer DEFAULT 0 NOT NULL,
	"total_cents" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "owner_earnings_totals" ADD CONSTRAINT "owner_earnings_totals_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
INSERT INTO "owner_earnings_totals" ("owner_id", "business_count", "payment_count", "total_cents")
SELECT owner_id, count(*)::int, coalesce(sum(payment_count), 0)::int, coalesce(sum(total_cents), 0)::bigint
FROM "owner_business_earnings"
GROUP BY owner_id;
