-- Billing through Stripe (docs/decisions/033): the subscription row mirrors Stripe's subscription,
-- including past_due (a failed renewal, still honoured until grace_ends_at, decision 024), and
-- every webhook event is recorded once by its id.
ALTER TABLE "subscriptions" DROP CONSTRAINT "subscriptions_status_check";--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_status_check" CHECK ("subscriptions"."status" in ('active', 'past_due', 'canceled'));--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "stripe_customer_id" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "stripe_subscription_id" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "grace_ends_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_stripe_subscription_idx" ON "subscriptions" USING btree ("stripe_subscription_id");--> statement-breakpoint
CREATE INDEX "subscriptions_stripe_customer_idx" ON "subscriptions" USING btree ("stripe_customer_id");--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
-- A past_due subscription keeps Premium placement until its grace period ends (its end_date).
CREATE OR REPLACE FUNCTION provider_is_featured(provider text) RETURNS boolean AS $$
  SELECT provider IS NOT NULL AND EXISTS (
    SELECT 1 FROM subscriptions s
    WHERE s.provider_id = provider AND s.plan = 'Premium' AND s.status in ('active', 'past_due')
      AND s.end_date > now()
  );
$$ LANGUAGE sql STABLE;
