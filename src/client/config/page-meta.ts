/**
 * Title, description, robots, social and structured data for every route (spec §2 'Shell').
 * Read by the prerenderer (static <head> for public pages) and by usePageMeta (client-side
 * navigation). URLs use the %APP_URL% placeholder; the server swaps in the configured origin when
 * it serves a page, and the browser swaps in window.location.origin.
 */
import {
  CURRENCY,
  FREE_PRICE_USD,
  PLAN_DISPLAY_NAMES,
  WELLNESS_PRO_MONTHLY_USD,
  WELLNESS_PRO_YEARLY_USD,
} from '#shared/domain/plans';
import { LANDING_FAQ } from './faq';
import { LAB_PAGE_META } from '../app/routes/labs/labs-page-meta';
import { TRACKING_PAGE_META } from '../app/routes/tracking/tracking-meta';
import { PROGRESS_PAGE_META } from '../app/routes/progress/progress-page-meta';
import type { PageMeta } from './page-meta-types';

export const APP_URL_PLACEHOLDER = '%APP_URL%';

export const SITE = {
  name: 'Wellnest',
  tagline: 'Understand your supplements, labs and habits, with every answer sourced.',
  description:
    'Wellnest is a wellness companion for adults: interaction checks between supplements, foods and drugs, plain-language lab marker explanations, and symptom, mood and habit tracking. Every warning cites its source. Educational only, not medical advice.',
  shortDisclaimer: 'Educational only — not medical advice.',
  supportEmail: 'support@wellnest.app',
  url: APP_URL_PLACEHOLDER,
  ogImage: `${APP_URL_PLACEHOLDER}/favicon.svg`,
  logo: `${APP_URL_PLACEHOLDER}/favicon.svg`,
  locale: 'en_US',
  themeColor: '#0f766e',
  /** When the legal documents last changed; each legal page shows it. */
  legalLastUpdated: 'November 21, 2026',
  legalLastUpdatedIso: '2026-11-21',
  emergencyNumbers: [
    { region: 'US', number: '911' },
    { region: 'UK', number: '999' },
    { region: 'EU', number: '112' },
  ],
} as const;

export type { PageMeta, Robots } from './page-meta-types';

const url = (path: string) =>
  path === '/' ? `${APP_URL_PLACEHOLDER}/` : `${APP_URL_PLACEHOLDER}${path}`;

const ORGANIZATION = {
  '@context': 'https://schema.org',
  '@type': 'Organization',
  '@id': `${APP_URL_PLACEHOLDER}/#organization`,
  name: SITE.name,
  url: url('/'),
  logo: SITE.logo,
  email: SITE.supportEmail,
  description: SITE.description,
  contactPoint: [
    {
      '@type': 'ContactPoint',
      contactType: 'customer support',
      email: SITE.supportEmail,
      availableLanguage: ['English'],
      url: url('/contact'),
    },
  ],
};

const SOFTWARE_APPLICATION = {
  '@context': 'https://schema.org',
  '@type': 'SoftwareApplication',
  name: SITE.name,
  url: url('/'),
  description: SITE.description,
  applicationCategory: 'HealthApplication',
  operatingSystem: 'Web browser',
  publisher: { '@id': `${APP_URL_PLACEHOLDER}/#organization` },
  offers: [
    {
      '@type': 'Offer',
      name: PLAN_DISPLAY_NAMES.wellness,
      price: String(FREE_PRICE_USD),
      priceCurrency: CURRENCY,
      url: url('/pricing'),
    },
    {
      '@type': 'Offer',
      name: PLAN_DISPLAY_NAMES.wellness_plus,
      price: String(WELLNESS_PRO_MONTHLY_USD),
      priceCurrency: CURRENCY,
      url: url('/pricing'),
      priceSpecification: [
        {
          '@type': 'UnitPriceSpecification',
          price: String(WELLNESS_PRO_MONTHLY_USD),
          priceCurrency: CURRENCY,
          unitCode: 'MON',
          referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' },
        },
        {
          '@type': 'UnitPriceSpecification',
          price: String(WELLNESS_PRO_YEARLY_USD),
          priceCurrency: CURRENCY,
          unitCode: 'ANN',
          referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'ANN' },
        },
      ],
    },
  ],
};

const WEBSITE = {
  '@context': 'https://schema.org',
  '@type': 'WebSite',
  name: SITE.name,
  url: url('/'),
  publisher: { '@id': `${APP_URL_PLACEHOLDER}/#organization` },
  potentialAction: {
    '@type': 'SearchAction',
    target: {
      '@type': 'EntryPoint',
      urlTemplate: `${APP_URL_PLACEHOLDER}/search?q={search_term_string}`,
    },
    'query-input': 'required name=search_term_string',
  },
};

const FAQ_PAGE = {
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  mainEntity: LANDING_FAQ.map((item) => ({
    '@type': 'Question',
    name: item.question,
    acceptedAnswer: { '@type': 'Answer', text: item.answer },
  })),
};

const PUBLIC = 'index,follow' as const;
const PRIVATE = 'noindex,nofollow' as const;

const privacyMeta: PageMeta = {
  title: 'Privacy Policy | Wellnest',
  description:
    'What health and account data Wellnest collects, why, the legal bases we rely on (including explicit consent for health data), how long we keep it, and how to export or delete it.',
  robots: PUBLIC,
  ogType: 'article',
  canonicalPath: '/privacy-policy',
};

const termsMeta: PageMeta = {
  title: 'Terms of Service | Wellnest',
  description:
    'The terms for using Wellnest: educational only and not a medical device, accounts, acceptable use, subscriptions and cancellation, AI limitations and liability.',
  robots: PUBLIC,
  ogType: 'article',
  canonicalPath: '/terms-of-service',
};

const onboardingMeta: PageMeta = {
  title: 'Set Up Your Health Profile | Wellnest',
  description:
    'Seven short steps about you, your health, medications, diet and goals, saved as you go.',
  robots: PRIVATE,
};

/** /upgrade/{feature}: one entry for every feature; the page adds the feature to the title. */
export const UPGRADE_META: PageMeta = {
  title: 'Upgrade to Wellness Pro | Wellnest',
  description: `What a Wellnest feature needs, which plan includes it, and what Wellness Pro costs: $${WELLNESS_PRO_MONTHLY_USD} a month or $${WELLNESS_PRO_YEARLY_USD} a year.`,
  robots: PRIVATE,
};

const medicineCabinetMeta: PageMeta = {
  title: 'Your Medicine Cabinet | Wellnest',
  description:
    'Keep your medicines, supplements and vitamins in one place. They are checked against each other after every change, with the source for every warning.',
  robots: PRIVATE,
  canonicalPath: '/safety/cabinet',
};

const medicationSafetyMeta: PageMeta = {
  title: 'Medication Safety | Wellnest',
  description:
    'Your medicine cabinet at a glance: medicines taken now, interactions found by severity, and the most important ones with their sources.',
  robots: PRIVATE,
  canonicalPath: '/dashboard/medication-safety',
};

const interactionCheckerMeta: PageMeta = {
  title: 'Interaction Checker | Medicines, supplements and foods | Wellnest',
  description:
    'Check medicines, supplements, herbs and foods against each other for free. Each interaction shows how serious it is, what it means, what to do and the public source behind it. Educational only.',
  robots: PUBLIC,
  canonicalPath: '/interaction-analyzer',
};

export const PAGE_META: Record<string, PageMeta> = {
  '/': {
    title: 'Wellnest — Personalized wellness insights, with every answer sourced',
    description: SITE.description,
    robots: PUBLIC,
    ogType: 'website',
    jsonLd: [ORGANIZATION, SOFTWARE_APPLICATION, WEBSITE, FAQ_PAGE],
  },
  '/about': {
    title: 'About Wellnest | Educational wellness you can check',
    description:
      'Why we built Wellnest, the principles behind it (sources on every warning, your data stays yours, an AI that never diagnoses) and how to reach us.',
    robots: PUBLIC,
  },
  '/how-it-works': {
    title: 'How Wellnest Works | From sign-up to your first report',
    description:
      'Create an account, build your wellness profile, run sourced interaction checks and track symptoms, mood and habits, then review trends and reports. Educational only.',
    robots: PUBLIC,
  },
  '/features': {
    title: 'Features | Wellnest',
    description:
      'Interaction checks, lab marker explanations, symptom, mood and habit tracking, meal planning, essential oils, product fact-checks, reports, community and an AI assistant: what is free and what is in Wellness Pro.',
    robots: PUBLIC,
  },
  '/contact': {
    title: 'Contact Wellnest | Support and questions',
    description: `Send the Wellnest team a message or email ${SITE.supportEmail}. We reply within two business days. For emergencies call 911, 999 or 112.`,
    robots: PUBLIC,
  },
  '/pricing': {
    title: 'Pricing | Free Wellness and Wellness Pro',
    description: `Free Wellness costs nothing. Wellness Pro is $${WELLNESS_PRO_MONTHLY_USD} a month or $${WELLNESS_PRO_YEARLY_USD} a year, with lab uploads, the interactions database, unlimited AI chat and PDF reports.`,
    robots: PUBLIC,
  },
  '/pro-features': {
    title: 'Wellness Pro Features | Wellnest',
    description: `Everything Wellness Pro adds to Free Wellness: lab uploads with OCR, the interactions database, unlimited AI chat, pattern insights and reports for your clinician. $${WELLNESS_PRO_MONTHLY_USD} a month or $${WELLNESS_PRO_YEARLY_USD} a year.`,
    robots: PUBLIC,
  },
  '/upgrade/:feature': UPGRADE_META,
  '/subscription': {
    title: 'Your Subscription | Wellnest',
    description: 'Your Wellnest plan, its renewal date, and where to manage or cancel it.',
    robots: PRIVATE,
  },
  '/subscription-success': {
    title: 'Subscription Confirmed | Wellnest',
    description: 'Confirming your Wellness Pro subscription.',
    robots: PRIVATE,
  },
  '/subscription-cancel': {
    title: 'Checkout Cancelled | Wellnest',
    description:
      'You left the checkout before paying: no charge was made and your plan has not changed.',
    robots: PRIVATE,
  },
  '/subscription-setup': {
    title: 'Start Your Subscription | Wellnest',
    description:
      'Start the subscription you chose when you signed up, or continue on Free Wellness.',
    robots: PRIVATE,
  },
  '/privacy': privacyMeta,
  '/privacy-policy': privacyMeta,
  '/terms': termsMeta,
  '/terms-of-service': termsMeta,
  '/legal': {
    title: 'Legal and Medical Disclaimer | Wellnest',
    description:
      'All Wellnest legal documents in one place — privacy policy, terms, compliance center and wellness policy — plus our medical disclaimer.',
    robots: PUBLIC,
    ogType: 'article',
  },
  '/compliance-center': {
    title: 'Compliance Center | Wellnest security and data protection',
    description:
      'How Wellnest protects health data: HIPAA technical safeguards as a benchmark, GDPR data rights, OWASP ASVS, audit logging and how to report a security issue.',
    robots: PUBLIC,
    ogType: 'article',
  },
  '/wellness-policy': {
    title: 'Wellness Information Policy | Wellnest',
    description:
      'What wellness information means at Wellnest, the public sources we cite, and the limits we place on our AI: it never diagnoses, prescribes or triages.',
    robots: PUBLIC,
    ogType: 'article',
  },
  '/login': {
    title: 'Sign In | Wellnest',
    description: 'Sign in to your Wellnest account.',
    robots: PRIVATE,
  },
  '/register': {
    title: 'Create Your Account | Wellnest',
    description: 'Create a Wellnest account and choose Free Wellness or Wellness Pro.',
    robots: PRIVATE,
  },
  '/auth': {
    title: 'Verify Your Email | Wellnest',
    description: 'Confirm your email address to finish setting up your Wellnest account.',
    robots: PRIVATE,
  },
  '/dashboard': {
    title: 'Your Dashboard | Wellnest',
    description: 'Your Wellnest dashboard: actions, trends and your wellness profile.',
    robots: PRIVATE,
  },
  '/wellness': {
    title: 'Your Wellness Dashboard | Wellnest',
    description: 'Your wellness tools and how far along your profile setup is.',
    robots: PRIVATE,
  },
  '/profile': {
    title: 'Your Health Profile | Wellnest',
    description:
      'Review and edit the health profile Wellnest uses to tailor checks and suggestions.',
    robots: PRIVATE,
  },
  '/account': {
    title: 'Account Settings | Wellnest',
    description: 'Your Wellnest account, plan, health journey and data rights.',
    robots: PRIVATE,
  },
  '/onboarding': onboardingMeta,
  '/profile-completion': onboardingMeta,
  '/health/profile-completion': onboardingMeta,
  '/interaction-analyzer': interactionCheckerMeta,
  '/interactions': interactionCheckerMeta,
  '/supplement-interactions': {
    title: 'Supplement Interactions | Wellnest',
    description: `Check supplements against your medicines and foods for free, with the source for every warning. ${PLAN_DISPLAY_NAMES.wellness_plus} adds mechanisms and evidence, saved analyses and PDF downloads.`,
    robots: PUBLIC,
  },
  '/ingredient-safety': {
    title: 'Ingredient Safety Check | Wellnest',
    description:
      'Paste the ingredient list from a supplement, tea or food label and check every ingredient against the others, and against your own medicines when you sign in. Every warning cites its source.',
    robots: PUBLIC,
  },
  '/ai-insights': {
    title: 'Your Weekly Insight | Wellnest',
    description: 'A weekly summary of your medicines, profile and activity, from your own data.',
    robots: PRIVATE,
  },
  '/safety/cabinet': medicineCabinetMeta,
  '/medications': medicineCabinetMeta,
  '/safety/checks': {
    title: 'Check Something New With Your Cabinet | Wellnest',
    description:
      'Check a new supplement, remedy or food together with every medicine you take now, with the source for every warning.',
    robots: PRIVATE,
  },
  '/dashboard/medication-safety': medicationSafetyMeta,
  '/dashboard/safety': medicationSafetyMeta,
  '/safety/timing': {
    title: 'Food and Medicine Timing | Wellnest',
    description:
      'A day plan that keeps apart the medicines, supplements and foods that must not be taken together, with the reason for each time.',
    robots: PRIVATE,
  },
  '/health/journey-selector': {
    title: 'Your Health Journey | Wellnest',
    description:
      'Choose how much time you want to spend on your wellness each week: maintain, improve or transform.',
    robots: PRIVATE,
  },
  ...LAB_PAGE_META,
  ...TRACKING_PAGE_META,
  ...PROGRESS_PAGE_META,
};

/** Pages not in the table (app screens, 404s) are kept out of search results. */
export const DEFAULT_META: PageMeta = {
  title: 'Wellnest',
  description: SITE.description,
  robots: PRIVATE,
  ogType: 'website',
};

/** Drops the query, hash and trailing slashes: '/about/?x=1' → '/about'. */
export function normalizePath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '/';
  const trimmed = bare.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

export function metaFor(path: string): PageMeta {
  const clean = normalizePath(path);
  return (
    PAGE_META[clean] ??
    (clean.startsWith('/dashboard/') ? PAGE_META['/dashboard'] : undefined) ??
    DEFAULT_META
  );
}
