CREATE TABLE "knowledge_oils" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"substance_id" text,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledge_remedies" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb NOT NULL
);
