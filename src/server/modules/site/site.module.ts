/**
 * The web site: prerendered public pages and the SPA shell for every other path. Registered last,
 * so its fallback answers only what no other module did.
 */
import type { FeatureModule } from '#server/modules/feature-module';
import { pageDataFrom } from './client-entry';
import { memberRendererFor } from './member-render';
import { loadSiteFiles } from './site-files';
import { registerSite } from './site.routes';

export const registerSiteModule: FeatureModule = async (app, context) => {
  const { config, mailer, pageData } = context;
  const files = loadSiteFiles(config.STATIC_DIR);
  await registerSite(app, {
    files,
    memberRenderer:
      files.memberRenderEntry && config.MEMBER_RENDER_BUDGET_MS > 0
        ? memberRendererFor(files.memberRenderEntry, config.MEMBER_RENDER_BUDGET_MS)
        : null,
    // Each page's declared first data (ADR 119), from the same build as routes.json.
    pageData:
      pageData ?? (files.memberRenderEntry ? pageDataFrom(files.memberRenderEntry) : undefined),
    // Each first answer by the read its route declared (ADR 130), behind its route's declaration.
    firstReader: {
      actorOf: (request) => app.actorOf(request),
      routeAccess: () => app.routeAccess,
      routeReads: app.firstReads,
    },
    appUrl: config.appUrl,
    editionOverride: config.EDITION,
    emailDelivery: mailer.kind,
    supportEmail: config.SUPPORT_EMAIL,
  });
};
