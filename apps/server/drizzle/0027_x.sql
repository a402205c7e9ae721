CREATE TABLE "ledger_day_totals" (
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"entry_count" integer DEFAULT 0 NOT NULL,
	"in_cents" bigint DEFAULT 0 NOT NULL,
	"out_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "ledger_day_totals_pk" PRIMARY KEY("user_id","day","kind")
);
--> statement-breakpoint
CREATE TABLE "owner_business_earnings" (
	"id" bigserial NOT NULL,
	"owner_id" text NOT NULL,
	"business_name" text NOT NULL,
	"total_cents" bigint DEFAULT 0 NOT NULL,
	"payment_count" integer DEFAULT 0 NOT NULL,
	"first_earned_at" timestamp with time zone NOT NULL,
	"last_earned_at" timestamp with time zone NOT NULL,
	CONSTRAINT "owner_business_earnings_pk" PRIMARY KEY("owner_id","business_name"),
	CONSTRAINT "owner_business_earnings_id_unique" UNIQUE("id")
);
--> statement-breakpoint
ALTER TABLE "ledger_day_totals" ADD CONSTRAINT "ledger_day_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_business_earnings" ADD CONSTRAINT "owner_business_earnings_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "owner_business_earnings_page_idx" ON "owner_business_earnings" USING btree ("owner_id","first_earned_at","id");