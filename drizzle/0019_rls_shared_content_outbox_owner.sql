ALTER TABLE "dev_outbox" ADD COLUMN "user_id" text;--> statement-breakpoint
ALTER TABLE "dev_outbox" ADD CONSTRAINT "dev_outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dev_outbox_user_idx" ON "dev_outbox" USING btree ("user_id");--> statement-breakpoint
-- Issue 32. Row-level security (0008, ADR 020) on every table holding a user's rows, now also the
-- shared ones whose rows a user writes: community threads, posts, profiles and reactions (author_id,
-- member_id), provider listings (owner_id), catalogue products (submitted_by), and the development
-- outbox (user_id, above). src/server/db/row-level-security.test.ts walks the catalogue and fails
-- for any table naming a user without it.
--
-- Public rows stay public: what is published (threads and posts that are not held; their hidden and
-- deleted placeholders keep their place in a thread, the service shows no words of them), approved
-- listings and products, display names and reactions. A held thread or post, a pending or rejected
-- listing or product, is seen only by its author and the system. Writes are the author's own, and
-- an author may clear their own name from a row (account deletion's 'anonymise'); status changes
-- (approve, hide, review) are the system's: the admin guard switches an admin's request to the
-- system (src/server/plugins/admin-guard.ts), as the moderation reads already did.
--
-- Earlier migrations' rows: the outbox's mail is matched to its account through its email job, else
-- by address.
UPDATE dev_outbox o SET user_id = j.user_id
  FROM jobs j WHERE j.id = o.job_id AND j.user_id IS NOT NULL AND o.user_id IS NULL;
--> statement-breakpoint
UPDATE dev_outbox o SET user_id = u.id
  FROM users u WHERE lower(u.email) = lower(o."to") AND o.user_id IS NULL;
--> statement-breakpoint
ALTER TABLE "dev_outbox" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY dev_outbox_own_rows ON dev_outbox TO wellnest_app
  USING (user_id = wellnest_acting_user()) WITH CHECK (user_id = wellnest_acting_user());
--> statement-breakpoint
CREATE POLICY dev_outbox_system ON dev_outbox TO wellnest_app
  USING (wellnest_is_system()) WITH CHECK (wellnest_is_system());
--> statement-breakpoint
ALTER TABLE "community_threads" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY community_threads_read ON community_threads FOR SELECT TO wellnest_app
  USING (status <> 'held' OR author_id = wellnest_acting_user());
--> statement-breakpoint
CREATE POLICY community_threads_own_insert ON community_threads FOR INSERT TO wellnest_app
  WITH CHECK (author_id = wellnest_acting_user());
--> statement-breakpoint
CREATE POLICY community_threads_own_update ON community_threads FOR UPDATE TO wellnest_app
  USING (author_id = wellnest_acting_user())
  WITH CHECK (author_id = wellnest_acting_user() OR author_id IS NULL);
--> statement-breakpoint
CREATE POLICY community_threads_own_delete ON community_threads FOR DELETE TO wellnest_app
  USING (author_id = wellnest_acting_user());
--> statement-breakpoint
CREATE POLICY community_threads_system ON community_threads TO wellnest_app
  USING (wellnest_is_system()) WITH CHECK (wellnest_is_system());
--> statement-breakpoint
ALTER TABLE "community_posts" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY community_posts_read ON community_posts FOR SELECT TO wellnest_app
  USING (status <> 'held' OR author_id = wellnest_acting_user());
--> statement-breakpoint
CREATE POLICY community_posts_own_insert ON community_posts FOR INSERT TO wellnest_app
  WITH CHECK (author_id = wellnest_acting_user());
--> statement-breakpoint
CREATE POLICY community_posts_own_update ON community_posts FOR UPDATE TO wellnest_app
  USING (author_id = wellnest_acting_user())
  WITH CHECK (author_id = wellnest_acting_user() OR author_id IS NULL);
--> statement-breakpoint
CREATE POLICY community_posts_own_delete ON community_posts FOR DELETE TO wellnest_app
  USING (author_id = wellnest_acting_user());
--> statement-breakpoint
CREATE POLICY community_posts_system ON community_posts TO wellnest_app
  USING (wellnest_is_system()) WITH CHECK (wellnest_is_system());
--> statement-breakpoint
-- Only a moderator (the system) publishes what is held, hidden or deleted: an author cannot approve
-- their own held post or thread. Binds whom the policies bind (not the owner, not a superuser).
CREATE OR REPLACE FUNCTION community_publish_by_moderator() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF row_security_active(TG_RELID) AND NOT wellnest_is_system()
     AND NEW.status = 'published' AND OLD.status <> 'published' THEN
    RAISE EXCEPTION 'only a moderator publishes a % that is %', TG_TABLE_NAME, OLD.status
      USING ERRCODE = '42501';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER community_threads_publish_by_moderator BEFORE UPDATE OF status ON community_threads
  FOR EACH ROW EXECUTE FUNCTION community_publish_by_moderator();
--> statement-breakpoint
CREATE TRIGGER community_posts_publish_by_moderator BEFORE UPDATE OF status ON community_posts
  FOR EACH ROW EXECUTE FUNCTION community_publish_by_moderator();
--> statement-breakpoint
-- A published reply moves its thread up the list, whoever started the thread: that one column,
-- through a function that runs as the owner (the replier may not update another's thread).
CREATE OR REPLACE FUNCTION community_touch_thread(thread uuid, at timestamptz) RETURNS void
  LANGUAGE sql SECURITY DEFINER SET search_path = public, pg_temp AS $$
  UPDATE community_threads SET last_post_at = at WHERE id = thread AND status = 'published'
$$;
--> statement-breakpoint
-- Whether anyone but `member` has a post in the thread in one of `statuses`, held ones included,
-- which the member cannot read: a thread others replied to keeps its place when its author
-- deletes their opening post or their account.
CREATE OR REPLACE FUNCTION community_thread_others_posted(thread uuid, member text, statuses text[])
  RETURNS boolean LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  SELECT EXISTS (
    SELECT 1 FROM community_posts p
    WHERE p.thread_id = thread AND p.status = ANY (statuses)
      AND (p.author_id IS NULL OR p.author_id <> member)
  )
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION community_touch_thread(uuid, timestamptz) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION community_touch_thread(uuid, timestamptz) TO wellnest_app;
--> statement-breakpoint
REVOKE ALL ON FUNCTION community_thread_others_posted(uuid, text, text[]) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION community_thread_others_posted(uuid, text, text[]) TO wellnest_app;
--> statement-breakpoint
-- Display names are public pseudonyms (and must stay unique); reactions are counted in public.
ALTER TABLE "community_profiles" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY community_profiles_read ON community_profiles FOR SELECT TO wellnest_app
  USING (true);
--> statement-breakpoint
CREATE POLICY community_profiles_own_insert ON community_profiles FOR INSERT TO wellnest_app
  WITH CHECK (member_id = wellnest_acting_user());
--> statement-breakpoint
CREATE POLICY community_profiles_own_update ON community_profiles FOR UPDATE TO wellnest_app
  USING (member_id = wellnest_acting_user()) WITH CHECK (member_id = wellnest_acting_user());
--> statement-breakpoint
CREATE POLICY community_profiles_own_delete ON community_profiles FOR DELETE TO wellnest_app
  USING (member_id = wellnest_acting_user());
--> statement-breakpoint
CREATE POLICY community_profiles_system ON community_profiles TO wellnest_app
  USING (wellnest_is_system()) WITH CHECK (wellnest_is_system());
--> statement-breakpoint
ALTER TABLE "community_reactions" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY community_reactions_read ON community_reactions FOR SELECT TO wellnest_app
  USING (true);
--> statement-breakpoint
CREATE POLICY community_reactions_own_insert ON community_reactions FOR INSERT TO wellnest_app
  WITH CHECK (member_id = wellnest_acting_user());
--> statement-breakpoint
CREATE POLICY community_reactions_own_update ON community_reactions FOR UPDATE TO wellnest_app
  USING (member_id = wellnest_acting_user()) WITH CHECK (member_id = wellnest_acting_user());
--> statement-breakpoint
CREATE POLICY community_reactions_own_delete ON community_reactions FOR DELETE TO wellnest_app
  USING (member_id = wellnest_acting_user());
--> statement-breakpoint
CREATE POLICY community_reactions_system ON community_reactions TO wellnest_app
  USING (wellnest_is_system()) WITH CHECK (wellnest_is_system());
--> statement-breakpoint
-- Listings: approved ones are the public directory. The owner applies (pending only) and may
-- clear their name from a pending one; review is the system's, and an approved or rejected
-- listing loses its owner only through the foreign key when the account goes.
ALTER TABLE "providers" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY providers_read ON providers FOR SELECT TO wellnest_app
  USING (status = 'approved' OR owner_id = wellnest_acting_user());
--> statement-breakpoint
CREATE POLICY providers_own_insert ON providers FOR INSERT TO wellnest_app
  WITH CHECK (owner_id = wellnest_acting_user() AND status = 'pending');
--> statement-breakpoint
CREATE POLICY providers_own_update ON providers FOR UPDATE TO wellnest_app
  USING (owner_id = wellnest_acting_user() AND status = 'pending')
  WITH CHECK ((owner_id = wellnest_acting_user() OR owner_id IS NULL) AND status = 'pending');
--> statement-breakpoint
CREATE POLICY providers_own_delete ON providers FOR DELETE TO wellnest_app
  USING (owner_id = wellnest_acting_user() AND status = 'pending');
--> statement-breakpoint
CREATE POLICY providers_system ON providers TO wellnest_app
  USING (wellnest_is_system()) WITH CHECK (wellnest_is_system());
--> statement-breakpoint
-- Products: the same shape (approved ones are the shared catalogue).
ALTER TABLE "products" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY products_read ON products FOR SELECT TO wellnest_app
  USING (status = 'approved' OR submitted_by = wellnest_acting_user());
--> statement-breakpoint
CREATE POLICY products_own_insert ON products FOR INSERT TO wellnest_app
  WITH CHECK (submitted_by = wellnest_acting_user() AND status = 'pending');
--> statement-breakpoint
CREATE POLICY products_own_update ON products FOR UPDATE TO wellnest_app
  USING (submitted_by = wellnest_acting_user() AND status = 'pending')
  WITH CHECK ((submitted_by = wellnest_acting_user() OR submitted_by IS NULL) AND status = 'pending');
--> statement-breakpoint
CREATE POLICY products_own_delete ON products FOR DELETE TO wellnest_app
  USING (submitted_by = wellnest_acting_user() AND status = 'pending');
--> statement-breakpoint
CREATE POLICY products_system ON products TO wellnest_app
  USING (wellnest_is_system()) WITH CHECK (wellnest_is_system());
--> statement-breakpoint
-- A share link's views name no user, but they are the sharer's: a row is visible through its share,
-- which row-level security already keeps to its owner. The public share page records views as the
-- system.
ALTER TABLE "share_views" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY share_views_own_rows ON share_views TO wellnest_app
  USING (EXISTS (SELECT 1 FROM shares s WHERE s.id = share_views.share_id))
  WITH CHECK (EXISTS (SELECT 1 FROM shares s WHERE s.id = share_views.share_id));
--> statement-breakpoint
CREATE POLICY share_views_system ON share_views TO wellnest_app
  USING (wellnest_is_system()) WITH CHECK (wellnest_is_system());
--> statement-breakpoint
-- The outbox now names its user (ADR 047): its writes drop that user's caches like every other user table (ADR 025).
SELECT wellnest_watch_user_table('dev_outbox');
