-- Requests waiting at the upgrade get their whole answer window from the upgrade (pending_since defaults to now()), decision 0058.
ALTER TABLE "placement_requests" ADD COLUMN "pending_since" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "placement_requests" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "placement_requests" ADD COLUMN "expired_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "placement_requests_pending_since_idx" ON "placement_requests" USING btree ("pending_since") WHERE review_status = 'pending';--> statement-breakpoint
CREATE INDEX "placement_requests_unreminded_idx" ON "placement_requests" USING btree ("pending_since") WHERE review_status = 'pending' and reminded_at is null;--> statement-breakpoint
CREATE INDEX "placement_requests_expired_at_idx" ON "placement_requests" USING btree ("expired_at") WHERE expired_at is not null;