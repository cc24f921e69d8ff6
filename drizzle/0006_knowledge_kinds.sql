CREATE TABLE "knowledge_biomarkers" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"specimen" text NOT NULL,
	"system" text NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledge_kinds" (
	"kind" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"content_hash" text NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP TABLE "knowledge_meta" CASCADE;--> statement-breakpoint
CREATE INDEX "knowledge_biomarkers_system_idx" ON "knowledge_biomarkers" USING btree ("system");