-- Two reviews of one listing committed at the same time could leave review_count 1: each
-- statement counted the reviews it could see when it started, before the other had committed,
-- and the last writer won. Lock the listing rows first (NO KEY UPDATE, so a review's foreign-key
-- check is not blocked and no deadlock forms); the count that follows is a new statement with a
-- new snapshot, so it sees every review committed before the lock was granted.
CREATE OR REPLACE FUNCTION recompute_listing_ratings(ids uuid[]) RETURNS void AS $$
BEGIN
  PERFORM 1 FROM listings WHERE id = ANY(ids) ORDER BY id FOR NO KEY UPDATE;
  UPDATE listings l SET
    rating = (SELECT round(avg(r.rating)::numeric, 1)::float8 FROM reviews r WHERE r.listing_id = l.id),
    review_count = (SELECT count(*)::int FROM reviews r WHERE r.listing_id = l.id)
  WHERE l.id = ANY(ids);
END;
$$ LANGUAGE plpgsql;
