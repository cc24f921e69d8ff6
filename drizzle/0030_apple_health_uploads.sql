-- ADR 094: an Apple Health export sent in parts of at most 8 MB (each request well inside the
-- request timeout on a slow link) and read by a background job.
-- apple_health_uploads is what the page polls (status, bytes uploaded and read, result or refusal);
-- apple_health_upload_parts names each stored part's object until the job has read it.
CREATE TABLE "apple_health_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'uploading' NOT NULL,
	"bytes_total" bigint NOT NULL,
	"bytes_uploaded" bigint DEFAULT 0 NOT NULL,
	"parts_uploaded" integer DEFAULT 0 NOT NULL,
	"bytes_read" bigint DEFAULT 0 NOT NULL,
	"result" jsonb,
	"error_status" smallint,
	"error_code" text,
	"error_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "apple_health_uploads_status_check" CHECK ("apple_health_uploads"."status" in ('uploading', 'queued', 'reading', 'saving', 'done', 'refused', 'failed')),
	CONSTRAINT "apple_health_uploads_bytes_check" CHECK ("apple_health_uploads"."bytes_uploaded" <= "apple_health_uploads"."bytes_total")
);
--> statement-breakpoint
CREATE TABLE "apple_health_upload_parts" (
	"upload_id" uuid NOT NULL,
	"part_number" integer NOT NULL,
	"user_id" text NOT NULL,
	"storage_key" text NOT NULL,
	"bytes" integer NOT NULL,
	CONSTRAINT "apple_health_upload_parts_upload_id_part_number_pk" PRIMARY KEY("upload_id","part_number")
);
--> statement-breakpoint
ALTER TABLE "apple_health_uploads" ADD CONSTRAINT "apple_health_uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apple_health_upload_parts" ADD CONSTRAINT "apple_health_upload_parts_upload_id_apple_health_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."apple_health_uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apple_health_upload_parts" ADD CONSTRAINT "apple_health_upload_parts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "apple_health_uploads_user_created_idx" ON "apple_health_uploads" USING btree ("user_id","created_at");
--> statement-breakpoint
-- Row-level security (ADR 020): the acting user's rows, or the system (the job reads any user's).
ALTER TABLE "apple_health_uploads" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY apple_health_uploads_own_rows ON apple_health_uploads TO wellnest_app
  USING (user_id = wellnest_acting_user()) WITH CHECK (user_id = wellnest_acting_user());
--> statement-breakpoint
CREATE POLICY apple_health_uploads_system ON apple_health_uploads TO wellnest_app
  USING (wellnest_is_system()) WITH CHECK (wellnest_is_system());
--> statement-breakpoint
ALTER TABLE "apple_health_upload_parts" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY apple_health_upload_parts_own_rows ON apple_health_upload_parts TO wellnest_app
  USING (user_id = wellnest_acting_user()) WITH CHECK (user_id = wellnest_acting_user());
--> statement-breakpoint
CREATE POLICY apple_health_upload_parts_system ON apple_health_upload_parts TO wellnest_app
  USING (wellnest_is_system()) WITH CHECK (wellnest_is_system());
--> statement-breakpoint
-- Every committed write tells the per-user caches (ADR 025).
SELECT wellnest_watch_user_table('public.apple_health_uploads'::regclass);
--> statement-breakpoint
SELECT wellnest_watch_user_table('public.apple_health_upload_parts'::regclass);
