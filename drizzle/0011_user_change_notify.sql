-- Every committed write to a user's rows is announced on the channel 'wellnest_user_change' as
-- '<table>:<user id>', so each app process can drop what it caches for that user (ADR 025).
-- PostgreSQL delivers a notification only at commit, and folds identical ones in a transaction.
CREATE OR REPLACE FUNCTION wellnest_notify_user_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('wellnest_user_change', TG_TABLE_NAME || ':' || OLD.user_id);
  ELSE
    PERFORM pg_notify('wellnest_user_change', TG_TABLE_NAME || ':' || NEW.user_id);
    IF TG_OP = 'UPDATE' AND NEW.user_id IS DISTINCT FROM OLD.user_id THEN
      PERFORM pg_notify('wellnest_user_change', TG_TABLE_NAME || ':' || OLD.user_id);
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The users table names its user by `id`.
CREATE OR REPLACE FUNCTION wellnest_notify_user_row_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('wellnest_user_change', 'users:' || OLD.id);
  ELSE
    PERFORM pg_notify('wellnest_user_change', 'users:' || NEW.id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A later migration that adds a user-owned table calls this for it
-- (tests/api/user-change-triggers.test.ts fails while one is missing).
CREATE OR REPLACE FUNCTION wellnest_watch_user_table(target regclass) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('DROP TRIGGER IF EXISTS wellnest_user_change ON %s', target);
  EXECUTE format(
    'CREATE TRIGGER wellnest_user_change AFTER INSERT OR UPDATE OR DELETE ON %s '
    'FOR EACH ROW EXECUTE FUNCTION wellnest_notify_user_change()', target);
END $$;
--> statement-breakpoint
DO $$
DECLARE
  owned record;
BEGIN
  -- The audit log is written by nearly every request and no cache reads it.
  FOR owned IN
    SELECT c.table_name FROM information_schema.columns c
    JOIN information_schema.tables t
      ON t.table_schema = c.table_schema AND t.table_name = c.table_name
    WHERE c.table_schema = 'public' AND c.column_name = 'user_id'
      AND t.table_type = 'BASE TABLE' AND c.table_name <> 'security_audit_log'
  LOOP
    PERFORM wellnest_watch_user_table(format('public.%I', owned.table_name)::regclass);
  END LOOP;
END $$;
--> statement-breakpoint
CREATE TRIGGER wellnest_user_change AFTER INSERT OR UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION wellnest_notify_user_row_change();
