-- Public records (CMS nursing homes, California RCFE licences), unclaimed listings made from them,
-- and providers' claims of those listings (docs/decisions/042 and 043). Written by hand like
-- 0011-0019 (no drizzle snapshot after 0010); it matches src/server/db/schema/public-records.ts
-- and the listings columns in src/server/db/schema/listings.ts.
ALTER TABLE "listings" ADD COLUMN "unclaimed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ALTER COLUMN "pricing_starting_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" DROP CONSTRAINT "listings_owner_check";--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_owner_check" CHECK ("listings"."is_sample" or "listings"."unclaimed" or "listings"."provider_id" is not null);--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_unclaimed_check" CHECK (not "listings"."unclaimed" or "listings"."provider_id" is null);--> statement-breakpoint
CREATE INDEX "listings_price_desc_order_idx" ON "listings" USING btree ("pricing_starting_at" DESC NULLS LAST, "id" DESC);--> statement-breakpoint
CREATE TABLE "public_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"source_id" text NOT NULL,
	"listing_id" uuid,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip_code" text NOT NULL,
	"phone" text,
	"email" text,
	"lat" double precision,
	"lng" double precision,
	"facility_type" text,
	"status" text NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"capacity" integer,
	"overall_rating" smallint,
	"health_inspection_rating" smallint,
	"staffing_rating" smallint,
	"quality_rating" smallint,
	"total_fines" numeric(12, 2),
	"abuse_icon" boolean,
	"as_of" date NOT NULL,
	"content_hash" text NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "public_records_source_id_unique" UNIQUE("source","source_id"),
	CONSTRAINT "public_records_source_check" CHECK ("public_records"."source" in ('cms-nursing-homes', 'ca-rcfe')),
	CONSTRAINT "public_records_ratings_check" CHECK (coalesce("public_records"."overall_rating", 1) between 1 and 5 and coalesce("public_records"."health_inspection_rating", 1) between 1 and 5
        and coalesce("public_records"."staffing_rating", 1) between 1 and 5 and coalesce("public_records"."quality_rating", 1) between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "public_records" ADD CONSTRAINT "public_records_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "public_records_listing_idx" ON "public_records" USING btree ("listing_id");--> statement-breakpoint
CREATE TABLE "listing_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"provider_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"auto_approved" boolean DEFAULT false NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_claims_status_check" CHECK ("listing_claims"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "listing_claims" ADD CONSTRAINT "listing_claims_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_claims" ADD CONSTRAINT "listing_claims_provider_id_user_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_claims" ADD CONSTRAINT "listing_claims_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "listing_claims_one_pending_idx" ON "listing_claims" USING btree ("listing_id","provider_id") WHERE "listing_claims"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "listing_claims_status_idx" ON "listing_claims" USING btree ("status","created_at");
