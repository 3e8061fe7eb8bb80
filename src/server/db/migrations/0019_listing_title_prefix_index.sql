-- Community names suggested while typing (decision 038): a name typed from its start, several
-- words long ("maple grove a"), is a range of this index; the title-words GIN index would have
-- to intersect the long lists of common words ("grove", "living") for it.
CREATE INDEX "listings_title_prefix_idx" ON "listings" USING btree (lower("title") text_pattern_ops);
