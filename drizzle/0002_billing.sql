CREATE TABLE "billing_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"created" timestamp with time zone NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demo_checkout_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"lookup_key" text NOT NULL,
	"success_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "subscribers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"subscribed" boolean DEFAULT false NOT NULL,
	"simplified_tier" text DEFAULT 'free' NOT NULL,
	"subscription_tier" text DEFAULT 'free' NOT NULL,
	"subscription_end" timestamp with time zone,
	"stripe_customer_id" text,
	"stripe_subscription_id" text,
	"status" text,
	"last_event_created" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscribers_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "subscribers_stripe_customer_id_unique" UNIQUE("stripe_customer_id"),
	CONSTRAINT "subscribers_simplified_tier_check" CHECK ("subscribers"."simplified_tier" in ('paid', 'free'))
);
--> statement-breakpoint
ALTER TABLE "demo_checkout_sessions" ADD CONSTRAINT "demo_checkout_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscribers" ADD CONSTRAINT "subscribers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "demo_checkout_sessions_user_id_idx" ON "demo_checkout_sessions" USING btree ("user_id");