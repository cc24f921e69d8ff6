CREATE TABLE "health_action_plans" (
	"action_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"priority" text NOT NULL,
	"impact_score" integer DEFAULT 7 NOT NULL,
	"time_sensitivity" integer DEFAULT 7 NOT NULL,
	"description" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"completed_at" timestamp with time zone,
	"scheduled_for" timestamp with time zone,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "health_action_plans_category_check" CHECK ("health_action_plans"."category" in ('nutrition', 'lifestyle', 'fitness')),
	CONSTRAINT "health_action_plans_priority_check" CHECK ("health_action_plans"."priority" in ('high', 'medium', 'low')),
	CONSTRAINT "health_action_plans_status_check" CHECK ("health_action_plans"."status" in ('pending', 'completed'))
);
--> statement-breakpoint
CREATE TABLE "error_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"error_type" text NOT NULL,
	"error_message" text NOT NULL,
	"stack_trace" text,
	"url" text,
	"user_agent" text,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"severity" text DEFAULT 'low' NOT NULL,
	"user_id" text,
	"context" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "error_reports_severity_check" CHECK ("error_reports"."severity" in ('low', 'medium', 'high', 'critical'))
);
--> statement-breakpoint
CREATE TABLE "blood_test_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "diet_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "health_goals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_details" (
	"user_id" text PRIMARY KEY NOT NULL,
	"questionnaire_data" jsonb,
	"medication_data" jsonb,
	"diet_data" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_sync_queue" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"source_table" text NOT NULL,
	"target_features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"data_payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sync_status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unified_user_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"personal_info" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"health_assessment" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"medical_history" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"lifestyle_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"dietary_info" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"medications" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"supplements" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"symptoms" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"conditions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"health_goals" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"preferences" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"onboarding_progress" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"onboarding_completed" boolean DEFAULT false NOT NULL,
	"data_completeness_score" integer DEFAULT 0 NOT NULL,
	"last_updated_sections" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"additional_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unified_user_profiles_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "user_preferences" (
	"user_id" text PRIMARY KEY NOT NULL,
	"onboarding_completed" boolean DEFAULT false NOT NULL,
	"health_journey_level" text DEFAULT 'improve' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_preferences_health_journey_level_check" CHECK ("user_preferences"."health_journey_level" in ('maintain', 'improve', 'transform'))
);
--> statement-breakpoint
ALTER TABLE "health_action_plans" ADD CONSTRAINT "health_action_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "error_reports" ADD CONSTRAINT "error_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blood_test_history" ADD CONSTRAINT "blood_test_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diet_profiles" ADD CONSTRAINT "diet_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_goals" ADD CONSTRAINT "health_goals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_details" ADD CONSTRAINT "user_details_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_sync_queue" ADD CONSTRAINT "data_sync_queue_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unified_user_profiles" ADD CONSTRAINT "unified_user_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "health_action_plans_user_id_idx" ON "health_action_plans" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "error_reports_user_id_idx" ON "error_reports" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "error_reports_error_type_idx" ON "error_reports" USING btree ("error_type");--> statement-breakpoint
CREATE INDEX "blood_test_history_user_id_updated_at_idx" ON "blood_test_history" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "diet_profiles_user_id_updated_at_idx" ON "diet_profiles" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "health_goals_user_id_updated_at_idx" ON "health_goals" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "data_sync_queue_user_id_idx" ON "data_sync_queue" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "data_sync_queue_sync_status_created_at_idx" ON "data_sync_queue" USING btree ("sync_status","created_at");