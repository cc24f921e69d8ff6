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
  return html
    .replaceAll('%APP_URL%', context.appUrl)
    .replace('</head>', `${meta}</head>`)
    .replace(
      SUBTITLE_PATTERN,
      (_match, open: string) => `${open}${EDITION_SUBTITLES[context.edition]}<`,
    );
}
