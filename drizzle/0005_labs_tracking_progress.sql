CREATE TABLE "analysis_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"lab_report_id" uuid,
	"blood_test_data" jsonb,
	"urine_test_data" jsonb,
	"analysis_result" jsonb NOT NULL,
	"questionnaire_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"test_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analysis_results_test_type_check" CHECK ("analysis_results"."test_type" in ('blood', 'urine', 'combined'))
);
--> statement-breakpoint
CREATE TABLE "lab_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"report_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"size" integer NOT NULL,
	"display_name" text NOT NULL,
	"sha256" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lab_files_report_id_unique" UNIQUE("report_id"),
	CONSTRAINT "lab_files_kind_check" CHECK ("lab_files"."kind" in ('pdf', 'png', 'jpeg', 'gif')),
	CONSTRAINT "lab_files_size_check" CHECK ("lab_files"."size" > 0 and "lab_files"."size" <= 10485760)
);
--> statement-breakpoint
CREATE TABLE "lab_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"test_type" text NOT NULL,
	"status" text DEFAULT 'review' NOT NULL,
	"source" text NOT NULL,
	"method" text NOT NULL,
	"biomarkers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"warnings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lab_reports_test_type_check" CHECK ("lab_reports"."test_type" in ('blood', 'urine', 'combined')),
	CONSTRAINT "lab_reports_status_check" CHECK ("lab_reports"."status" in ('review', 'analyzed')),
	CONSTRAINT "lab_reports_source_check" CHECK ("lab_reports"."source" in ('upload', 'manual')),
	CONSTRAINT "lab_reports_method_check" CHECK ("lab_reports"."method" in ('text', 'ocr', 'manual'))
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text,
	"reminder_id" uuid,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_kind_values" CHECK ("notifications"."kind" in ('reminder')),
	CONSTRAINT "notifications_title_length" CHECK (char_length("notifications"."title") between 1 and 200),
	CONSTRAINT "notifications_body_length" CHECK (char_length("notifications"."body") <= 1000)
);
--> statement-breakpoint
CREATE TABLE "reminder_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reminder_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"outcome" text NOT NULL,
	"channels" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_deliveries_outcome_values" CHECK ("reminder_deliveries"."outcome" in ('sent', 'late', 'not_paid', 'target_gone'))
);
--> statement-breakpoint
CREATE TABLE "reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"habit_id" uuid,
	"medication_id" uuid,
	"local_time" text NOT NULL,
	"weekdays" smallint[] NOT NULL,
	"time_zone" text NOT NULL,
	"channels" text[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"next_run_at" timestamp with time zone,
	"last_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminders_one_target" CHECK (("reminders"."habit_id" is null) <> ("reminders"."medication_id" is null)),
	CONSTRAINT "reminders_local_time_format" CHECK ("reminders"."local_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "reminders_weekdays_range" CHECK (cardinality("reminders"."weekdays") between 1 and 7 and "reminders"."weekdays" <@ array[0,1,2,3,4,5,6]::smallint[]),
	CONSTRAINT "reminders_channels_values" CHECK (cardinality("reminders"."channels") between 1 and 2 and "reminders"."channels" <@ array['in_app','email']::text[]),
	CONSTRAINT "reminders_time_zone_length" CHECK (char_length("reminders"."time_zone") between 1 and 64)
);
--> statement-breakpoint
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
ALTER TABLE "analysis_results" ADD CONSTRAINT "analysis_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_results" ADD CONSTRAINT "analysis_results_lab_report_id_lab_reports_id_fk" FOREIGN KEY ("lab_report_id") REFERENCES "public"."lab_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_files" ADD CONSTRAINT "lab_files_report_id_lab_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."lab_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_files" ADD CONSTRAINT "lab_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_reports" ADD CONSTRAINT "lab_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_reminder_id_reminders_id_fk" FOREIGN KEY ("reminder_id") REFERENCES "public"."reminders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD CONSTRAINT "reminder_deliveries_reminder_id_reminders_id_fk" FOREIGN KEY ("reminder_id") REFERENCES "public"."reminders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD CONSTRAINT "reminder_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_habit_id_habits_id_fk" FOREIGN KEY ("habit_id") REFERENCES "public"."habits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_medication_id_medications_id_fk" FOREIGN KEY ("medication_id") REFERENCES "public"."medications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_achievements" ADD CONSTRAINT "user_achievements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_logs" ADD CONSTRAINT "daily_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habit_check_ins" ADD CONSTRAINT "habit_check_ins_habit_id_habits_id_fk" FOREIGN KEY ("habit_id") REFERENCES "public"."habits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habit_check_ins" ADD CONSTRAINT "habit_check_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habits" ADD CONSTRAINT "habits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mood_entries" ADD CONSTRAINT "mood_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "symptom_logs" ADD CONSTRAINT "symptom_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analysis_results_user_id_created_idx" ON "analysis_results" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "analysis_results_lab_report_id_idx" ON "analysis_results" USING btree ("lab_report_id");--> statement-breakpoint
CREATE INDEX "lab_files_user_id_idx" ON "lab_files" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "lab_reports_user_id_created_idx" ON "lab_reports" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_deliveries_once" ON "reminder_deliveries" USING btree ("reminder_id","due_at");--> statement-breakpoint
CREATE INDEX "reminder_deliveries_user_idx" ON "reminder_deliveries" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "reminders_user_id_idx" ON "reminders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "reminders_due_idx" ON "reminders" USING btree ("next_run_at") WHERE "reminders"."active";--> statement-breakpoint
CREATE UNIQUE INDEX "user_achievements_user_key_unique" ON "user_achievements" USING btree ("user_id","achievement_key");--> statement-breakpoint
CREATE UNIQUE INDEX "daily_logs_user_date_unique" ON "daily_logs" USING btree ("user_id","log_date");--> statement-breakpoint
CREATE INDEX "goals_user_created_idx" ON "goals" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "goals_user_profile_goal_unique" ON "goals" USING btree ("user_id","profile_goal") WHERE "goals"."source" = 'profile';--> statement-breakpoint
CREATE INDEX "habit_check_ins_user_date_idx" ON "habit_check_ins" USING btree ("user_id","check_date");--> statement-breakpoint
CREATE INDEX "habits_user_created_idx" ON "habits" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mood_entries_user_date_unique" ON "mood_entries" USING btree ("user_id","entry_date");--> statement-breakpoint
CREATE INDEX "symptom_logs_user_date_idx" ON "symptom_logs" USING btree ("user_id","occurred_on","occurred_at");