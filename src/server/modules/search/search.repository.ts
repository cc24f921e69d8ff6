/**
 * What site search reads from PostgreSQL (ADR 087): published community threads and approved
 * catalogue products, matched by full-text search through their GIN indexes and ranked by
 * ts_rank (a thread by its title, then its best matching post; a product by name, brand, then
 * ingredients). Held, hidden or deleted threads and pending or rejected products never match.
 *
 * Threads are bounded by what search shows (ADR 177): the candidates are the threads of the
 * newest CANDIDATE_POSTS matching posts and the CANDIDATE_TITLES most recently active threads
 * whose title matches, and only those are ranked, so a word in a third of all posts costs what a
 * rare one does. Each search runs as a bounded read (statement timeout, a few at once).
 */
import { sql } from 'drizzle-orm';
import { boundedRead } from '#server/db/bounded-read';
import { queryRows, type Db } from '#server/db/client';
import { prefixQuery } from '#server/db/full-text';

/** Matching posts, newest first, whose threads are the candidates: a bound, not a page. */
export const CANDIDATE_POSTS = 100;
/** Matching titles, latest activity first, whose threads are candidates too. */
export const CANDIDATE_TITLES = 100;

export interface ThreadHit {
  id: string;
  title: string;
  topic: string;
  replies: number;
}

export interface ProductHit {
  id: string;
  barcode: string;
  name: string;
  brand: string;
  kind: string;
}

export function createSearchRepository(db: Db) {
  return {
    async threads(q: string, limit: number): Promise<ThreadHit[]> {
      const words = prefixQuery(q);
      if (!words) return [];
      return boundedRead(db, (tx) =>
        queryRows<ThreadHit>(
          tx,
          sql`with query as (select ${words} as q),
          -- The public matches, newest first, each part at most its limit (migration 0035): a
          -- rare word through the GIN indexes, a common one through the posts' time index.
          matches as (
            select m.thread_id, m.post_id from query,
              community_search_matches(query.q, null, null, ${CANDIDATE_TITLES}, ${CANDIDATE_POSTS}) m
          ),
          post_hits as (select thread_id, post_id as id from matches where post_id is not null),
          hits as (
            select t.id, t.title, t.last_post_at, topic.name as topic,
              -- The title counts double a post that mentions the words.
              2 * ts_rank(t.search_vector, query.q) + coalesce((
                select max(ts_rank(p.search_vector, query.q)) from post_hits h
                join community_posts p on p.id = h.id
                where h.thread_id = t.id
              ), 0) as rank
            from (select distinct thread_id as id from matches) c
            join community_threads t on t.id = c.id
            join community_topics topic on topic.id = t.topic_id, query
            where t.status = 'published'
          )
          select hits.id, hits.title, hits.topic, (
            select count(*)::int from community_posts p
            where p.thread_id = hits.id and p.status = 'published'
          ) - 1 as replies
          from hits
          order by hits.rank desc, hits.last_post_at desc, hits.id
          limit ${limit}`,
        ),
      );
    },

    async products(q: string, limit: number): Promise<ProductHit[]> {
      const words = prefixQuery(q);
      if (!words) return [];
      return boundedRead(db, (tx) =>
        queryRows<ProductHit>(
          tx,
          sql`select p.id, p.barcode, p.name, p.brand, p.kind
          from products p, (select ${words} as q) query
          where p.status = 'approved' and p.search_vector @@ query.q
          order by ts_rank(p.search_vector, query.q) desc, p.name, p.id
          limit ${limit}`,
        ),
      );
    },
  };
}
export type SearchRepository = ReturnType<typeof createSearchRepository>;
