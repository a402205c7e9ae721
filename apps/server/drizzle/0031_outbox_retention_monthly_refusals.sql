CREATE TABLE "monthly_refusals" (
	"ad_id" text NOT NULL,
	"space_id" text NOT NULL,
	"bot" integer DEFAULT 0 NOT NULL,
	"too_fast" integer DEFAULT 0 NOT NULL,
	"replay" integer DEFAULT 0 NOT NULL,
	"other_client" integer DEFAULT 0 NOT NULL,
	"over_limit" integer DEFAULT 0 NOT NULL,
	"month" date NOT NULL,
	CONSTRAINT "monthly_refusals_ad_id_space_id_month_pk" PRIMARY KEY("ad_id","space_id","month")
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "monthly_refusals" ADD CONSTRAINT "monthly_refusals_ad_id_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_refusals" ADD CONSTRAINT "monthly_refusals_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "monthly_refusals_space_month_idx" ON "monthly_refusals" USING btree ("space_id","month");--> statement-breakpoint
CREATE INDEX "daily_refusals_day_brin_idx" ON "daily_refusals" USING brin ("day");--> statement-breakpoint
CREATE INDEX "email_outbox_finished_idx" ON "email_outbox" USING btree ("created_at") WHERE sent_at is not null or skipped_at is not null or failed_at is not null;--> statement-breakpoint
CREATE INDEX "email_outbox_failed_idx" ON "email_outbox" USING btree ("failed_at") WHERE failed_at is not null;--> statement-breakpoint
CREATE INDEX "jobs_completed_idx" ON "jobs" USING btree ("completed_at") WHERE completed_at is not null;--> statement-breakpoint
CREATE INDEX "jobs_failed_idx" ON "jobs" USING btree ("failed_at") WHERE failed_at is not null;--> statement-breakpoint
-- Added by hand: emails whose send job already failed for good are marked failed (decision 0054).
UPDATE "email_outbox" o SET "failed_at" = j."failed_at", "last_error" = j."last_error"
FROM "jobs" j
WHERE j."dedupe_key" = 'email:' || o."key" AND j."failed_at" IS NOT NULL
  AND o."sent_at" IS NULL AND o."skipped_at" IS NULL;
