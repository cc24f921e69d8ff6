-- Search without pending lists (ADR 181). A GIN index built with fastupdate (PostgreSQL's default)
-- puts new rows in a pending list that every search reads row by row until a vacuum merges it.
-- PGlite has no autovacuum, so the list only emptied on reaching gin_pending_list_limit (4 MB):
-- at 100,000 posts the thread titles' search read 234 pages for 36 rows, 6 ms of a 22 ms search.
-- Written straight into the index instead: a post costs a little more to write, once, and every
-- search after it reads only the index. The lists already pending are merged here.
ALTER INDEX "community_posts_search_idx" SET (fastupdate = off);
--> statement-breakpoint
ALTER INDEX "community_threads_search_idx" SET (fastupdate = off);
--> statement-breakpoint
ALTER INDEX "products_search_idx" SET (fastupdate = off);
--> statement-breakpoint
SELECT gin_clean_pending_list('community_posts_search_idx'::regclass);
--> statement-breakpoint
SELECT gin_clean_pending_list('community_threads_search_idx'::regclass);
--> statement-breakpoint
SELECT gin_clean_pending_list('products_search_idx'::regclass);
--> statement-breakpoint
-- community_search_matches returns at most `titles` + `posts` rows (100 + 100 as called). Without
-- a ROWS estimate PostgreSQL assumes 1,000 for a set-returning function, and joined the page's
-- threads to the matches by reading all 10,000 threads into a hash (11 ms at 100,000 posts)
-- instead of looking up each match by its id.
ALTER FUNCTION community_search_matches(tsquery, uuid, timestamptz, integer, integer) ROWS 100;
