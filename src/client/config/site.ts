/**
 * Who the site is: name, descriptions, support address, legal date and emergency numbers. Its own
 * module so each area's page meta can use it without importing the table that composes them.
 * URLs use the %APP_URL% placeholder; the server swaps in the configured origin when it serves a
 * page, and the browser swaps in window.location.origin.
 */
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

/** The absolute URL of a path, with the origin left as the placeholder. */
export function siteUrl(path: string): string {
  return path === '/' ? `${APP_URL_PLACEHOLDER}/` : `${APP_URL_PLACEHOLDER}${path}`;
}
