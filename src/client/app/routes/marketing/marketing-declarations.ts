/** The declarations (ADR 119: head tags, first data, views) of the public marketing pages; the home page also carries the site's structured data. */
import { LANDING_FAQ } from '#client/config/faq';
import { INDEXED } from '#client/config/page-meta-types';
import { APP_URL_PLACEHOLDER, SITE, siteUrl } from '#client/config/site';
import {
  CURRENCY,
  FREE_PRICE_USD,
  PLAN_DISPLAY_NAMES,
  WELLNESS_PRO_MONTHLY_USD,
  WELLNESS_PRO_YEARLY_USD,
} from '#shared/domain/plans';
import { declarePages } from '../../page-declaration';

const ORGANIZATION = {
  '@context': 'https://schema.org',
  '@type': 'Organization',
  '@id': `${APP_URL_PLACEHOLDER}/#organization`,
  name: SITE.name,
  url: siteUrl('/'),
  logo: SITE.logo,
  email: SITE.supportEmail,
  description: SITE.description,
  contactPoint: [
    {
      '@type': 'ContactPoint',
      contactType: 'customer support',
      email: SITE.supportEmail,
      availableLanguage: ['English'],
      url: siteUrl('/contact'),
    },
  ],
};

const SOFTWARE_APPLICATION = {
  '@context': 'https://schema.org',
  '@type': 'SoftwareApplication',
  name: SITE.name,
  url: siteUrl('/'),
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
      url: siteUrl('/pricing'),
    },
    {
      '@type': 'Offer',
      name: PLAN_DISPLAY_NAMES.wellness_plus,
      price: String(WELLNESS_PRO_MONTHLY_USD),
      priceCurrency: CURRENCY,
      url: siteUrl('/pricing'),
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
  url: siteUrl('/'),
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

export const MARKETING_DECLARATIONS = declarePages({
  landing: {
    meta: {
      title: 'Wellnest — Personalized wellness insights, with every answer sourced',
      description: SITE.description,
      robots: INDEXED,
      ogType: 'website',
      jsonLd: [ORGANIZATION, SOFTWARE_APPLICATION, WEBSITE, FAQ_PAGE],
    },
  },
  about: {
    meta: {
      title: 'About Wellnest | Educational wellness you can check',
      description:
        'Why we built Wellnest, the principles behind it (sources on every warning, your data stays yours, an AI that never diagnoses) and how to reach us.',
      robots: INDEXED,
    },
  },
  howItWorks: {
    meta: {
      title: 'How Wellnest Works | From sign-up to your first report',
      description:
        'Create an account, build your wellness profile, run sourced interaction checks and track symptoms, mood and habits, then review trends and reports. Educational only.',
      robots: INDEXED,
    },
  },
  features: {
    meta: {
      title: 'Features | Wellnest',
      description:
        'Interaction checks, lab marker explanations, symptom, mood and habit tracking, meal planning, essential oils, product fact-checks, reports, community and an AI assistant: what is free and what is in Wellness Pro.',
      robots: INDEXED,
    },
  },
  contact: {
    meta: {
      title: 'Contact Wellnest | Support and questions',
      description: `Send the Wellnest team a message or email ${SITE.supportEmail}. We reply within two business days. For emergencies call 911, 999 or 112.`,
      robots: INDEXED,
    },
  },
});
