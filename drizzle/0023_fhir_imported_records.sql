CREATE TABLE "fhir_imported_records" (
	"user_id" text NOT NULL,
	"source_key" text NOT NULL,
	"kind" text NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fhir_imported_records_user_id_source_key_pk" PRIMARY KEY("user_id","source_key")
);
--> statement-breakpoint
ALTER TABLE "fhir_imported_records" ADD CONSTRAINT "fhir_imported_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Row-level security (ADR 020): the acting user's rows, or the system.
ALTER TABLE "fhir_imported_records" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY fhir_imported_records_own_rows ON fhir_imported_records TO wellnest_app
  USING (user_id = wellnest_acting_user()) WITH CHECK (user_id = wellnest_acting_user());
--> statement-breakpoint
CREATE POLICY fhir_imported_records_system ON fhir_imported_records TO wellnest_app
  USING (wellnest_is_system()) WITH CHECK (wellnest_is_system());
--> statement-breakpoint
-- Every committed write tells the per-user caches (ADR 025).
SELECT wellnest_watch_user_table('public.fhir_imported_records'::regclass);
