/**
 * Fills a built HTML page (prerendered or the SPA shell) with what only the server knows: the
 * public origin, the edition for this host and how email is delivered.
 */
import { EDITION_SUBTITLES, type Edition } from '#shared/domain/edition';
import { escapeHtml } from '#server/lib/html';

export interface PageContext {
  appUrl: string;
  edition: Edition;
  emailDelivery: 'smtp' | 'outbox';
  supportEmail: string;
}

const SUBTITLE_PATTERN = /(data-edition-subtitle(?:="[^"]*")?[^>]*>)([^<]*)</g;

export function fillPage(html: string, context: PageContext): string {
  const meta = [
    `<meta name="wellnest-edition" content="${context.edition}">`,
    `<meta name="wellnest-email-delivery" content="${context.emailDelivery}">`,
    `<meta name="wellnest-support-email" content="${escapeHtml(context.supportEmail)}">`,
  ].join('');
  return withEditionSubtitle(
    html.replaceAll('%APP_URL%', context.appUrl).replace('</head>', `${meta}</head>`),
    context.edition,
  );
}

/**
 * The edition's subtitle in every element that shows it. Pages are rendered ahead of the request
 * (the prerender) or without a document (a member's page, rendered on the server), both as the
 * Health edition; the browser reads its edition from the page's meta tag, so a page hydrated as
 * the Wellness edition must say Wellness, or React finds the text differs and renders the whole
 * page again.
 */
export function withEditionSubtitle(html: string, edition: Edition): string {
  return html.replace(
    SUBTITLE_PATTERN,
    (_match, open: string) => `${open}${EDITION_SUBTITLES[edition]}<`,
  );
}
