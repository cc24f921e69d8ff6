CREATE TABLE "safety_alert_dismissals" (
	"user_id" text NOT NULL,
	"alert_key" text NOT NULL,
	"fact" text NOT NULL,
	"dismissed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "safety_alert_dismissals_user_id_alert_key_pk" PRIMARY KEY("user_id","alert_key")
);
--> statement-breakpoint
ALTER TABLE "safety_alert_dismissals" ADD CONSTRAINT "safety_alert_dismissals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Row-level security (ADR 020): the acting user's rows, or the system.
ALTER TABLE "safety_alert_dismissals" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY safety_alert_dismissals_own_rows ON safety_alert_dismissals TO wellnest_app
  USING (user_id = wellnest_acting_user()) WITH CHECK (user_id = wellnest_acting_user());
--> statement-breakpoint
CREATE POLICY safety_alert_dismissals_system ON safety_alert_dismissals TO wellnest_app
  USING (wellnest_is_system()) WITH CHECK (wellnest_is_system());
--> statement-breakpoint
-- Every committed write tells the per-user caches (ADR 025): a dismissal drops the cached alerts.
SELECT wellnest_watch_user_table('public.safety_alert_dismissals'::regclass);
