/** The declarations (ADR 119: head tags, first data, views) of the account and health-profile pages (signed in, never indexed). */
import { NOT_INDEXED, type PageMeta } from '#client/config/page-meta-types';
import { declarePages } from '../../page-declaration';
import { PROFILE_DATA } from '../../page-requests';

const onboardingMeta: PageMeta = {
  title: 'Set Up Your Health Profile | Wellnest',
  description:
    'Seven short steps about you, your health, medications, diet and goals, saved as you go.',
  robots: NOT_INDEXED,
};

export const ACCOUNT_DECLARATIONS = declarePages({
  profile: {
    meta: {
      title: 'Your Health Profile | Wellnest',
      description:
        'Review and edit the health profile Wellnest uses to tailor checks and suggestions.',
      robots: NOT_INDEXED,
    },
    data: PROFILE_DATA,
    views: ['profile'],
  },
  account: {
    meta: {
      title: 'Account Settings | Wellnest',
      description: 'Your Wellnest account, plan, health journey and data rights.',
      robots: NOT_INDEXED,
    },
    data: {
      firstRequests: () => [
        '/api/profile',
        '/api/preferences',
        '/api/account/settings',
        '/api/account/sessions',
        '/api/account/body-metrics',
      ],
    },
    views: ['preferences', 'profile'],
  },
  onboarding: { meta: onboardingMeta, data: PROFILE_DATA, views: ['profile'] },
  journeySelector: {
    meta: {
      title: 'Your Health Journey | Wellnest',
      description:
        'Choose how much time you want to spend on your wellness each week: maintain, improve or transform.',
      robots: NOT_INDEXED,
    },
    data: { firstRequests: () => ['/api/preferences'] },
    views: ['preferences'],
  },
});
