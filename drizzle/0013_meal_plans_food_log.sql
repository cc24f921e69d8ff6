CREATE TABLE "food_log_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"log_date" date NOT NULL,
	"position" smallint NOT NULL,
	"meal" text NOT NULL,
	"food_id" text,
	"recipe_id" text,
	"grams" real,
	"servings" real,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meal_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"start_date" date NOT NULL,
	"days" smallint NOT NULL,
	"seed" integer NOT NULL,
	"targets" jsonb NOT NULL,
	"plan_days" jsonb NOT NULL,
	"notes" jsonb NOT NULL,
	"micronutrients" jsonb,
	"rules" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meal_plans_days_range" CHECK ("meal_plans"."days" between 1 and 14)
);
--> statement-breakpoint
ALTER TABLE "food_log_entries" ADD CONSTRAINT "food_log_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_plans" ADD CONSTRAINT "meal_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "food_log_entries_user_date_idx" ON "food_log_entries" USING btree ("user_id","log_date","position");--> statement-breakpoint
CREATE INDEX "meal_plans_user_created_idx" ON "meal_plans" USING btree ("user_id","created_at");--> statement-breakpoint
-- Row-level security as on every user-owned table (0008, ADR 020): the acting user's rows, or the system.
ALTER TABLE "meal_plans" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY meal_plans_own_rows ON meal_plans TO wellnest_app
  USING (user_id = wellnest_acting_user()) WITH CHECK (user_id = wellnest_acting_user());
--> statement-breakpoint
CREATE POLICY meal_plans_system ON meal_plans TO wellnest_app
  USING (wellnest_is_system()) WITH CHECK (wellnest_is_system());
--> statement-breakpoint
ALTER TABLE "food_log_entries" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY food_log_entries_own_rows ON food_log_entries TO wellnest_app
  USING (user_id = wellnest_acting_user()) WITH CHECK (user_id = wellnest_acting_user());
--> statement-breakpoint
CREATE POLICY food_log_entries_system ON food_log_entries TO wellnest_app
  USING (wellnest_is_system()) WITH CHECK (wellnest_is_system());
--> statement-breakpoint
-- Announced on the change feed like every user-owned table (0011, ADR 025).
SELECT wellnest_watch_user_table('public.meal_plans'::regclass);
--> statement-breakpoint
SELECT wellnest_watch_user_table('public.food_log_entries'::regclass);
