ALTER TABLE "placement_requests" ADD COLUMN "spaces_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Each request's count of chosen spaces follows placement_request_spaces, whoever writes it (a
-- published ad's insert, a deleted space's or ad's cascade): decision 0047. Per statement, from
-- the transition tables, so inserting an ad's 1,000 spaces updates each request once.
CREATE FUNCTION "placement_request_spaces_count_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "placement_requests" pr SET "spaces_count" = pr."spaces_count" + added.n
      FROM (SELECT "request_id", count(*)::int AS n FROM new_rows GROUP BY "request_id") added
      WHERE pr."id" = added."request_id";
  ELSE
    -- The request's row may be gone already when its spaces go with it (ON DELETE CASCADE).
    UPDATE "placement_requests" pr SET "spaces_count" = pr."spaces_count" - removed.n
      FROM (SELECT "request_id", count(*)::int AS n FROM old_rows GROUP BY "request_id") removed
      WHERE pr."id" = removed."request_id";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "placement_request_spaces_count_insert" AFTER INSERT ON "placement_request_spaces"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "placement_request_spaces_count_follow"();--> statement-breakpoint
CREATE TRIGGER "placement_request_spaces_count_delete" AFTER DELETE ON "placement_request_spaces"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "placement_request_spaces_count_follow"();--> statement-breakpoint
UPDATE "placement_requests" pr SET "spaces_count" = counted.n
  FROM (SELECT "request_id", count(*)::int AS n FROM "placement_request_spaces" GROUP BY "request_id") counted
  WHERE pr."id" = counted."request_id";
