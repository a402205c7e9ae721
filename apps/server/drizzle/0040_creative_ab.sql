CREATE TABLE "ad_creative_reviews" (
	"ad_id" text NOT NULL,
	"number" integer NOT NULL,
	"request_id" text NOT NULL,
	"website_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_creative_reviews_ad_id_number_request_id_pk" PRIMARY KEY("ad_id","number","request_id")
);
--> statement-breakpoint
CREATE TABLE "ad_creatives" (
	"ad_id" text NOT NULL,
	"number" integer NOT NULL,
	"media_id" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_creatives_ad_id_number_pk" PRIMARY KEY("ad_id","number")
);
--> statement-breakpoint
CREATE TABLE "daily_creative_stats" (
	"ad_id" text NOT NULL,
	"number" integer NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "daily_creative_stats_ad_id_number_day_pk" PRIMARY KEY("ad_id","number","day")
);
--> statement-breakpoint
CREATE TABLE "monthly_creative_stats" (
	"ad_id" text NOT NULL,
	"number" integer NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"month" date NOT NULL,
	CONSTRAINT "monthly_creative_stats_ad_id_number_month_pk" PRIMARY KEY("ad_id","number","month")
);
--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "creative_rotation" text DEFAULT 'even' NOT NULL;--> statement-breakpoint
ALTER TABLE "ad_creative_reviews" ADD CONSTRAINT "ad_creative_reviews_request_id_placement_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."placement_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_creative_reviews" ADD CONSTRAINT "ad_creative_reviews_ad_id_number_ad_creatives_ad_id_number_fk" FOREIGN KEY ("ad_id","number") REFERENCES "public"."ad_creatives"("ad_id","number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_creatives" ADD CONSTRAINT "ad_creatives_ad_id_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_creatives" ADD CONSTRAINT "ad_creatives_media_id_media_objects_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media_objects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_creative_stats" ADD CONSTRAINT "daily_creative_stats_ad_id_number_ad_creatives_ad_id_number_fk" FOREIGN KEY ("ad_id","number") REFERENCES "public"."ad_creatives"("ad_id","number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_creative_stats" ADD CONSTRAINT "monthly_creative_stats_ad_id_number_ad_creatives_ad_id_number_fk" FOREIGN KEY ("ad_id","number") REFERENCES "public"."ad_creatives"("ad_id","number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_creative_reviews_request_idx" ON "ad_creative_reviews" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "ad_creative_reviews_pending_idx" ON "ad_creative_reviews" USING btree ("website_id","created_at") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "daily_creative_stats_day_brin_idx" ON "daily_creative_stats" USING brin ("day");--> statement-breakpoint
-- Decision 0061: every ad's creative becomes its creative 1, with the counts it has so far.
INSERT INTO "ad_creatives" ("ad_id", "number", "media_id", "created_at")
  SELECT "id", 1, "creative_media_id", "created_at" FROM "ads" WHERE "creative_media_id" IS NOT NULL;--> statement-breakpoint
INSERT INTO "daily_creative_stats" ("ad_id", "number", "day", "views", "clicks")
  SELECT s."ad_id", 1, s."day", sum(s."views")::int, sum(s."clicks")::int
  FROM "daily_stats" s JOIN "ad_creatives" c ON c."ad_id" = s."ad_id" AND c."number" = 1
  GROUP BY s."ad_id", s."day";--> statement-breakpoint
INSERT INTO "monthly_creative_stats" ("ad_id", "number", "month", "views", "clicks")
  SELECT s."ad_id", 1, s."month", sum(s."views")::int, sum(s."clicks")::int
  FROM "monthly_stats" s JOIN "ad_creatives" c ON c."ad_id" = s."ad_id" AND c."number" = 1
  GROUP BY s."ad_id", s."month";--> statement-breakpoint
UPDATE "ad_creatives" c SET "views" = t."views"::int, "clicks" = t."clicks"::int
  FROM "ad_stat_totals" t WHERE t."ad_id" = c."ad_id" AND c."number" = 1;--> statement-breakpoint
-- The ad's own creative (set by a draft, a direct ad or a new upload) stays its creative 1.
CREATE FUNCTION "ads_first_creative_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."creative_media_id" IS NOT NULL THEN
    INSERT INTO "ad_creatives" ("ad_id", "number", "media_id") VALUES (NEW."id", 1, NEW."creative_media_id")
    ON CONFLICT ("ad_id", "number") DO UPDATE SET "media_id" = excluded."media_id";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "ads_first_creative_insert" AFTER INSERT ON "ads"
  FOR EACH ROW EXECUTE FUNCTION "ads_first_creative_follow"();--> statement-breakpoint
CREATE TRIGGER "ads_first_creative_update" AFTER UPDATE OF "creative_media_id" ON "ads"
  FOR EACH ROW WHEN (NEW."creative_media_id" IS DISTINCT FROM OLD."creative_media_id")
  EXECUTE FUNCTION "ads_first_creative_follow"();
