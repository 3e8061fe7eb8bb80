CREATE TABLE "listing_inquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_inquiries_kind_check" CHECK ("listing_inquiries"."kind" in ('call', 'email', 'schedule'))
);
--> statement-breakpoint
CREATE TABLE "listing_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"viewer_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "imported_sample_id" text;--> statement-breakpoint
ALTER TABLE "listing_inquiries" ADD CONSTRAINT "listing_inquiries_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_views" ADD CONSTRAINT "listing_views_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_inquiries_listing_created_idx" ON "listing_inquiries" USING btree ("listing_id","created_at");--> statement-breakpoint
CREATE INDEX "listing_views_listing_created_idx" ON "listing_views" USING btree ("listing_id","created_at");--> statement-breakpoint
CREATE INDEX "listing_views_dedupe_idx" ON "listing_views" USING btree ("listing_id","viewer_key","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "listings_provider_imported_sample_unique" ON "listings" USING btree ("provider_id","imported_sample_id");