/**
 * The web site: prerendered public pages and the SPA shell for every other path. Registered last,
 * so its fallback answers only what no other module did.
 */
import type { FeatureModule } from '#server/modules/feature-module';
import { loadSiteFiles } from './site-files';
import { registerSite } from './site.routes';

export const registerSiteModule: FeatureModule = async (app, { config, mailer }) => {
  await registerSite(app, {
    files: loadSiteFiles(config.STATIC_DIR),
    appUrl: config.appUrl,
    editionOverride: config.EDITION,
    emailDelivery: mailer.kind,
    supportEmail: config.SUPPORT_EMAIL,
  });
};
