CREATE TABLE "counted_token_packs" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"tokens" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "counted_token_packs_expires_at_idx" ON "counted_token_packs" USING btree ("expires_at");