-- ADR 098: a reply to a thread a member started or follows reaches their inbox.
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_values";
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_values" CHECK ("notifications"."kind" in ('reminder', 'community_reply'));
