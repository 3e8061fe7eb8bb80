-- Prices by room type (docs/decisions/048): monthly ranges by kind of unit, a care-level fee note,
-- and when the provider last confirmed the prices. Listings written before this were last
-- confirmed when they were last saved; the built-in samples never are.
ALTER TABLE "listings" ADD COLUMN "room_prices" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "care_fee_note" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "prices_confirmed_at" timestamp with time zone;--> statement-breakpoint
UPDATE "listings" SET "prices_confirmed_at" = "updated_at" WHERE NOT "is_sample";--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_room_prices_check"
  CHECK (jsonb_typeof("room_prices") = 'array' AND jsonb_array_length("room_prices") <= 6);
