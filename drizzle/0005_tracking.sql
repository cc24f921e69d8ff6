CREATE TABLE "user_achievements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"achievement_key" text NOT NULL,
	"earned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "daily_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"log_date" date NOT NULL,
	"sleep_hours" real,
	"water_glasses" smallint,
	"medication_doses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "daily_logs_sleep_range" CHECK ("daily_logs"."sleep_hours" is null or ("daily_logs"."sleep_hours" between 0 and 24 and "daily_logs"."sleep_hours" * 4 = trunc("daily_logs"."sleep_hours" * 4))),
	CONSTRAINT "daily_logs_water_range" CHECK ("daily_logs"."water_glasses" is null or "daily_logs"."water_glasses" between 0 and 40),
	CONSTRAINT "daily_logs_doses_array" CHECK (jsonb_typeof("daily_logs"."medication_doses") = 'array' and jsonb_array_length("daily_logs"."medication_doses") <= 100)
);
--> statement-breakpoint
CREATE TABLE "goals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"source" text NOT NULL,
	"profile_goal" text,
	"metric" text NOT NULL,
	"target_value" real,
	"current_value" real,
	"unit" text,
	"direction" text NOT NULL,
	"period" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goals_title_length" CHECK (char_length("goals"."title") between 1 and 120),
	CONSTRAINT "goals_source_values" CHECK ("goals"."source" in ('profile', 'custom')),
	CONSTRAINT "goals_profile_source" CHECK (("goals"."source" = 'profile') = ("goals"."profile_goal" is not null)),
	CONSTRAINT "goals_metric_values" CHECK ("goals"."metric" in ('sleep_hours', 'water_glasses', 'mood', 'energy', 'habit_checkins', 'weight', 'symptom_free_days', 'custom')),
	CONSTRAINT "goals_direction_values" CHECK ("goals"."direction" in ('at_least', 'at_most')),
	CONSTRAINT "goals_period_values" CHECK ("goals"."period" in ('day', 'week')),
	CONSTRAINT "goals_status_values" CHECK ("goals"."status" in ('active', 'completed', 'archived')),
	CONSTRAINT "goals_target_needed" CHECK ("goals"."metric" = 'custom' or "goals"."target_value" is not null),
	CONSTRAINT "goals_unit_length" CHECK ("goals"."unit" is null or char_length("goals"."unit") <= 20)
);
--> statement-breakpoint
CREATE TABLE "habit_check_ins" (
	"habit_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"check_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "habit_check_ins_pk" PRIMARY KEY("habit_id","check_date")
);
--> statement-breakpoint
CREATE TABLE "habits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"schedule" text NOT NULL,
	"times_per_week" smallint,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "habits_name_length" CHECK (char_length("habits"."name") between 1 and 100),
	CONSTRAINT "habits_description_length" CHECK ("habits"."description" is null or char_length("habits"."description") <= 500),
	CONSTRAINT "habits_schedule_shape" CHECK (("habits"."schedule" = 'daily' and "habits"."times_per_week" is null) or ("habits"."schedule" = 'weekly' and "habits"."times_per_week" between 1 and 7))
);
--> statement-breakpoint
CREATE TABLE "mood_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"entry_date" date NOT NULL,
	"mood" smallint NOT NULL,
	"energy" smallint NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mood_entries_mood_range" CHECK ("mood_entries"."mood" between 1 and 5),
	CONSTRAINT "mood_entries_energy_range" CHECK ("mood_entries"."energy" between 1 and 5),
	CONSTRAINT "mood_entries_tags_max" CHECK (coalesce(array_length("mood_entries"."tags", 1), 0) <= 20),
	CONSTRAINT "mood_entries_note_length" CHECK ("mood_entries"."note" is null or char_length("mood_entries"."note") <= 1000)
);
--> statement-breakpoint
CREATE TABLE "symptom_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"severity" smallint NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"occurred_on" date NOT NULL,
	"note" text,
	"triggers" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "symptom_logs_name_length" CHECK (char_length("symptom_logs"."name") between 1 and 100),
	CONSTRAINT "symptom_logs_severity_range" CHECK ("symptom_logs"."severity" between 1 and 10),
	CONSTRAINT "symptom_logs_note_length" CHECK ("symptom_logs"."note" is null or char_length("symptom_logs"."note") <= 1000),
	CONSTRAINT "symptom_logs_triggers_max" CHECK (coalesce(array_length("symptom_logs"."triggers", 1), 0) <= 10)
);
--> statement-breakpoint
ALTER TABLE "user_achievements" ADD CONSTRAINT "user_achievements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_logs" ADD CONSTRAINT "daily_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habit_check_ins" ADD CONSTRAINT "habit_check_ins_habit_id_habits_id_fk" FOREIGN KEY ("habit_id") REFERENCES "public"."habits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habit_check_ins" ADD CONSTRAINT "habit_check_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habits" ADD CONSTRAINT "habits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mood_entries" ADD CONSTRAINT "mood_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "symptom_logs" ADD CONSTRAINT "symptom_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_achievements_user_key_unique" ON "user_achievements" USING btree ("user_id","achievement_key");--> statement-breakpoint
CREATE UNIQUE INDEX "daily_logs_user_date_unique" ON "daily_logs" USING btree ("user_id","log_date");--> statement-breakpoint
CREATE INDEX "goals_user_created_idx" ON "goals" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "goals_user_profile_goal_unique" ON "goals" USING btree ("user_id","profile_goal") WHERE "goals"."source" = 'profile';--> statement-breakpoint
CREATE INDEX "habit_check_ins_user_date_idx" ON "habit_check_ins" USING btree ("user_id","check_date");--> statement-breakpoint
CREATE INDEX "habits_user_created_idx" ON "habits" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mood_entries_user_date_unique" ON "mood_entries" USING btree ("user_id","entry_date");--> statement-breakpoint
CREATE INDEX "symptom_logs_user_date_idx" ON "symptom_logs" USING btree ("user_id","occurred_on","occurred_at");