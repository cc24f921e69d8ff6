/**
 * The web site: prerendered public pages and the SPA shell for every other path. Registered last,
 * so its fallback answers only what no other module did.
 */
import type { FeatureModule } from '#server/modules/feature-module';
import { memberRendererFor } from './member-render';
import { loadSiteFiles } from './site-files';
import { registerSite } from './site.routes';

export const registerSiteModule: FeatureModule = async (app, { config, mailer }) => {
  const files = loadSiteFiles(config.STATIC_DIR);
  await registerSite(app, {
    files,
    memberRenderer:
      files.memberRenderEntry && config.MEMBER_RENDER_BUDGET_MS > 0
        ? memberRendererFor(files.memberRenderEntry, config.MEMBER_RENDER_BUDGET_MS)
        : null,
    appUrl: config.appUrl,
    editionOverride: config.EDITION,
    emailDelivery: mailer.kind,
    supportEmail: config.SUPPORT_EMAIL,
  });
};
