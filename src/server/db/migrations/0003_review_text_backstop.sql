ALTER TABLE "reviews" DROP CONSTRAINT "reviews_title_check";--> statement-breakpoint
ALTER TABLE "reviews" DROP CONSTRAINT "reviews_comment_check";--> statement-breakpoint
ALTER TABLE "website_reviews" DROP CONSTRAINT "website_reviews_title_check";--> statement-breakpoint
ALTER TABLE "website_reviews" DROP CONSTRAINT "website_reviews_comment_check";--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_title_check" CHECK (("reviews"."title" is null or char_length("reviews"."title") <= 1000));--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_comment_check" CHECK (("reviews"."comment" is null or char_length("reviews"."comment") <= 10000));--> statement-breakpoint
ALTER TABLE "website_reviews" ADD CONSTRAINT "website_reviews_title_check" CHECK (("website_reviews"."title" is null or char_length("website_reviews"."title") <= 1000));--> statement-breakpoint
ALTER TABLE "website_reviews" ADD CONSTRAINT "website_reviews_comment_check" CHECK (("website_reviews"."comment" is null or char_length("website_reviews"."comment") <= 10000));