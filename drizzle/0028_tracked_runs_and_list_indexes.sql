-- Issue 50 point 3 (ADR 088): streaks kept as runs of days, and an index for every list's order.
--
-- tracked_runs: each user's tracked days as runs of consecutive days, one row a run, per series:
-- 'checkin' (a mood, symptom, daily log with something in it, or habit check-in that day),
-- 'sleep' (a daily log with sleep), 'symptom_free' (a check-in day without a symptom) and
-- 'habit:<habit id>' (that habit done). Kept by the triggers below on every write to the four
-- tracker tables, so an import, a deletion or a cascade keeps them too; the achievements and the
-- habits read their streaks from here instead of from every tracked day.
CREATE TABLE "tracked_runs" (
	"user_id" text NOT NULL,
	"series" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	CONSTRAINT "tracked_runs_pk" PRIMARY KEY("user_id","series","start_date"),
	CONSTRAINT "tracked_runs_order" CHECK ("start_date" <= "end_date")
);
--> statement-breakpoint
ALTER TABLE "tracked_runs" ADD CONSTRAINT "tracked_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tracked_runs_user_series_end_idx" ON "tracked_runs" USING btree ("user_id","series","end_date");--> statement-breakpoint
ALTER TABLE "tracked_runs" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tracked_runs_own_rows ON tracked_runs TO wellnest_app
  USING (user_id = wellnest_acting_user()) WITH CHECK (user_id = wellnest_acting_user());
--> statement-breakpoint
CREATE POLICY tracked_runs_system ON tracked_runs TO wellnest_app
  USING (wellnest_is_system()) WITH CHECK (wellnest_is_system());
--> statement-breakpoint
SELECT wellnest_watch_user_table('public.tracked_runs'::regclass);
--> statement-breakpoint
-- Puts `day` in the series' runs (idempotent): extends or joins the runs either side.
CREATE FUNCTION wellnest_run_add(p_user text, p_series text, p_day date) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  before_start date;
  after_end date;
BEGIN
  PERFORM 1 FROM tracked_runs
    WHERE user_id = p_user AND series = p_series AND start_date <= p_day AND end_date >= p_day;
  IF FOUND THEN RETURN; END IF;
  SELECT start_date INTO before_start FROM tracked_runs
    WHERE user_id = p_user AND series = p_series AND end_date = p_day - 1;
  SELECT end_date INTO after_end FROM tracked_runs
    WHERE user_id = p_user AND series = p_series AND start_date = p_day + 1;
  IF after_end IS NOT NULL THEN
    DELETE FROM tracked_runs WHERE user_id = p_user AND series = p_series AND start_date = p_day + 1;
  END IF;
  IF before_start IS NOT NULL THEN
    UPDATE tracked_runs SET end_date = coalesce(after_end, p_day)
      WHERE user_id = p_user AND series = p_series AND start_date = before_start;
  ELSE
    INSERT INTO tracked_runs (user_id, series, start_date, end_date)
      VALUES (p_user, p_series, p_day, coalesce(after_end, p_day));
  END IF;
END $$;
--> statement-breakpoint
-- Takes `day` out of the series' runs (idempotent): shortens or splits the run holding it.
CREATE FUNCTION wellnest_run_remove(p_user text, p_series text, p_day date) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  run_start date;
  run_end date;
BEGIN
  SELECT start_date, end_date INTO run_start, run_end FROM tracked_runs
    WHERE user_id = p_user AND series = p_series AND start_date <= p_day AND end_date >= p_day;
  IF run_start IS NULL THEN RETURN; END IF;
  DELETE FROM tracked_runs WHERE user_id = p_user AND series = p_series AND start_date = run_start;
  IF run_start < p_day THEN
    INSERT INTO tracked_runs (user_id, series, start_date, end_date)
      VALUES (p_user, p_series, run_start, p_day - 1);
  END IF;
  IF run_end > p_day THEN
    INSERT INTO tracked_runs (user_id, series, start_date, end_date)
      VALUES (p_user, p_series, p_day + 1, run_end);
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION wellnest_run_set(p_user text, p_series text, p_day date, p_member boolean) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF p_member THEN
    PERFORM wellnest_run_add(p_user, p_series, p_day);
  ELSE
    PERFORM wellnest_run_remove(p_user, p_series, p_day);
  END IF;
END $$;
--> statement-breakpoint
-- Recomputes which of the user-wide series hold `day`, from the four tracker tables (each an
-- indexed lookup). Nothing for a user being deleted (the cascade takes the runs with them).
CREATE FUNCTION wellnest_refresh_tracked_day(p_user text, p_day date) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  has_mood boolean;
  has_symptom boolean;
  has_log boolean;
  has_sleep boolean;
  has_check_in boolean;
  checked_in boolean;
BEGIN
  PERFORM 1 FROM users WHERE id = p_user;
  IF NOT FOUND THEN RETURN; END IF;
  has_mood := EXISTS (SELECT 1 FROM mood_entries WHERE user_id = p_user AND entry_date = p_day);
  has_symptom := EXISTS (SELECT 1 FROM symptom_logs WHERE user_id = p_user AND occurred_on = p_day);
  SELECT true, sleep_hours IS NOT NULL INTO has_log, has_sleep FROM daily_logs
    WHERE user_id = p_user AND log_date = p_day
      AND (sleep_hours IS NOT NULL OR water_glasses IS NOT NULL
           OR jsonb_array_length(medication_doses) > 0);
  has_log := coalesce(has_log, false);
  has_sleep := coalesce(has_sleep, false);
  has_check_in := EXISTS (SELECT 1 FROM habit_check_ins WHERE user_id = p_user AND check_date = p_day);
  checked_in := has_mood OR has_symptom OR has_log OR has_check_in;
  PERFORM wellnest_run_set(p_user, 'checkin', p_day, checked_in);
  PERFORM wellnest_run_set(p_user, 'sleep', p_day, has_sleep);
  PERFORM wellnest_run_set(p_user, 'symptom_free', p_day, checked_in AND NOT has_symptom);
END $$;
--> statement-breakpoint
CREATE FUNCTION wellnest_tracked_day_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  column_name text := TG_ARGV[0];
  old_day date;
  new_day date;
BEGIN
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
CREATE TRIGGER wellnest_tracked_days AFTER INSERT OR UPDATE OF entry_date, user_id OR DELETE ON mood_entries
  FOR EACH ROW EXECUTE FUNCTION wellnest_tracked_day_changed('entry_date');
--> statement-breakpoint
CREATE TRIGGER wellnest_tracked_days AFTER INSERT OR UPDATE OF occurred_on, user_id OR DELETE ON symptom_logs
  FOR EACH ROW EXECUTE FUNCTION wellnest_tracked_day_changed('occurred_on');
--> statement-breakpoint
CREATE TRIGGER wellnest_tracked_days AFTER INSERT OR DELETE ON daily_logs
  FOR EACH ROW EXECUTE FUNCTION wellnest_tracked_day_changed('log_date');
--> statement-breakpoint
-- A dose marked on a day that already had one changes no series: only a change of what the day
-- holds at all (or of its sleep) is recomputed.
CREATE TRIGGER wellnest_tracked_days_update AFTER UPDATE ON daily_logs
  FOR EACH ROW WHEN (
    OLD.log_date IS DISTINCT FROM NEW.log_date OR OLD.user_id IS DISTINCT FROM NEW.user_id
    OR (OLD.sleep_hours IS NULL) <> (NEW.sleep_hours IS NULL)
    OR (OLD.water_glasses IS NULL) <> (NEW.water_glasses IS NULL)
    OR (jsonb_array_length(OLD.medication_doses) > 0) <> (jsonb_array_length(NEW.medication_doses) > 0))
  EXECUTE FUNCTION wellnest_tracked_day_changed('log_date');
--> statement-breakpoint
-- A habit's own series as well as the user-wide ones; a check-in deleted with its habit takes the
-- habit's runs with it.
CREATE FUNCTION wellnest_habit_check_in_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM 1 FROM habits WHERE id = OLD.habit_id;
    IF NOT FOUND THEN
      DELETE FROM tracked_runs WHERE user_id = OLD.user_id AND series = 'habit:' || OLD.habit_id;
    ELSE
      PERFORM wellnest_run_set(OLD.user_id, 'habit:' || OLD.habit_id, OLD.check_date,
        EXISTS (SELECT 1 FROM habit_check_ins WHERE habit_id = OLD.habit_id AND check_date = OLD.check_date));
    END IF;
    PERFORM wellnest_refresh_tracked_day(OLD.user_id, OLD.check_date);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM 1 FROM users WHERE id = NEW.user_id;
    IF FOUND THEN
      PERFORM wellnest_run_add(NEW.user_id, 'habit:' || NEW.habit_id, NEW.check_date);
    END IF;
    PERFORM wellnest_refresh_tracked_day(NEW.user_id, NEW.check_date);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER wellnest_tracked_days AFTER INSERT OR UPDATE OR DELETE ON habit_check_ins
  FOR EACH ROW EXECUTE FUNCTION wellnest_habit_check_in_changed();
--> statement-breakpoint
CREATE FUNCTION wellnest_habit_deleted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM tracked_runs WHERE user_id = OLD.user_id AND series = 'habit:' || OLD.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER wellnest_habit_runs AFTER DELETE ON habits
  FOR EACH ROW EXECUTE FUNCTION wellnest_habit_deleted();
--> statement-breakpoint
-- The runs of the history already stored (gaps and islands: consecutive days share day - rank).
INSERT INTO tracked_runs (user_id, series, start_date, end_date)
WITH days AS (
  SELECT user_id, entry_date AS day, false AS symptom, false AS sleep FROM mood_entries
  UNION ALL SELECT user_id, occurred_on, true, false FROM symptom_logs
  UNION ALL SELECT user_id, log_date, false, sleep_hours IS NOT NULL FROM daily_logs
    WHERE sleep_hours IS NOT NULL OR water_glasses IS NOT NULL OR jsonb_array_length(medication_doses) > 0
  UNION ALL SELECT user_id, check_date, false, false FROM habit_check_ins
), by_day AS (
  SELECT user_id, day, bool_or(symptom) AS symptom, bool_or(sleep) AS sleep FROM days GROUP BY user_id, day
), members AS (
  SELECT user_id, 'checkin' AS series, day FROM by_day
  UNION ALL SELECT user_id, 'sleep', day FROM by_day WHERE sleep
  UNION ALL SELECT user_id, 'symptom_free', day FROM by_day WHERE NOT symptom
  UNION ALL SELECT DISTINCT user_id, 'habit:' || habit_id, check_date FROM habit_check_ins
), ranked AS (
  SELECT user_id, series, day,
    day - (row_number() OVER (PARTITION BY user_id, series ORDER BY day))::int AS island
  FROM members
)
SELECT user_id, series, min(day), max(day) FROM ranked GROUP BY user_id, series, island;
--> statement-breakpoint
-- Every list read by its owner in its own order, ties broken as the query breaks them.
CREATE INDEX "notifications_user_created_id_idx" ON "notifications" USING btree ("user_id","created_at","id");--> statement-breakpoint
DROP INDEX "notifications_user_created_idx";--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id") WHERE "read_at" IS NULL;--> statement-breakpoint
CREATE INDEX "symptom_logs_user_occurred_at_idx" ON "symptom_logs" USING btree ("user_id","occurred_at","created_at");--> statement-breakpoint
CREATE INDEX "goals_user_created_id_idx" ON "goals" USING btree ("user_id","created_at","id");--> statement-breakpoint
DROP INDEX "goals_user_created_idx";--> statement-breakpoint
CREATE INDEX "habits_user_created_id_idx" ON "habits" USING btree ("user_id","created_at","id");--> statement-breakpoint
DROP INDEX "habits_user_created_idx";--> statement-breakpoint
CREATE INDEX "user_achievements_user_earned_idx" ON "user_achievements" USING btree ("user_id","earned_at","achievement_key");--> statement-breakpoint
CREATE INDEX "medications_user_list_idx" ON "medications" USING btree ("user_id","active" DESC,"updated_at" DESC,"id");--> statement-breakpoint
CREATE INDEX "reminders_user_created_id_idx" ON "reminders" USING btree ("user_id","created_at","id");--> statement-breakpoint
DROP INDEX "reminders_user_id_idx";--> statement-breakpoint
CREATE INDEX "meal_plans_user_created_id_idx" ON "meal_plans" USING btree ("user_id","created_at","id");--> statement-breakpoint
DROP INDEX "meal_plans_user_created_idx";--> statement-breakpoint
CREATE INDEX "aromatherapy_blends_user_created_id_idx" ON "aromatherapy_blends" USING btree ("user_id","created_at","id");--> statement-breakpoint
DROP INDEX "aromatherapy_blends_user_created_idx";--> statement-breakpoint
CREATE INDEX "aromatherapy_favorite_oils_user_created_idx" ON "aromatherapy_favorite_oils" USING btree ("user_id","created_at","oil_id");--> statement-breakpoint
CREATE INDEX "ingredient_avoid_items_user_created_idx" ON "ingredient_avoid_items" USING btree ("user_id","created_at","name_key");--> statement-breakpoint
CREATE INDEX "analysis_results_user_created_id_idx" ON "analysis_results" USING btree ("user_id","created_at","id");--> statement-breakpoint
DROP INDEX "analysis_results_user_id_created_idx";--> statement-breakpoint
CREATE INDEX "shares_user_created_id_idx" ON "shares" USING btree ("user_id","created_at","id");--> statement-breakpoint
DROP INDEX "shares_user_idx";--> statement-breakpoint
CREATE INDEX "body_metrics_user_day_kind_idx" ON "body_metrics" USING btree ("user_id","measured_on" DESC,"kind");--> statement-breakpoint
DROP INDEX "body_metrics_user_day_idx";
