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
ALTER TABLE "analysis_results" ADD CONSTRAINT "analysis_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_results" ADD CONSTRAINT "analysis_results_lab_report_id_lab_reports_id_fk" FOREIGN KEY ("lab_report_id") REFERENCES "public"."lab_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_files" ADD CONSTRAINT "lab_files_report_id_lab_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."lab_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_files" ADD CONSTRAINT "lab_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_reports" ADD CONSTRAINT "lab_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analysis_results_user_id_created_idx" ON "analysis_results" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "analysis_results_lab_report_id_idx" ON "analysis_results" USING btree ("lab_report_id");--> statement-breakpoint
CREATE INDEX "lab_files_user_id_idx" ON "lab_files" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "lab_reports_user_id_created_idx" ON "lab_reports" USING btree ("user_id","created_at");