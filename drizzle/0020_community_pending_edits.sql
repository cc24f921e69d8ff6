-- Issue 32, ADR 053. An edit of a published post that must wait for a moderator is kept beside the
-- approved text (pending_*), which others go on seeing. The row policies of 0019 cover the new
-- columns; the service shows them only to the post's author and moderators.
ALTER TABLE "community_posts" ADD COLUMN "pending_body" text;--> statement-breakpoint
ALTER TABLE "community_posts" ADD COLUMN "pending_body_html" text;--> statement-breakpoint
ALTER TABLE "community_posts" ADD COLUMN "pending_title" text;--> statement-breakpoint
ALTER TABLE "community_posts" ADD COLUMN "pending_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "community_posts" ADD COLUMN "pending_reason" text;
