/**
 * Head tags for the admin pages: never indexed, and one short description, as the meta table is
 * part of the landing page's first load.
 */
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
