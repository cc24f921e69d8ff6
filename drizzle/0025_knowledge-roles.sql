CREATE TABLE "knowledge_roles" (
	"id" text PRIMARY KEY NOT NULL,
	"roles" text NOT NULL,
	"data" jsonb NOT NULL
);
