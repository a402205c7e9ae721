CREATE TABLE "ad_stat_totals" (
	"ad_id" text PRIMARY KEY NOT NULL,
	"views" bigint DEFAULT 0 NOT NULL,
	"clicks" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ad_stat_totals" ADD CONSTRAINT "ad_stat_totals_ad_id_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Each ad's lifetime totals follow its daily_stats and monthly_stats rows, whoever writes them
-- (the counter's flush, the monthly roll-up, a deleted space's cascade): decision 0047.
CREATE FUNCTION "ad_stat_totals_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.ad_id = NEW.ad_id THEN
    UPDATE "ad_stat_totals" SET "views" = "views" + NEW.views - OLD.views, "clicks" = "clicks" + NEW.clicks - OLD.clicks
      WHERE "ad_id" = NEW.ad_id;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    -- The ad's row may be gone already when its stats go with it (ON DELETE CASCADE).
    UPDATE "ad_stat_totals" SET "views" = "views" - OLD.views, "clicks" = "clicks" - OLD.clicks
      WHERE "ad_id" = OLD.ad_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "ad_stat_totals" ("ad_id", "views", "clicks") VALUES (NEW.ad_id, NEW.views, NEW.clicks)
      ON CONFLICT ("ad_id") DO UPDATE
      SET "views" = "ad_stat_totals"."views" + excluded."views", "clicks" = "ad_stat_totals"."clicks" + excluded."clicks";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "daily_stats_ad_totals" AFTER INSERT OR UPDATE OR DELETE ON "daily_stats" FOR EACH ROW EXECUTE FUNCTION "ad_stat_totals_follow"();--> statement-breakpoint
CREATE TRIGGER "monthly_stats_ad_totals" AFTER INSERT OR UPDATE OR DELETE ON "monthly_stats" FOR EACH ROW EXECUTE FUNCTION "ad_stat_totals_follow"();--> statement-breakpoint
INSERT INTO "ad_stat_totals" ("ad_id", "views", "clicks")
  SELECT "ad_id", sum("views"), sum("clicks")
  FROM (SELECT "ad_id", "views", "clicks" FROM "daily_stats" UNION ALL SELECT "ad_id", "views", "clicks" FROM "monthly_stats") AS "stats"
  GROUP BY "ad_id";
