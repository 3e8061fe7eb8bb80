-- Names and company names are at most as long as the forms and the API accept (src/shared/constants.ts
-- TEXT_LIMITS). Longer ones stored before the limit existed are cut to it; then the database
-- refuses longer ones, whatever code writes them. char_length counts code points, never more than
-- the UTF-16 units the API counts, so nothing the API accepts is refused here.
UPDATE "user" SET "name" = left("name", 100) WHERE char_length("name") > 100;--> statement-breakpoint
UPDATE "user" SET "company" = left("company", 120) WHERE char_length("company") > 120;--> statement-breakpoint
UPDATE "profiles" SET "name" = left("name", 100) WHERE char_length("name") > 100;--> statement-breakpoint
UPDATE "profiles" SET "company" = left("company", 120) WHERE char_length("company") > 120;--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_name_length_check" CHECK (char_length("user"."name") <= 100);--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_company_length_check" CHECK ("user"."company" is null or char_length("user"."company") <= 120);--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_name_length_check" CHECK (char_length("profiles"."name") <= 100);--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_company_length_check" CHECK ("profiles"."company" is null or char_length("profiles"."company") <= 120);
