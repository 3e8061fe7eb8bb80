-- The listing view's parts as composite types (docs/decisions/056): a search writes each row's
-- view with row_to_json(row(...)::listing_view), whose keys these attribute names give, in the
-- schema's order. Cheaper to plan than the lateral selects they replace (a search that is not a
-- prepared statement is planned on every run). src/server/modules/listings/view-json-sql.ts
-- spells the same parts; tests/api/listing-view-json.test.ts checks that the two agree.
CREATE TYPE "listing_view_provider" AS ("name" text, "logo" text);--> statement-breakpoint
CREATE TYPE "listing_view_coordinates" AS ("lat" double precision, "lng" double precision);--> statement-breakpoint
CREATE TYPE "listing_view_location" AS (
  "address" text, "city" text, "state" text, "zipCode" text,
  "coordinates" "listing_view_coordinates", "distanceFromCenter" double precision
);--> statement-breakpoint
CREATE TYPE "listing_view_pricing" AS (
  "startingAt" double precision, "pricingNote" text, "byRoom" jsonb, "careFeeNote" text,
  "confirmedAt" text
);--> statement-breakpoint
CREATE TYPE "listing_view_rooms" AS ("private" boolean, "shared" boolean);--> statement-breakpoint
CREATE TYPE "listing_view_contact" AS (
  "phone" text, "email" text, "externalUrl" text, "website" text
);--> statement-breakpoint
CREATE TYPE "listing_view" AS (
  "id" text, "title" text, "providerId" text, "provider" "listing_view_provider",
  "location" "listing_view_location", "careType" text, "images" text[], "description" text,
  "amenities" text[], "paymentSources" text[], "pricing" "listing_view_pricing",
  "rooms" "listing_view_rooms", "capacity" integer, "rating" double precision,
  "reviewCount" integer, "contact" "listing_view_contact", "isSample" boolean, "draft" boolean,
  "unclaimed" boolean, "featured" boolean, "createdAt" text, "updatedAt" text
);
