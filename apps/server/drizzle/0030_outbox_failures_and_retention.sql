ALTER TABLE "email_outbox" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "last_error" text;--> statement-breakpoint
CREATE INDEX "email_outbox_finished_idx" ON "email_outbox" USING btree ("created_at") WHERE sent_at is not null or skipped_at is not null or failed_at is not null;--> statement-breakpoint
CREATE INDEX "email_outbox_failed_idx" ON "email_outbox" USING btree ("failed_at") WHERE failed_at is not null;--> statement-breakpoint
CREATE INDEX "jobs_completed_idx" ON "jobs" USING btree ("completed_at") WHERE completed_at is not null;--> statement-breakpoint
CREATE INDEX "jobs_failed_idx" ON "jobs" USING btree ("failed_at") WHERE failed_at is not null;--> statement-breakpoint
-- Added by hand: emails whose send job already failed for good are marked failed (decision 0054).
UPDATE "email_outbox" o SET "failed_at" = j."failed_at", "last_error" = j."last_error"
FROM "jobs" j
WHERE j."dedupe_key" = 'email:' || o."key" AND j."failed_at" IS NOT NULL
  AND o."sent_at" IS NULL AND o."skipped_at" IS NULL;
