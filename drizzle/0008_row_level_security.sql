-- Row-level security (S3) and the tamper-evident audit chain (S18); ADR 020.
-- Runs as the owner (DATABASE_URL's user). The app's queries run as wellnest_app: not a superuser,
-- no BYPASSRLS, owns nothing; the pool sets app.user_id / app.system on every checkout.

-- The app's role is cluster-wide: several databases (test copies, other processes) may create it at
-- the same moment, so an existing role or a concurrent creation is not an error.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'wellnest_app') THEN
    BEGIN
      CREATE ROLE wellnest_app NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE INHERIT;
    EXCEPTION WHEN duplicate_object OR unique_violation THEN
      NULL;
    END;
  END IF;
  -- The owner switches to the role on each connection when no separate login URL is given (SET ROLE
  -- needs membership); a superuser needs none, and an owner who may not grant it is told so.
  IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
    BEGIN
      EXECUTE format('GRANT wellnest_app TO %I', current_user);
    EXCEPTION WHEN insufficient_privilege THEN
      RAISE NOTICE 'could not grant wellnest_app to %: set DATABASE_APP_URL to a login role in wellnest_app', current_user;
    END;
  END IF;
END $$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO wellnest_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO wellnest_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO wellnest_app;
--> statement-breakpoint
-- Tables later migrations create are the app's too; each user-owned one still needs its policies
-- (src/server/db/row-level-security.test.ts fails until it has them).
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO wellnest_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO wellnest_app;
--> statement-breakpoint
-- The audit log is append-only for the app.
REVOKE UPDATE, DELETE, TRUNCATE ON security_audit_log FROM wellnest_app;
--> statement-breakpoint
-- Who the policies let through: the acting user, or the system (no one user: the auth library,
-- webhooks, the scheduler). Unset settings read as ''; nobody matches then.
CREATE OR REPLACE FUNCTION wellnest_acting_user() RETURNS text
  LANGUAGE sql STABLE AS $$ SELECT nullif(current_setting('app.user_id', true), '') $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION wellnest_is_system() RETURNS boolean
  LANGUAGE sql STABLE AS $$ SELECT coalesce(current_setting('app.system', true), '') = 'on' $$;
--> statement-breakpoint
DO $$
DECLARE
  owned text;
BEGIN
  FOREACH owned IN ARRAY ARRAY[
    'accounts', 'analysis_results', 'blood_test_history', 'chat_conversations', 'chat_messages',
    'daily_logs', 'data_sync_queue', 'demo_checkout_sessions', 'diet_profiles', 'error_reports',
    'goals', 'habit_check_ins', 'habits', 'health_action_plans', 'health_goals', 'lab_files',
    'lab_reports', 'medication_safety_analyses', 'medications', 'mood_entries', 'notifications',
    'reminder_deliveries', 'reminders', 'saved_interaction_analyses', 'sessions', 'subscribers',
    'symptom_logs', 'unified_user_profiles', 'user_achievements', 'user_details', 'user_preferences',
    'contact_messages'
  ] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', owned);
    EXECUTE format(
      'CREATE POLICY %I ON %I TO wellnest_app USING (user_id = wellnest_acting_user()) WITH CHECK (user_id = wellnest_acting_user())',
      owned || '_own_rows', owned);
    EXECUTE format(
      'CREATE POLICY %I ON %I TO wellnest_app USING (wellnest_is_system()) WITH CHECK (wellnest_is_system())',
      owned || '_system', owned);
  END LOOP;
END $$;
--> statement-breakpoint
-- A visitor's contact message has no user; it is written, never read back, by the app.
CREATE POLICY contact_messages_anonymous_insert ON contact_messages FOR INSERT TO wellnest_app
  WITH CHECK (user_id IS NULL);
--> statement-breakpoint
ALTER TABLE users ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY users_own_row ON users TO wellnest_app
  USING (id = wellnest_acting_user()) WITH CHECK (id = wellnest_acting_user());
--> statement-breakpoint
CREATE POLICY users_system ON users TO wellnest_app
  USING (wellnest_is_system()) WITH CHECK (wellnest_is_system());
--> statement-breakpoint
ALTER TABLE security_audit_log ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
-- Read and append only (no UPDATE or DELETE privilege either).
CREATE POLICY security_audit_log_own_read ON security_audit_log FOR SELECT TO wellnest_app
  USING (user_id = wellnest_acting_user() OR wellnest_is_system());
--> statement-breakpoint
CREATE POLICY security_audit_log_own_append ON security_audit_log FOR INSERT TO wellnest_app
  WITH CHECK (user_id = wellnest_acting_user() OR wellnest_is_system());
--> statement-breakpoint

-- The audit chain. The head (last seq and hash) is one row, locked by each insert until its
-- transaction ends, so concurrent inserts queue instead of forking the chain; a REPEATABLE READ
-- transaction that lost the race gets a serialization error instead of a stale head.
CREATE TABLE security_audit_chain_head (
  id smallint PRIMARY KEY CHECK (id = 1),
  last_seq bigint NOT NULL,
  last_hash text NOT NULL
);
--> statement-breakpoint
-- Readable (hashes only, for audit:verify), written only by the SECURITY DEFINER trigger.
REVOKE ALL ON security_audit_chain_head FROM wellnest_app;
--> statement-breakpoint
GRANT SELECT ON security_audit_chain_head TO wellnest_app;
--> statement-breakpoint
-- The erasable part of a row (what a client may fill with anything); the chain covers its digest.
CREATE OR REPLACE FUNCTION security_audit_log_payload_digest(metadata jsonb, phi_details jsonb)
  RETURNS text LANGUAGE sql IMMUTABLE
  AS $$ SELECT encode(sha256(convert_to(jsonb_build_array(metadata, phi_details)::text, 'UTF8')), 'hex') $$;
--> statement-breakpoint
-- The canonical content of a row: a JSON array (unambiguous, nulls kept), the time as UTC
-- microseconds so the session's time zone cannot change it. audit:verify recomputes it.
CREATE OR REPLACE FUNCTION security_audit_log_digest(r security_audit_log)
  RETURNS text LANGUAGE sql IMMUTABLE
  AS $$ SELECT encode(sha256(convert_to(jsonb_build_array(
    r.prev_hash, r.seq, r.id, r.user_id, r.action, r.resource_type, r.resource_id, r.success,
    r.user_agent, r.session_id, r.risk_level, r.phi_accessed, r.request_id,
    (extract(epoch FROM r.created_at) * 1000000)::bigint, r.payload_hash
  )::text, 'UTF8')), 'hex') $$;
--> statement-breakpoint
-- Rows written before this migration are chained in (created_at, id) order.
DO $$
DECLARE
  entry record;
  previous text := repeat('0', 64);
  position bigint := 0;
BEGIN
  FOR entry IN SELECT id FROM security_audit_log ORDER BY created_at, id LOOP
    position := position + 1;
    UPDATE security_audit_log
      SET seq = position, prev_hash = previous, redacted_at = NULL,
          payload_hash = security_audit_log_payload_digest(metadata, phi_details)
      WHERE id = entry.id;
    UPDATE security_audit_log t SET hash = security_audit_log_digest(t)
      WHERE id = entry.id RETURNING hash INTO previous;
  END LOOP;
  INSERT INTO security_audit_chain_head (id, last_seq, last_hash) VALUES (1, position, previous);
END $$;
--> statement-breakpoint
CREATE UNIQUE INDEX security_audit_log_seq_unique ON security_audit_log (seq);
--> statement-breakpoint
-- SECURITY DEFINER: the head and the previous row are not the app's to read or write.
CREATE OR REPLACE FUNCTION security_audit_log_chain() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  head security_audit_chain_head%ROWTYPE;
BEGIN
  SELECT * INTO head FROM security_audit_chain_head WHERE id = 1 FOR UPDATE;
  NEW.seq := head.last_seq + 1;
  NEW.prev_hash := head.last_hash;
  NEW.redacted_at := NULL;
  NEW.payload_hash := security_audit_log_payload_digest(NEW.metadata, NEW.phi_details);
  NEW.hash := security_audit_log_digest(NEW);
  UPDATE security_audit_chain_head SET last_seq = NEW.seq, last_hash = NEW.hash WHERE id = 1;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER security_audit_log_chain BEFORE INSERT ON security_audit_log
  FOR EACH ROW EXECUTE FUNCTION security_audit_log_chain();
--> statement-breakpoint
-- A deleted account keeps its trail (who did what, when, with what outcome) but not the payload a
-- client may have put health values in; payload_hash keeps the chain verifiable.
CREATE OR REPLACE FUNCTION security_audit_log_redact_deleted_user() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  UPDATE security_audit_log SET metadata = '{}'::jsonb, phi_details = NULL, redacted_at = now()
    WHERE user_id = OLD.id AND redacted_at IS NULL;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_redact_audit_payload AFTER DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION security_audit_log_redact_deleted_user();
