-- A built-in sample steps aside once a provider publishes their copy of it (decision 010): search
-- asks whether a published copy of each shown sample exists, and a sample's own address looks
-- its copy up. Only copies are in this index, so it stays tiny however large the directory grows.
CREATE INDEX "listings_published_copy_idx" ON "listings" USING btree ("imported_sample_id") WHERE "listings"."imported_sample_id" IS NOT NULL AND NOT "listings"."draft";
