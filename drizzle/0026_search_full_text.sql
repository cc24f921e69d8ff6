-- Full-text search (ADR 087): generated tsvector columns with GIN indexes on community threads and
-- posts and on catalogue products, so site search and the community list match words (stemmed,
-- by prefix) through an index instead of scanning every row with ILIKE.
ALTER TABLE "community_posts" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english'::regconfig, body)) STORED;--> statement-breakpoint
ALTER TABLE "community_threads" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english'::regconfig, title)) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, name), 'A') || setweight(to_tsvector('english'::regconfig, brand), 'B') || setweight(to_tsvector('english'::regconfig, ingredients_text), 'C')) STORED;--> statement-breakpoint
CREATE INDEX "community_posts_search_idx" ON "community_posts" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "community_threads_search_idx" ON "community_threads" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector");