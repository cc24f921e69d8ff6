CREATE TABLE "disclaimer_acknowledgements" (
	"user_id" text PRIMARY KEY NOT NULL,
	"acknowledged_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "disclaimer_acknowledgements" ADD CONSTRAINT "disclaimer_acknowledgements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Row-level security as on every user-owned table (0008, ADR 020): the acting user's row, or the system.
ALTER TABLE "disclaimer_acknowledgements" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY disclaimer_acknowledgements_own_rows ON disclaimer_acknowledgements TO wellnest_app
  USING (user_id = wellnest_acting_user()) WITH CHECK (user_id = wellnest_acting_user());
--> statement-breakpoint
CREATE POLICY disclaimer_acknowledgements_system ON disclaimer_acknowledgements TO wellnest_app
  USING (wellnest_is_system()) WITH CHECK (wellnest_is_system());
