/**
 * The aromatherapy service, built once per app: its routes read an oil, a remedy, the favourites
 * and the saved blends through it (`getOil`, `getRemedy`, `listFavorites`, `listBlends`; each
 * read also a page's first answer, ADR 130).
 */
import { oncePerApp } from '#server/lib/once-per-app';
import type { AppContext } from '#server/app-context';
import { createAromatherapyRepository } from './aromatherapy.repository';
import { createAromatherapyService } from './aromatherapy.service';

/** The aromatherapy service of this app, built on first use. */
export const aromatherapyServiceOf = oncePerApp((context: AppContext) =>
  createAromatherapyService({
    repository: createAromatherapyRepository(context.database.db),
    oils: context.knowledge.oils,
    remedies: context.knowledge.remedies,
    interactions: context.knowledge.interactions,
    person: context.person,
    allergens: context.knowledge.allergens,
  }),
);
