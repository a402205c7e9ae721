CREATE TABLE "ads" (
	"id" text PRIMARY KEY NOT NULL,
	"advertiser_id" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"creative_media_id" text,
	"business_name" text DEFAULT '' NOT NULL,
	"business_link" text DEFAULT '' NOT NULL,
	"business_location" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "placement_request_spaces" (
	"request_id" text NOT NULL,
	"space_id" text NOT NULL,
	CONSTRAINT "placement_request_spaces_request_id_space_id_pk" PRIMARY KEY("request_id","space_id")
);
--> statement-breakpoint
CREATE TABLE "placement_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"ad_id" text NOT NULL,
	"website_id" text NOT NULL,
	"review_status" text DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"payment_status" text DEFAULT 'unpaid' NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "placement_requests_ad_website_unique" UNIQUE("ad_id","website_id")
);
--> statement-breakpoint
CREATE TABLE "media_objects" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"kind" text NOT NULL,
	"mime" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	"thumbnail_key" text,
	"width" integer,
	"height" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_objects_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "spaces" (
	"id" text PRIMARY KEY NOT NULL,
	"website_id" text NOT NULL,
	"public_id" text NOT NULL,
	"placement_key" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"price_cents" integer NOT NULL,
	"capacity" integer NOT NULL,
	"instructions" text NOT NULL,
	"tier" text NOT NULL,
	"visitor_min" bigint NOT NULL,
	"visitor_max" bigint NOT NULL,
	"default_language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spaces_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "spaces_price_nonnegative" CHECK ("spaces"."price_cents" >= 0),
	CONSTRAINT "spaces_capacity_nonnegative" CHECK ("spaces"."capacity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "websites" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"logo_media_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"verification_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "websites_owner_url_unique" UNIQUE("owner_id","url")
);
--> statement-breakpoint
ALTER TABLE "ads" ADD CONSTRAINT "ads_advertiser_id_users_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads" ADD CONSTRAINT "ads_creative_media_id_media_objects_id_fk" FOREIGN KEY ("creative_media_id") REFERENCES "public"."media_objects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placement_request_spaces" ADD CONSTRAINT "placement_request_spaces_request_id_placement_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."placement_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placement_request_spaces" ADD CONSTRAINT "placement_request_spaces_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placement_requests" ADD CONSTRAINT "placement_requests_ad_id_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placement_requests" ADD CONSTRAINT "placement_requests_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_objects" ADD CONSTRAINT "media_objects_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spaces" ADD CONSTRAINT "spaces_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "websites" ADD CONSTRAINT "websites_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "websites" ADD CONSTRAINT "websites_logo_media_id_media_objects_id_fk" FOREIGN KEY ("logo_media_id") REFERENCES "public"."media_objects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ads_advertiser_idx" ON "ads" USING btree ("advertiser_id");--> statement-breakpoint
CREATE INDEX "prs_space_idx" ON "placement_request_spaces" USING btree ("space_id");--> statement-breakpoint
CREATE INDEX "media_objects_owner_idx" ON "media_objects" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "spaces_website_idx" ON "spaces" USING btree ("website_id");--> statement-breakpoint
CREATE INDEX "websites_owner_created_idx" ON "websites" USING btree ("owner_id","created_at");