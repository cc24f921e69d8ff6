/**
 * The declarations (ADR 119: head tags, first data, views) of the admin pages: never indexed, and one short description, as the meta table is
 * part of the landing page's first load.
 */
import { NOT_INDEXED, type PageMeta } from '#client/config/page-meta-types';
import { declarePages, sharedPageData } from '../../page-declaration';

const page = (title: string): PageMeta => ({
  title: `${title} | Wellnest`,
  description: 'Wellnest administration.',
  robots: NOT_INDEXED,
});

/** The overview and the onboarding test page both open on the admin overview. */
const ADMIN_OVERVIEW_DATA = sharedPageData('adminOverview', {
  firstRequests: () => ['/api/admin/overview'],
});

export const ADMIN_DECLARATIONS = declarePages({
  adminOverview: { meta: page('Administration'), data: ADMIN_OVERVIEW_DATA },
  diagnostics: {
    meta: page('Diagnostics'),
    data: { firstRequests: () => ['/api/admin/diagnostics'] },
  },
  authHealth: {
    meta: page('Auth Health'),
    data: { firstRequests: () => ['/api/admin/auth-health'] },
  },
  onboardingTesting: { meta: page('Onboarding Testing'), data: ADMIN_OVERVIEW_DATA },
});
