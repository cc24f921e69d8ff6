CREATE TABLE "body_metrics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"measured_on" date NOT NULL,
	"value" double precision NOT NULL,
	"value2" double precision,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "body_metrics_kind_check" CHECK ("body_metrics"."kind" in ('weight', 'height', 'blood_pressure', 'heart_rate', 'steps')),
	CONSTRAINT "body_metrics_source_check" CHECK ("body_metrics"."source" in ('apple_health', 'fhir')),
	CONSTRAINT "body_metrics_value_check" CHECK ("body_metrics"."value" > 0),
	CONSTRAINT "body_metrics_pressure_check" CHECK (("body_metrics"."kind" = 'blood_pressure') = ("body_metrics"."value2" is not null))
);
--> statement-breakpoint
ALTER TABLE "body_metrics" ADD CONSTRAINT "body_metrics_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "body_metrics_user_kind_day_unique" ON "body_metrics" USING btree ("user_id","kind","measured_on");--> statement-breakpoint
CREATE INDEX "body_metrics_user_day_idx" ON "body_metrics" USING btree ("user_id","measured_on");--> statement-breakpoint
-- Row-level security (ADR 020): the acting user's rows, or the system.
ALTER TABLE "body_metrics" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY body_metrics_own_rows ON body_metrics TO wellnest_app
  USING (user_id = wellnest_acting_user()) WITH CHECK (user_id = wellnest_acting_user());
--> statement-breakpoint
CREATE POLICY body_metrics_system ON body_metrics TO wellnest_app
  USING (wellnest_is_system()) WITH CHECK (wellnest_is_system());
--> statement-breakpoint
-- Every committed write tells the per-user caches (ADR 025).
SELECT wellnest_watch_user_table('public.body_metrics'::regclass);
