/**
 * Every community page in one lazy chunk, by its route path: the route table then names one file
 * instead of five, which keeps the landing page's first load (it carries the table) small. The
 * new-thread page has its own chunk (community-routes.ts).
 */
import type { ComponentType } from 'react';
import CommunityPage from './community';
import ModerationPage from './moderation';
import ModlogPage from './modlog';
import MyCommunityPage from './my-community';
import ThreadPage from './thread';

export const COMMUNITY_PAGES: Readonly<Record<string, ComponentType>> = {
  '/community': CommunityPage,
  '/community/modlog': ModlogPage,
  '/community/moderation': ModerationPage,
  '/community/threads/:id': ThreadPage,
  '/dashboard/community': MyCommunityPage,
};
