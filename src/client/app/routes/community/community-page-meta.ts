/**
 * Head tags for the community: the forum and its modlog are public and indexed; the rest is not.
 * Kept short: the meta table is part of the landing page's first load.
 */
import { INDEXED, NOT_INDEXED, type PageMeta, type Robots } from '#client/config/page-meta-types';

const DESCRIPTION =
  'A moderated community about sleep, nutrition, fitness, wellbeing, conditions, medicines and supplements. Members’ experiences, not medical advice.';

const page = (title: string, robots: Robots = NOT_INDEXED): PageMeta => ({
  title: `${title} | Wellnest`,
  description: DESCRIPTION,
  robots,
});

export const COMMUNITY_PAGE_META: Readonly<Record<string, PageMeta>> = {
  '/community': page('Community', INDEXED),
  '/community/modlog': page('Community Moderation Log', INDEXED),
  '/community/new': page('Start a Thread'),
  '/community/threads/:id': page('Community Thread', INDEXED),
  '/community/moderation': page('Moderation Queue'),
  '/dashboard/community': page('My Community'),
};
