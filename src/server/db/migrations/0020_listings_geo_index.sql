-- Searches around a point (docs/decisions/047): one GiST index of point(lng, lat) that carries
-- every column such a search filters or orders by, so the ids of a page and the capped count are
-- read from the index alone, and a box is one walk of it. It replaces the separate lat and lng
-- btrees: a box was a band of latitude across the whole country ANDed with a band of longitude,
-- the planner misjudged it (it took lat and lng as independent and expected a tenth of the rows a
-- city's circle holds), and every row in the box was then read from the table.
CREATE INDEX "listings_geo_idx" ON "listings" USING gist (point("lng", "lat"))
  INCLUDE ("lat", "lng", "draft", "is_sample", "featured", "created_at", "id",
    "pricing_starting_at", "care_type", "rooms_private", "rooms_shared", "rating", "review_count",
    "amenities", "payment_sources");--> statement-breakpoint
DROP INDEX IF EXISTS "listings_lat_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "listings_lng_idx";
