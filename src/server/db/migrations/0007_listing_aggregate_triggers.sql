-- Listing aggregates kept on write (docs/decisions/011): searching 100,000 listings cannot afford per-row
-- sub-queries for the rating, the review count and Premium placement.
UPDATE listings l SET rating = r.rating, review_count = r.n
FROM (
  SELECT listing_id, round(avg(rating)::numeric, 1)::float8 AS rating, count(*)::int AS n
  FROM reviews GROUP BY listing_id
) r
WHERE r.listing_id = l.id;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION provider_is_featured(provider text) RETURNS boolean AS $$
  SELECT provider IS NOT NULL AND EXISTS (
    SELECT 1 FROM subscriptions s
    WHERE s.provider_id = provider AND s.plan = 'Premium' AND s.status = 'active' AND s.end_date > now()
  );
$$ LANGUAGE sql STABLE;
--> statement-breakpoint
UPDATE listings SET featured = provider_is_featured(provider_id) WHERE provider_id IS NOT NULL;
--> statement-breakpoint
-- Reviews change in statements of any size (the seeder inserts thousands at once): recompute the
-- touched listings once per statement from the transition table.
CREATE OR REPLACE FUNCTION recompute_listing_ratings(ids uuid[]) RETURNS void AS $$
  UPDATE listings l SET
    rating = (SELECT round(avg(r.rating)::numeric, 1)::float8 FROM reviews r WHERE r.listing_id = l.id),
    review_count = (SELECT count(*)::int FROM reviews r WHERE r.listing_id = l.id)
  WHERE l.id = ANY(ids);
$$ LANGUAGE sql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION refresh_listing_ratings() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM recompute_listing_ratings(ARRAY(SELECT DISTINCT listing_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM recompute_listing_ratings(ARRAY(SELECT DISTINCT listing_id FROM old_rows));
  ELSE
    PERFORM recompute_listing_ratings(
      ARRAY(SELECT listing_id FROM new_rows UNION SELECT listing_id FROM old_rows));
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER reviews_rating_insert AFTER INSERT ON reviews
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_listing_ratings();
--> statement-breakpoint
CREATE TRIGGER reviews_rating_update AFTER UPDATE ON reviews
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION refresh_listing_ratings();
--> statement-breakpoint
CREATE TRIGGER reviews_rating_delete AFTER DELETE ON reviews
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_listing_ratings();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION set_listing_featured() RETURNS trigger AS $$
BEGIN
  NEW.featured := provider_is_featured(NEW.provider_id);
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER listings_featured_on_write BEFORE INSERT OR UPDATE OF provider_id ON listings
  FOR EACH ROW EXECUTE FUNCTION set_listing_featured();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION refresh_provider_featured() RETURNS trigger AS $$
DECLARE
  provider text := coalesce(NEW.provider_id, OLD.provider_id);
  now_featured boolean := provider_is_featured(provider);
BEGIN
  UPDATE listings SET featured = now_featured
  WHERE provider_id = provider AND featured IS DISTINCT FROM now_featured;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER subscriptions_featured AFTER INSERT OR UPDATE OR DELETE ON subscriptions
  FOR EACH ROW EXECUTE FUNCTION refresh_provider_featured();
