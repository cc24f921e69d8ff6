ALTER TABLE "security_audit_log" DROP CONSTRAINT "security_audit_log_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "security_audit_log" ADD COLUMN "seq" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "security_audit_log" ADD COLUMN "prev_hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "security_audit_log" ADD COLUMN "payload_hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "security_audit_log" ADD COLUMN "hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "security_audit_log" ADD COLUMN "redacted_at" timestamp with time zone;