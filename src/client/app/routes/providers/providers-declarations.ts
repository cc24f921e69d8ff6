/**
 * The declarations (ADR 119: head tags, first data, views) of the provider pages: the directory and each provider's page are public and indexed
 * (/healthcare-providers is the directory's alias); the application, the share manager and every
 * shared summary are kept out of search results (a summary link is private to whoever holds it).
 */
import { INDEXED, NOT_INDEXED, type PageMeta } from '#client/config/page-meta-types';
import { declarePages } from '../../page-declaration';
import { id } from '../../page-requests';

const directoryMeta: PageMeta = {
  title: 'Wellness and Healthcare Providers | Wellnest',
  description:
    'Find a wellness or healthcare provider who has joined Wellnest: search by name, specialty, location or telehealth. Every listing is reviewed by our team before it is shown.',
  robots: INDEXED,
  canonicalPath: '/wellness-providers',
};

export const PROVIDERS_DECLARATIONS = declarePages({
  providerDirectory: { meta: directoryMeta },
  joinAsProvider: {
    meta: {
      title: 'Join Wellnest as a Provider | Wellnest',
      description:
        'Apply to be listed in the Wellnest provider directory: your profession, specialty, licence or NPI number, location and languages. Our team reviews every application.',
      robots: NOT_INDEXED,
    },
    data: { firstRequests: () => ['/api/providers/mine'] },
  },
  provider: {
    meta: {
      title: 'Provider | Wellnest',
      description:
        'A provider listed in the Wellnest directory: profession, specialty, location, languages and whether they offer telehealth.',
      robots: INDEXED,
    },
    data: { firstRequests: ({ params }) => [`/api/providers/${id(params.id)}`] },
  },
  shares: {
    meta: {
      title: 'Share a Summary with a Provider | Wellnest',
      description:
        'Share a read-only summary of your medicines, trends or a lab report by a private link that expires, see how often it was viewed, and revoke it at any time.',
      robots: NOT_INDEXED,
    },
    data: {
      firstRequests: () => ['/api/shares'],
      // What a new share can carry and whom it can go to, asked once the list has rendered.
      thenRequests: () => ['/api/labs', '/api/providers'],
    },
  },
  sharedSummary: {
    meta: {
      title: 'Shared Health Summary | Wellnest',
      description: 'A read-only summary someone shared with you through Wellnest.',
      robots: NOT_INDEXED,
    },
    data: { firstRequests: ({ params }) => [`/api/shared/${id(params.token)}`] },
  },
});

export function withTitle(meta: PageMeta, title: string): PageMeta {
  return { ...meta, title: `${title} | Wellnest` };
}
