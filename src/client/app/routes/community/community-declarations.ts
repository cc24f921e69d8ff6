/**
 * The declarations (ADR 119: head tags, first data, views) of the community: the forum, its threads and its modlog are public and indexed; the
 * rest is not. Short: the meta table is part of the landing page's first load.
 */
import { INDEXED, NOT_INDEXED, type PageMeta, type Robots } from '#client/config/page-meta-types';
import { declarePages } from '../../page-declaration';
import { id, query } from '../../page-requests';

const page = (title: string, robots: Robots = NOT_INDEXED): PageMeta => ({
  title: `${title} | Wellnest`,
  description: 'A moderated community: members’ experiences, not medical advice.',
  robots,
});

/** The thread list's first page as useThreads asks it: the address's topic and search (get-threads.ts). */
function threadsOf(search: string | undefined): string {
  const address = new URLSearchParams(search);
  return `/api/community/threads${query({ topic: address.get('topic'), q: address.get('q') })}`;
}

export const COMMUNITY_DECLARATIONS = declarePages({
  // Public and prerendered; a member's visit is rendered with the topics, the list (their own
  // held threads in it) and their followed topics, so the list paints with the HTML and nothing
  // moves when it arrives.
  community: {
    meta: page('Community', INDEXED),
    data: {
      firstRequests: ({ search }) => [
        '/api/community/topics',
        threadsOf(search),
        '/api/community/me',
      ],
    },
  },
  modlog: { meta: page('Moderation Log', INDEXED) },
  newThread: {
    meta: page('New Thread'),
    data: {
      firstRequests: () => ['/api/community/topics'],
      // The member's community name, asked once the topics are in.
      thenRequests: () => ['/api/community/me'],
    },
  },
  thread: {
    meta: page('Thread', INDEXED),
    data: { firstRequests: ({ params }) => [`/api/community/threads/${id(params.id)}`] },
  },
  moderation: {
    meta: page('Moderation'),
    data: { firstRequests: () => ['/api/community/moderation/queue'] },
  },
  myCommunity: { meta: page('My Community'), data: { firstRequests: () => ['/api/community/me'] } },
});
