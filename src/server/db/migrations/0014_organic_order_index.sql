-- Featured listings take a few slots per page and the rest of each page is organic, in its own
-- order without the featured key (docs/decisions/028-featured-slots.md). This index holds only the
-- organic rows in that order, so a page of them is read straight off it however many featured rows
-- there are; care type and price trail the unique id so their filters are checked in the index.
CREATE INDEX "listings_organic_order_idx" ON "listings" USING btree ("created_at" DESC NULLS LAST,"id","care_type","pricing_starting_at") WHERE NOT "listings"."featured" AND NOT "listings"."is_sample";
