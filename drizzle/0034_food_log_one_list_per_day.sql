-- A day's food log is one list (a PUT replaces the day, ADR 088): its positions are unique per
-- member and day. Two saves of the same day from different processes ran their delete-and-insert
-- at once and both inserted, since the later statement's snapshot could not see the rows the
-- first inserted; with this index the later one fails instead and is run again, and the last save
-- is the day's list (nutrition.repository.ts).
--
-- Days doubled before this keep the list saved last: the rows of one save share their
-- created_at (the statement's transaction time), so the older saves' rows go; then, should two
-- saves share a time, the row with the greater id at each position.
DELETE FROM "food_log_entries" AS "entry"
USING (
  SELECT "user_id", "log_date", max("created_at") AS "latest"
  FROM "food_log_entries"
  GROUP BY "user_id", "log_date"
  HAVING count(*) > count(DISTINCT "position")
) AS "doubled"
WHERE "entry"."user_id" = "doubled"."user_id"
  AND "entry"."log_date" = "doubled"."log_date"
  AND "entry"."created_at" < "doubled"."latest";
--> statement-breakpoint
DELETE FROM "food_log_entries" AS "older"
USING "food_log_entries" AS "newer"
WHERE "older"."user_id" = "newer"."user_id"
  AND "older"."log_date" = "newer"."log_date"
  AND "older"."position" = "newer"."position"
  AND "older"."id" < "newer"."id";
--> statement-breakpoint
DROP INDEX IF EXISTS "food_log_entries_user_date_idx";
--> statement-breakpoint
CREATE UNIQUE INDEX "food_log_entries_user_date_position_key" ON "food_log_entries" USING btree ("user_id","log_date","position");
