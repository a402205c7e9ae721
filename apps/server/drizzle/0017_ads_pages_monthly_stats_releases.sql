CREATE TABLE "monthly_stats" (
	"ad_id" text NOT NULL,
	"space_id" text NOT NULL,
	"month" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "monthly_stats_ad_id_space_id_month_pk" PRIMARY KEY("ad_id","space_id","month")
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
-- Payments whose earnings were released, or that hold nothing any more (refunded), leave the due check.
UPDATE "payments" p SET "released_at" = e."created_at" FROM "ledger_entries" e
  WHERE e."transaction_key" = 'release:' || p."id" AND e."account" = 'owner_available';--> statement-breakpoint
UPDATE "payments" p SET "released_at" = p."updated_at"
  WHERE p."status" = 'refunded' AND p."released_at" IS NULL
    AND (SELECT coalesce(sum(e."amount_cents"), 0) FROM "ledger_entries" e
         WHERE e."transaction_key" IN ('payment:' || p."id", 'refund:' || p."id", 'release:' || p."id")
           AND e."account" = 'owner_held') = 0;--> statement-breakpoint
-- Published ads always carry their submission time (the list's keyset order).
UPDATE "ads" SET "submitted_at" = "created_at" WHERE "status" = 'submitted' AND "submitted_at" IS NULL;--> statement-breakpoint
ALTER TABLE "monthly_stats" ADD CONSTRAINT "monthly_stats_ad_id_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_stats" ADD CONSTRAINT "monthly_stats_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "monthly_stats_space_month_idx" ON "monthly_stats" USING btree ("space_id","month");--> statement-breakpoint
CREATE INDEX "ads_advertiser_submitted_idx" ON "ads" USING btree ("advertiser_id","submitted_at","id") WHERE status = 'submitted';--> statement-breakpoint
CREATE INDEX "daily_stats_day_brin_idx" ON "daily_stats" USING brin ("day");--> statement-breakpoint
CREATE INDEX "payments_unreleased_idx" ON "payments" USING btree ("available_at") WHERE status in ('succeeded', 'refunded') and released_at is null;