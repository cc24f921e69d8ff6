-- ADR 098: a safety alert can be marked read, so the unread count drops. Read marks share the dismissals'
-- table and rule (the key and the fact it stood for): 'read' keeps the alert listed but not
-- counted unread while the same fact holds; 'dismissed' hides it, as before.
ALTER TABLE "safety_alert_dismissals" ADD COLUMN "action" text DEFAULT 'dismissed' NOT NULL;
--> statement-breakpoint
ALTER TABLE "safety_alert_dismissals" ADD CONSTRAINT "safety_alert_dismissals_action_check" CHECK ("safety_alert_dismissals"."action" in ('dismissed', 'read'));
