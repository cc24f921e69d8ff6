CREATE TABLE "saved_interaction_analyses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"items" jsonb NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "medication_safety_analyses" (
	"user_id" text PRIMARY KEY NOT NULL,
	"result" jsonb NOT NULL,
	"medication_count" integer NOT NULL,
	"fingerprint" text NOT NULL,
	"analyzed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "medications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"medication_name" text,
	"substance_id" text,
	"frequency" text NOT NULL,
	"indication" text,
	"active" boolean DEFAULT true NOT NULL,
	"notes" text,
	"strength" text,
	"prescribed_dosage" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interaction_check_stats" (
	"id" integer PRIMARY KEY NOT NULL,
	"checks_run" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledge_interactions" (
	"id" text PRIMARY KEY NOT NULL,
	"a" text NOT NULL,
	"b" text NOT NULL,
	"severity" text NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledge_meta" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"content_hash" text NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledge_substances" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_interaction_analyses" ADD CONSTRAINT "saved_interaction_analyses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medication_safety_analyses" ADD CONSTRAINT "medication_safety_analyses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medications" ADD CONSTRAINT "medications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_interaction_analyses_user_id_created_idx" ON "saved_interaction_analyses" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "medications_user_id_active_updated_idx" ON "medications" USING btree ("user_id","active","updated_at");--> statement-breakpoint
CREATE INDEX "knowledge_substances_kind_idx" ON "knowledge_substances" USING btree ("kind");