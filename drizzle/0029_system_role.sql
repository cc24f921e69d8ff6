-- Issue 48 point 6 (ADR 085): the system's access is a role, not a setting. Until now every
-- policy's system branch read wellnest_is_system() = current_setting('app.system') = 'on', a
-- setting any connection may set: the app's own role could open every row with one set_config.
-- Now it is membership of `wellnest_system`, a role the app's login role (DATABASE_APP_URL, a
-- member of wellnest_app only) cannot SET ROLE to: only the owner's connections switch to it, for
-- the work that acts for no one user. Every policy that calls wellnest_is_system() follows.

-- Cluster-wide, like wellnest_app (0008): an existing role or a concurrent creation is no error.
-- An owner without CREATEROLE (deploy/postgres creates the role first) is told what is missing.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'wellnest_system') THEN
    BEGIN
      CREATE ROLE wellnest_system NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE INHERIT;
    EXCEPTION
      WHEN duplicate_object OR unique_violation THEN NULL;
      WHEN insufficient_privilege THEN
        RAISE NOTICE 'could not create wellnest_system: create it as in deploy/postgres/10-wellnest-roles.sh';
    END;
  END IF;
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'wellnest_system') THEN
    -- The system role holds the app's table privileges (and its policies bind it too).
    BEGIN
      GRANT wellnest_app TO wellnest_system;
    EXCEPTION WHEN duplicate_object OR unique_violation OR insufficient_privilege THEN
      NULL;
    END;
    -- The owner switches its own connections to it (SET ROLE needs membership).
    IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
      BEGIN
        EXECUTE format('GRANT wellnest_system TO %I', current_user);
      EXCEPTION WHEN duplicate_object OR unique_violation OR insufficient_privilege THEN
        RAISE NOTICE 'could not grant wellnest_system to %', current_user;
      END;
    END IF;
  END IF;
END $$;
--> statement-breakpoint
-- The system branch of every policy: the current role has wellnest_system's privileges (is it, or
-- inherits it). current_user is the role after SET ROLE, so wellnest_app and its members answer
-- false whatever settings they set; the owner and a superuser answer true, but RLS does not bind
-- them anyway. A missing role answers false (CASE keeps pg_has_role from erroring).
CREATE OR REPLACE FUNCTION wellnest_is_system() RETURNS boolean
  LANGUAGE sql STABLE AS $$
  SELECT CASE
    WHEN EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'wellnest_system')
      THEN pg_has_role(current_user, 'wellnest_system', 'USAGE')
    ELSE false
  END
$$;
