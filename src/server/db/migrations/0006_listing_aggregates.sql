ALTER TABLE "listings" ADD COLUMN "featured" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "rating" double precision;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "listings_browse_order_idx" ON "listings" USING btree ("is_sample" DESC NULLS LAST,"featured" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "listings_featured_provider_idx" ON "listings" USING btree ("provider_id") WHERE "listings"."featured";