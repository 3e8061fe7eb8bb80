ALTER TABLE "listings" ADD COLUMN "draft" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Copies of the built-in samples that their provider never edited become drafts (decision 010).
UPDATE "listings" SET "draft" = true WHERE "imported_sample_id" IS NOT NULL AND "updated_at" = "created_at";
