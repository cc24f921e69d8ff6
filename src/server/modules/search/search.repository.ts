/**
 * What site search reads from PostgreSQL (ADR 087): published community threads and approved
 * catalogue products, matched by full-text search through their GIN indexes and ranked by
 * ts_rank (a thread by its title, then its best published post; a product by name, brand, then
 * ingredients). Held, hidden or deleted threads and pending or rejected products never match.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '#server/db/client';
import { prefixQuery } from '#server/db/full-text';

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
      return queryRows<ThreadHit>(
        db,
        sql`with query as (select ${words} as q),
          hits as (
            select t.id, t.title, t.last_post_at, topic.name as topic,
              -- The title counts double a post that mentions the words.
              2 * ts_rank(t.search_vector, query.q) + coalesce((
                select max(ts_rank(p.search_vector, query.q)) from community_posts p
                where p.thread_id = t.id and p.status = 'published' and p.search_vector @@ query.q
              ), 0) as rank
            from community_threads t
            join community_topics topic on topic.id = t.topic_id, query
            where t.status = 'published' and (
              t.search_vector @@ query.q or exists (
                select 1 from community_posts p
                where p.thread_id = t.id and p.status = 'published' and p.search_vector @@ query.q
              )
            )
          )
          select hits.id, hits.title, hits.topic, (
            select count(*)::int from community_posts p
            where p.thread_id = hits.id and p.status = 'published'
          ) - 1 as replies
          from hits
          order by hits.rank desc, hits.last_post_at desc, hits.id
          limit ${limit}`,
      );
    },

    async products(q: string, limit: number): Promise<ProductHit[]> {
      const words = prefixQuery(q);
      if (!words) return [];
      return queryRows<ProductHit>(
        db,
        sql`select p.id, p.barcode, p.name, p.brand, p.kind
          from products p, (select ${words} as q) query
          where p.status = 'approved' and p.search_vector @@ query.q
          order by ts_rank(p.search_vector, query.q) desc, p.name, p.id
          limit ${limit}`,
      );
    },
  };
}
export type SearchRepository = ReturnType<typeof createSearchRepository>;
