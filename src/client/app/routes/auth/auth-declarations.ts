/** The declarations (ADR 119: head tags, first data, views) of the sign-in, sign-up and verification pages (forms: never indexed). */
import { NOT_INDEXED } from '#client/config/page-meta-types';
import { declarePages } from '../../page-declaration';

export const AUTH_DECLARATIONS = declarePages({
  login: {
    meta: {
      title: 'Sign In | Wellnest',
      description: 'Sign in to your Wellnest account.',
      robots: NOT_INDEXED,
    },
  },
  register: {
    meta: {
      title: 'Create Your Account | Wellnest',
      description: 'Create a Wellnest account and choose Free Wellness or Wellness Pro.',
      robots: NOT_INDEXED,
    },
  },
  verify: {
    meta: {
      title: 'Verify Your Email | Wellnest',
      description: 'Confirm your email address to finish setting up your Wellnest account.',
      robots: NOT_INDEXED,
    },
  },
});
