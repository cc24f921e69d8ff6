/**
 * Queries of the community's tables (ADR 040). Topics, profiles, threads, posts, reactions and the
 * modlog are shared content: every read here filters by status and viewer itself, and row-level
 * security holds it too (migration 0019): a held thread or post is its author's alone, and only
 * its author writes it. Follows, reports and silences are user-owned rows: `db` (acting for the
 * signed-in user) reads and writes one's own; moderation, which reads everyone's reports and
 * silences someone else, runs on `systemDb` or as the system (its routes are declared admin: the
 * actor gate lets only ADMIN_EMAILS users through and switches their request to the system).
 *
 * One file per sub-resource (ADR 107): members and topics (community-members.repository.ts),
 * threads and the dashboard (community-threads.repository.ts), reactions, reports and follows
 * (community-engagement.repository.ts), moderation and the modlog
 * (community-moderation.repository.ts); this file puts them together as the one repository.
 */
import type { Db } from '#server/db/client';
import type { AccountsReader } from '#server/modules/auth/index';
import { followQueries, reactionAndReportQueries } from './community-engagement.repository';
import { authorLockQueries, memberQueries } from './community-members.repository';
import { moderationQueries } from './community-moderation.repository';
import { dashboardQueries, threadQueries } from './community-threads.repository';

export { FLAGGED_PREFIX, NO_PENDING_EDIT } from './community-rows';
export type {
  ListThreadsQuery,
  ModlogRow,
  NewPost,
  PendingColumn,
  PostRow,
  ThreadListRow,
  ThreadRow,
  TopicRow,
} from './community-rows';
export type { AuthorTx } from './community-members.repository';
export { threadOthersPosted } from './community-threads.repository';

export function createCommunityRepository(
  db: Db,
  systemDb: Db,
  /** The app context's accounts reader over `systemDb` (`systemReaders.accounts`, ADR 176). */
  systemAccounts: Pick<AccountsReader, 'exists' | 'identityOf'>,
) {
  return {
    ...memberQueries(db, systemAccounts),
    ...authorLockQueries(db),
    ...threadQueries(db),
    ...reactionAndReportQueries(db),
    ...followQueries(db, systemDb),
    ...dashboardQueries(db),
    ...moderationQueries(db, systemDb),
  };
}
export type CommunityRepository = ReturnType<typeof createCommunityRepository>;
