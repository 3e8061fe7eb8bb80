-- A view or a contact choice counts once per visitor, listing and UTC day (docs/decisions/025).
-- The visitor key is a keyed hash that changes every day and for every listing; the unique
-- indexes let a repeat be dropped by the insert itself (ON CONFLICT DO NOTHING).
ALTER TABLE "listing_views" RENAME COLUMN "viewer_key" TO "visitor_key";--> statement-breakpoint
ALTER TABLE "listing_views" ALTER COLUMN "visitor_key" DROP NOT NULL;--> statement-breakpoint
-- Older rows held account ids and cookie ids; their counts stay, who viewed does not.
UPDATE "listing_views" SET "visitor_key" = NULL;--> statement-breakpoint
ALTER TABLE "listing_views" ADD COLUMN "day" date;--> statement-breakpoint
ALTER TABLE "listing_inquiries" ADD COLUMN "visitor_key" text;--> statement-breakpoint
ALTER TABLE "listing_inquiries" ADD COLUMN "day" date;--> statement-breakpoint
DROP INDEX "listing_views_dedupe_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "listing_views_visitor_day_unique" ON "listing_views" USING btree ("listing_id","day","visitor_key");--> statement-breakpoint
CREATE UNIQUE INDEX "listing_inquiries_visitor_day_unique" ON "listing_inquiries" USING btree ("listing_id","kind","day","visitor_key");
