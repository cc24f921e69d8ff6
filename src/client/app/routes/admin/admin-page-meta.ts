/** Head tags for the admin pages: never indexed. */
import { NOT_INDEXED, type PageMeta } from '#client/config/page-meta-types';

const page = (title: string, description: string): PageMeta => ({
  title: `${title} | Wellnest`,
  description,
  robots: NOT_INDEXED,
});

export const ADMIN_PAGE_META: Readonly<Record<string, PageMeta>> = {
  '/admin': page('Administration', 'Users, plans and the admin tools.'),
  '/diagnostics': page('Diagnostics', 'Recent client errors and system health.'),
  '/auth/health': page('Auth Health', 'The sign-in subsystem: sessions, failures, verification.'),
  '/onboarding-testing': page(
    'Onboarding Testing',
    'Walk the onboarding flow with a throwaway profile; nothing is saved.',
  ),
};
