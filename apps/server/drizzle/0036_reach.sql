CREATE TABLE "daily_reach" (
	"ad_id" text NOT NULL,
	"website_id" text NOT NULL,
	"dimension" text NOT NULL,
	"value" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "daily_reach_ad_id_website_id_day_dimension_value_pk" PRIMARY KEY("ad_id","website_id","day","dimension","value")
);
--> statement-breakpoint
CREATE TABLE "monthly_reach" (
	"ad_id" text NOT NULL,
	"website_id" text NOT NULL,
	"dimension" text NOT NULL,
	"value" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"month" date NOT NULL,
	CONSTRAINT "monthly_reach_ad_id_website_id_month_dimension_value_pk" PRIMARY KEY("ad_id","website_id","month","dimension","value")
);
--> statement-breakpoint
ALTER TABLE "daily_reach" ADD CONSTRAINT "daily_reach_ad_id_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_reach" ADD CONSTRAINT "daily_reach_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_reach" ADD CONSTRAINT "monthly_reach_ad_id_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_reach" ADD CONSTRAINT "monthly_reach_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "daily_reach_website_day_idx" ON "daily_reach" USING btree ("website_id","dimension","day");--> statement-breakpoint
CREATE INDEX "daily_reach_ad_day_idx" ON "daily_reach" USING btree ("ad_id","dimension","day");--> statement-breakpoint
CREATE INDEX "daily_reach_day_brin_idx" ON "daily_reach" USING brin ("day");--> statement-breakpoint
CREATE INDEX "monthly_reach_website_month_idx" ON "monthly_reach" USING btree ("website_id","dimension","month");--> statement-breakpoint
CREATE INDEX "monthly_reach_ad_month_idx" ON "monthly_reach" USING btree ("ad_id","dimension","month");