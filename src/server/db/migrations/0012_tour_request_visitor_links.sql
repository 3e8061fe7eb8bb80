-- The address tour-request limits count by: lowercase, without a +tag, and for Gmail without dots
-- (name+1@, n.ame@ and NAME@gmail.com are one inbox). What the family typed stays in "email".
ALTER TABLE "tour_requests" ADD COLUMN "email_key" text GENERATED ALWAYS AS (CASE WHEN split_part(lower("email"), '@', 2) IN ('gmail.com', 'googlemail.com') THEN replace(split_part(split_part(lower("email"), '@', 1), '+', 1), '.', '') || '@gmail.com' ELSE split_part(split_part(lower("email"), '@', 1), '+', 1) || '@' || split_part(lower("email"), '@', 2) END) STORED NOT NULL;--> statement-breakpoint
DROP INDEX "tour_requests_email_created_idx";--> statement-breakpoint
CREATE INDEX "tour_requests_email_key_created_idx" ON "tour_requests" USING btree ("email_key","created_at");--> statement-breakpoint
-- SHA-256 of the private link a signed-out family gets by email (docs/decisions/026-visitor-tour-request-links.md).
ALTER TABLE "tour_requests" ADD COLUMN "access_token_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "tour_requests_access_token_idx" ON "tour_requests" USING btree ("access_token_hash");--> statement-breakpoint
-- An "email only" family's phone number was stored anyway: forget it, and never store one again.
UPDATE "tour_requests" SET "phone" = NULL WHERE "contact_preference" = 'email';--> statement-breakpoint
ALTER TABLE "tour_requests" ADD CONSTRAINT "tour_requests_phone_check" CHECK ("tour_requests"."contact_preference" = 'phone' or "tour_requests"."phone" is null);
