/** The declarations (ADR 119: head tags, first data, views) of the legal documents: indexed articles, each short path pointing at its long one. */
import { INDEXED, type PageMeta } from '#client/config/page-meta-types';
import { declarePages } from '../../page-declaration';

const privacyMeta: PageMeta = {
  title: 'Privacy Policy | Wellnest',
  description:
    'What health and account data Wellnest collects, why, the legal bases we rely on (including explicit consent for health data), how long we keep it, and how to export or delete it.',
  robots: INDEXED,
  ogType: 'article',
  canonicalPath: '/privacy-policy',
};

const termsMeta: PageMeta = {
  title: 'Terms of Service | Wellnest',
  description:
    'The terms for using Wellnest: educational only and not a medical device, accounts, acceptable use, subscriptions and cancellation, AI limitations and liability.',
  robots: INDEXED,
  ogType: 'article',
  canonicalPath: '/terms-of-service',
};

export const LEGAL_DECLARATIONS = declarePages({
  privacy: { meta: privacyMeta },
  terms: { meta: termsMeta },
  legal: {
    meta: {
      title: 'Legal and Medical Disclaimer | Wellnest',
      description:
        'All Wellnest legal documents in one place — privacy policy, terms, compliance center and wellness policy — plus our medical disclaimer.',
      robots: INDEXED,
      ogType: 'article',
    },
  },
  complianceCenter: {
    meta: {
      title: 'Compliance Center | Wellnest security and data protection',
      description:
        'How Wellnest protects health data: HIPAA technical safeguards as a benchmark, GDPR data rights, OWASP ASVS, audit logging and how to report a security issue.',
      robots: INDEXED,
      ogType: 'article',
    },
  },
  wellnessPolicy: {
    meta: {
      title: 'Wellness Information Policy | Wellnest',
      description:
        'What wellness information means at Wellnest, the public sources we cite, and the limits we place on our AI: it never diagnoses, prescribes or triages.',
      robots: INDEXED,
      ogType: 'article',
    },
  },
});
