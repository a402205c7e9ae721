CREATE TABLE "account_balances" (
	"user_id" text PRIMARY KEY NOT NULL,
	"held_cents" integer DEFAULT 0 NOT NULL,
	"available_cents" integer DEFAULT 0 NOT NULL,
	"withdrawn_cents" integer DEFAULT 0 NOT NULL,
	"earned_cents" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_balances_held_not_negative" CHECK ("account_balances"."held_cents" >= 0),
	CONSTRAINT "account_balances_available_not_negative" CHECK ("account_balances"."available_cents" >= 0),
	CONSTRAINT "account_balances_withdrawn_not_negative" CHECK ("account_balances"."withdrawn_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "account_balances" ADD CONSTRAINT "account_balances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Backfill: each owner's balances are the sums of their entries (docs/decisions/0016-money-lock-order.md).
-- An install where a race already took a balance below zero stops here on the CHECK that names it:
-- book a correcting movement for that owner first (checkLedger lists the sums).
INSERT INTO "account_balances" ("user_id", "held_cents", "available_cents", "withdrawn_cents", "earned_cents")
SELECT "user_id",
	coalesce(sum("amount_cents") FILTER (WHERE "account" = 'owner_held'), 0)::int,
	coalesce(sum("amount_cents") FILTER (WHERE "account" = 'owner_available'), 0)::int,
	coalesce(sum("amount_cents") FILTER (WHERE "account" = 'owner_withdrawn'), 0)::int,
	coalesce(sum("amount_cents") FILTER (WHERE "kind" IN ('earning', 'earning-reversed')), 0)::int
FROM "ledger_entries"
WHERE "user_id" IS NOT NULL AND "account" IN ('owner_held', 'owner_available', 'owner_withdrawn')
GROUP BY "user_id";
