/**
 * Head tags for the community: the forum, its threads and its modlog are public and indexed; the
 * rest is not. Short: the meta table is part of the landing page's first load.
 */
import { INDEXED, NOT_INDEXED, type PageMeta, type Robots } from '#client/config/page-meta-types';

const page = (title: string, robots: Robots = NOT_INDEXED): PageMeta => ({
  title: `${title} | Wellnest`,
  description: 'A moderated community: members’ experiences, not medical advice.',
  robots,
});

export const COMMUNITY_PAGE_META: Readonly<Record<string, PageMeta>> = {
  '/community': page('Community', INDEXED),
  '/community/modlog': page('Moderation Log', INDEXED),
  '/community/new': page('New Thread'),
  '/community/threads/:id': page('Thread', INDEXED),
  '/community/moderation': page('Moderation'),
  '/dashboard/community': page('My Community'),
};
