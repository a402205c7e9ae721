DROP INDEX "payments_unreleased_idx";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "owner_id" text;--> statement-breakpoint
UPDATE "payments" p SET "owner_id" = w."owner_id"
FROM "placement_requests" r JOIN "websites" w ON w."id" = r."website_id"
WHERE r."id" = p."request_id";--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "owner_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_owner_unreleased_idx" ON "payments" USING btree ("owner_id","available_at") WHERE status in ('succeeded', 'refunded') and released_at is null;
