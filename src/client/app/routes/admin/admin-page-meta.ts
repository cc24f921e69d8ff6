/** Head tags for the admin pages: never indexed; one short description (they sit in the first load's meta table). */
import { NOT_INDEXED, type PageMeta } from '#client/config/page-meta-types';

const page = (title: string): PageMeta => ({
  title: `${title} | Wellnest`,
  description: 'Wellnest administration.',
  robots: NOT_INDEXED,
});

export const ADMIN_PAGE_META: Readonly<Record<string, PageMeta>> = {
  '/admin': page('Administration'),
  '/diagnostics': page('Diagnostics'),
  '/auth/health': page('Auth Health'),
  '/onboarding-testing': page('Onboarding Testing'),
};
