/**
 * Site search: `GET /api/search` over the in-memory knowledge indexes and, by full-text search,
 * the community's threads and the product catalogue (ADR 087).
 */
import type { FeatureModule } from '#server/modules/feature-module';
import { searchRoutes } from './search.routes';
import { createSearchRepository } from './search.repository';
import { createSearchService, type SearchKnowledge } from './search.service';

export const registerSearchModule: FeatureModule = async (app, context) => {
  // `claims` joins the knowledge base with the label kinds; search uses it when present.
  await app.register(
    searchRoutes({
      service: createSearchService(
        context.knowledge as SearchKnowledge,
        createSearchRepository(context.database.db),
      ),
    }),
  );
};
