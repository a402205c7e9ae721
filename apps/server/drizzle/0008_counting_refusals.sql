CREATE TABLE "counted_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "daily_refusals" (
	"ad_id" text NOT NULL,
	"space_id" text NOT NULL,
	"day" date NOT NULL,
	"bot" integer DEFAULT 0 NOT NULL,
	"too_fast" integer DEFAULT 0 NOT NULL,
	"replay" integer DEFAULT 0 NOT NULL,
	"other_client" integer DEFAULT 0 NOT NULL,
	"over_limit" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "daily_refusals_ad_id_space_id_day_pk" PRIMARY KEY("ad_id","space_id","day")
);
--> statement-breakpoint
ALTER TABLE "daily_refusals" ADD CONSTRAINT "daily_refusals_ad_id_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_refusals" ADD CONSTRAINT "daily_refusals_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "counted_tokens_expires_at_idx" ON "counted_tokens" USING btree ("expires_at");