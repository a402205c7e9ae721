ALTER TABLE "spaces" ADD COLUMN "legacy_duplicate" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Spaces made before a website could take each placement once (#15.10) keep running: every
-- one after the first of its (website, placement) is marked, and only unmarked ones are unique.
UPDATE "spaces" SET "legacy_duplicate" = true WHERE "id" IN (
  SELECT "id" FROM (
    SELECT "id", row_number() OVER (PARTITION BY "website_id", "placement_key" ORDER BY "created_at", "id") AS "rank"
    FROM "spaces"
  ) AS "ranked" WHERE "rank" > 1
);--> statement-breakpoint
CREATE UNIQUE INDEX "spaces_website_placement_unique" ON "spaces" USING btree ("website_id","placement_key") WHERE not "spaces"."legacy_duplicate";
