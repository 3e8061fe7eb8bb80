-- Typed places, more filters and orders (decision 038). A listing's accepted payment sources
-- (values of PAYMENT_SOURCES); GIN indexes serve "has every one of these" (amenities, payment
-- sources); btree indexes serve the orders besides the best match (newest, rating, price).
ALTER TABLE "listings" ADD COLUMN "payment_sources" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_payment_sources_check" CHECK ("payment_sources" <@ ARRAY['private-pay','medicaid','medicare','veterans','ltc-insurance']::text[]);--> statement-breakpoint
CREATE INDEX "listings_amenities_idx" ON "listings" USING gin ("amenities");--> statement-breakpoint
CREATE INDEX "listings_payment_sources_idx" ON "listings" USING gin ("payment_sources");--> statement-breakpoint
CREATE INDEX "listings_newest_idx" ON "listings" USING btree ("created_at" DESC, "id");--> statement-breakpoint
CREATE INDEX "listings_rating_idx" ON "listings" USING btree ("rating" DESC NULLS LAST, "review_count" DESC, "id");--> statement-breakpoint
CREATE INDEX "listings_price_order_idx" ON "listings" USING btree ("pricing_starting_at", "id");
