/**
 * The declarations (ADR 119: head tags, first data, views) of the community: the forum, its threads and its modlog are public and indexed; the
 * rest is not. Short: the meta table is part of the landing page's first load.
 */
import { INDEXED, NOT_INDEXED, type PageMeta, type Robots } from '#client/config/page-meta-types';
import { declarePages } from '../../page-declaration';
import { id } from '../../page-requests';

const page = (title: string, robots: Robots = NOT_INDEXED): PageMeta => ({
  title: `${title} | Wellnest`,
  description: 'A moderated community: members’ experiences, not medical advice.',
  robots,
});

export const COMMUNITY_DECLARATIONS = declarePages({
  community: { meta: page('Community', INDEXED) },
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
