CREATE TABLE "daily_stats" (
	"ad_id" text NOT NULL,
	"space_id" text NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "daily_stats_ad_id_space_id_day_pk" PRIMARY KEY("ad_id","space_id","day")
);
--> statement-breakpoint
DROP INDEX "ads_advertiser_idx";--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "selected_website_ids" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "selected_space_ids" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "daily_stats" ADD CONSTRAINT "daily_stats_ad_id_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_stats" ADD CONSTRAINT "daily_stats_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ads_advertiser_idx" ON "ads" USING btree ("advertiser_id","created_at");