-- Search bounded by what it shows (ADR 177): the newest matching published posts are read newest
-- first. For a rare word PostgreSQL gathers them through the GIN index (community_posts_search_idx)
-- and sorts the few; for a common word it walks this index from the newest published post and
-- stops at the search's limit, instead of reading every one of the thousands that match.
CREATE INDEX "community_posts_published_created_idx" ON "community_posts" USING btree ("created_at") WHERE "status" = 'published';
--> statement-breakpoint
-- The community list's order, latest activity first: walked backwards and stopped at the page
-- instead of sorting every thread (ADR 177).
CREATE INDEX "community_threads_latest_idx" ON "community_threads" USING btree ("last_post_at","id");
--> statement-breakpoint
-- The public matches of a search, newest first (ADR 177): the `titles` most recently active
-- published threads whose title matches and the `posts` newest published posts that match, in a
-- topic and at or before a time when given. SECURITY DEFINER because the GIN indexes cannot serve
-- the app's role: row-level security applies its policies before any operator that is not
-- leakproof, and @@ is not, so under the policies every search read every row. It returns only
-- what the policies show everyone (published threads and posts); a member's own held threads are
-- matched by the caller under the policies. Dynamic SQL, so each search is planned for its words:
-- a rare word through the GIN index, a common one newest first through
-- community_posts_published_created_idx, stopping at the limit. Never a sequential scan: PGlite
-- (PostgreSQL 18) chose one for the 10,000 thread titles, 11 ms of @@ on every title for a word
-- in none of them, where the GIN index answers at once.
CREATE OR REPLACE FUNCTION community_search_matches(
  query tsquery, topic uuid, before timestamptz, titles integer, posts integer)
  RETURNS TABLE (thread_id uuid, post_id uuid, matched_at timestamptz)
  LANGUAGE plpgsql STABLE SECURITY DEFINER
  SET search_path = public, pg_temp SET enable_seqscan = off AS $$
BEGIN
  RETURN QUERY EXECUTE
    'SELECT t.id, NULL::uuid, t.last_post_at FROM community_threads t'
    ' WHERE t.status = ''published'' AND t.search_vector @@ $1'
    || CASE WHEN topic IS NULL THEN '' ELSE ' AND t.topic_id = $2' END
    || CASE WHEN before IS NULL THEN '' ELSE ' AND t.last_post_at <= $3' END
    || ' ORDER BY t.last_post_at DESC LIMIT $4'
    USING query, topic, before, titles;
  RETURN QUERY EXECUTE
    'SELECT p.thread_id, p.id, p.created_at FROM community_posts p'
    ' WHERE p.status = ''published'' AND p.search_vector @@ $1'
    || CASE WHEN topic IS NULL THEN ''
       ELSE ' AND EXISTS (SELECT 1 FROM community_threads t'
            ' WHERE t.id = p.thread_id AND t.topic_id = $2)' END
    || CASE WHEN before IS NULL THEN '' ELSE ' AND p.created_at <= $3' END
    || ' ORDER BY p.created_at DESC LIMIT $4'
    USING query, topic, before, posts;
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION community_search_matches(tsquery, uuid, timestamptz, integer, integer) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION community_search_matches(tsquery, uuid, timestamptz, integer, integer) TO wellnest_app;
