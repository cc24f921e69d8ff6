-- ADR 094: an import of years of sleep (3,650 nights from one Apple Health export) ran the
-- daily_logs row trigger 3,650 times, each recomputing its day with about ten queries: 12 s in one
-- transaction on the embedded database, holding its only connection. A bulk write now defers the
-- trigger for its own transaction (set_config('wellnest.tracked_days_deferred', 'on', true)) and
-- rebuilds the user's day series once, set-based, before it commits. The deferral is transaction-
-- local and can only leave the acting user's own series stale until the rebuild in the same
-- transaction; RLS keeps every write to the user's own rows either way.
CREATE OR REPLACE FUNCTION wellnest_tracked_day_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  column_name text := TG_ARGV[0];
  old_day date;
  new_day date;
BEGIN
  IF current_setting('wellnest.tracked_days_deferred', true) = 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    old_day := (to_jsonb(OLD) ->> column_name)::date;
    PERFORM wellnest_refresh_tracked_day(OLD.user_id, old_day);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    new_day := (to_jsonb(NEW) ->> column_name)::date;
    -- An update on the same day was recomputed above from the table as it is now.
    IF TG_OP = 'INSERT' OR new_day IS DISTINCT FROM old_day OR NEW.user_id IS DISTINCT FROM OLD.user_id THEN
      PERFORM wellnest_refresh_tracked_day(NEW.user_id, new_day);
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The user's 'checkin', 'sleep' and 'symptom_free' runs recomputed from the four tracker tables
-- at once (gaps and islands, as the backfill in 0028). Habit series are kept by their own trigger,
-- which is never deferred.
CREATE FUNCTION wellnest_rebuild_tracked_days(p_user text) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM tracked_runs
    WHERE user_id = p_user AND series IN ('checkin', 'sleep', 'symptom_free');
  INSERT INTO tracked_runs (user_id, series, start_date, end_date)
  WITH days AS (
    SELECT entry_date AS day, false AS symptom, false AS sleep FROM mood_entries
      WHERE user_id = p_user
    UNION ALL SELECT occurred_on, true, false FROM symptom_logs WHERE user_id = p_user
    UNION ALL SELECT log_date, false, sleep_hours IS NOT NULL FROM daily_logs
      WHERE user_id = p_user
        AND (sleep_hours IS NOT NULL OR water_glasses IS NOT NULL
             OR jsonb_array_length(medication_doses) > 0)
    UNION ALL SELECT check_date, false, false FROM habit_check_ins WHERE user_id = p_user
  ), by_day AS (
    SELECT day, bool_or(symptom) AS symptom, bool_or(sleep) AS sleep FROM days GROUP BY day
  ), members AS (
    SELECT 'checkin' AS series, day FROM by_day
    UNION ALL SELECT 'sleep', day FROM by_day WHERE sleep
    UNION ALL SELECT 'symptom_free', day FROM by_day WHERE NOT symptom
  ), ranked AS (
    SELECT series, day,
      day - (row_number() OVER (PARTITION BY series ORDER BY day))::int AS island
    FROM members
  )
  SELECT p_user, series, min(day), max(day) FROM ranked GROUP BY series, island;
  PERFORM set_config('wellnest.tracked_days_deferred', 'off', true);
END $$;
