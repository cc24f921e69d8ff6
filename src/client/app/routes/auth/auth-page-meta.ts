/** Head tags for the sign-in, sign-up and verification pages (forms: never indexed). */
import { NOT_INDEXED, type PageMeta } from '#client/config/page-meta-types';

export const AUTH_PAGE_META: Readonly<Record<string, PageMeta>> = {
  '/login': {
    title: 'Sign In | Wellnest',
    description: 'Sign in to your Wellnest account.',
    robots: NOT_INDEXED,
  },
  '/register': {
    title: 'Create Your Account | Wellnest',
    description: 'Create a Wellnest account and choose Free Wellness or Wellness Pro.',
    robots: NOT_INDEXED,
  },
  '/auth': {
    title: 'Verify Your Email | Wellnest',
    description: 'Confirm your email address to finish setting up your Wellnest account.',
    robots: NOT_INDEXED,
  },
};
