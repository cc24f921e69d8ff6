/** Site search: `GET /api/search` over the in-memory knowledge indexes. */
import type { FeatureModule } from '#server/modules/feature-module';
import { searchRoutes } from './search.routes';
import { createSearchService, type SearchKnowledge } from './search.service';

export const registerSearchModule: FeatureModule = async (app, context) => {
  // `claims` joins the knowledge base with the label kinds; search uses it when present.
  await app.register(
    searchRoutes({ service: createSearchService(context.knowledge as SearchKnowledge) }),
  );
};
