ALTER TABLE "websites" ADD COLUMN "embed_seen_origin" text;--> statement-breakpoint
ALTER TABLE "websites" ADD COLUMN "embed_seen_at" timestamp with time zone;