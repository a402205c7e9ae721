ALTER TABLE "placement_requests" ADD COLUMN "hold_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "placement_requests" ADD COLUMN "lapsed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "placement_requests_hold_expires_idx" ON "placement_requests" USING btree ("hold_expires_at") WHERE review_status = 'approved' and payment_status = 'unpaid' and lapsed_at is null;--> statement-breakpoint
-- Approvals made before payment windows existed get one window (the default 48 hours) from
-- this upgrade, and the job that tells the advertiser if it lapses (decision 0015).
UPDATE "placement_requests" SET "hold_expires_at" = now() + interval '48 hours'
  WHERE "review_status" = 'approved' AND "payment_status" = 'unpaid';--> statement-breakpoint
INSERT INTO "jobs" ("id", "kind", "payload", "run_at", "dedupe_key")
  SELECT gen_random_uuid()::text, 'lapse-approval', jsonb_build_object('requestId', "id"), "hold_expires_at",
    'lapse:' || "id" || ':upgrade'
  FROM "placement_requests" WHERE "review_status" = 'approved' AND "payment_status" = 'unpaid';
