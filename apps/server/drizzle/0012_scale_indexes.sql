DROP INDEX "notifications_user_created_idx";--> statement-breakpoint
CREATE INDEX "daily_refusals_space_day_idx" ON "daily_refusals" USING btree ("space_id","day");--> statement-breakpoint
CREATE INDEX "daily_stats_space_day_idx" ON "daily_stats" USING btree ("space_id","day");--> statement-breakpoint
CREATE INDEX "daily_stats_ad_day_idx" ON "daily_stats" USING btree ("ad_id","day");--> statement-breakpoint
CREATE INDEX "placement_requests_website_idx" ON "placement_requests" USING btree ("website_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_user_created_idx" ON "ledger_entries" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "payments_advertiser_created_idx" ON "payments" USING btree ("advertiser_id","created_at","id");--> statement-breakpoint
CREATE INDEX "withdrawals_owner_created_idx" ON "withdrawals" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at","id");