/** Head tags for the account and health-profile pages (signed in, never indexed). */
import { NOT_INDEXED, type PageMeta } from '#client/config/page-meta-types';

const onboardingMeta: PageMeta = {
  title: 'Set Up Your Health Profile | Wellnest',
  description:
    'Seven short steps about you, your health, medications, diet and goals, saved as you go.',
  robots: NOT_INDEXED,
};

export const ACCOUNT_PAGE_META: Readonly<Record<string, PageMeta>> = {
  '/profile': {
    title: 'Your Health Profile | Wellnest',
    description:
      'Review and edit the health profile Wellnest uses to tailor checks and suggestions.',
    robots: NOT_INDEXED,
  },
  '/account': {
    title: 'Account Settings | Wellnest',
    description: 'Your Wellnest account, plan, health journey and data rights.',
    robots: NOT_INDEXED,
  },
  '/onboarding': onboardingMeta,
  '/profile-completion': onboardingMeta,
  '/health/profile-completion': onboardingMeta,
  '/health/journey-selector': {
    title: 'Your Health Journey | Wellnest',
    description:
      'Choose how much time you want to spend on your wellness each week: maintain, improve or transform.',
    robots: NOT_INDEXED,
  },
};
