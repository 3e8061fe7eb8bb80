CREATE TABLE "tour_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"user_id" text,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"preferred_date" date NOT NULL,
	"time_of_day" text NOT NULL,
	"visitors" smallint NOT NULL,
	"message" text,
	"contact_preference" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"client_key" text NOT NULL,
	"contacted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tour_requests_time_check" CHECK ("tour_requests"."time_of_day" in ('morning', 'afternoon', 'evening')),
	CONSTRAINT "tour_requests_contact_check" CHECK ("tour_requests"."contact_preference" in ('email', 'phone')),
	CONSTRAINT "tour_requests_status_check" CHECK ("tour_requests"."status" in ('new', 'contacted', 'tour-scheduled', 'closed', 'withdrawn')),
	CONSTRAINT "tour_requests_visitors_check" CHECK ("tour_requests"."visitors" between 1 and 10),
	CONSTRAINT "tour_requests_text_check" CHECK (char_length("tour_requests"."name") <= 1000 and ("tour_requests"."message" is null or char_length("tour_requests"."message") <= 10000))
);
--> statement-breakpoint
ALTER TABLE "tour_requests" ADD CONSTRAINT "tour_requests_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_requests" ADD CONSTRAINT "tour_requests_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tour_requests_listing_created_idx" ON "tour_requests" USING btree ("listing_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tour_requests_user_idx" ON "tour_requests" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tour_requests_email_created_idx" ON "tour_requests" USING btree (lower("email"),"created_at");--> statement-breakpoint
CREATE INDEX "tour_requests_client_created_idx" ON "tour_requests" USING btree ("client_key","created_at");