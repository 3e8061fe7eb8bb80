DROP INDEX "listings_browse_order_idx";--> statement-breakpoint
CREATE INDEX "listings_title_search_idx" ON "listings" USING gin (to_tsvector('simple', "title"));--> statement-breakpoint
CREATE INDEX "listings_browse_order_idx" ON "listings" USING btree ("is_sample" DESC NULLS LAST,"featured" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id","care_type","pricing_starting_at");