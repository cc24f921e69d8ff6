/** The declarations (ADR 119: head tags, first data, views) of the label, product and claim checks: public and indexed; /ingredient-safety is the analyzer's alias. */
import { INDEXED, type PageMeta } from '#client/config/page-meta-types';
import { declarePages } from '../../page-declaration';

const analyzerMeta: PageMeta = {
  title: 'Ingredient Analyzer | Check a food, cosmetic or supplement label | Wellnest',
  description:
    "Paste or photograph an ingredient list: what each ingredient does, its E-number and EFSA's evaluation, allergens, and what matters for you, with the source for every warning. Unknown ingredients are marked not assessed, never safe.",
  robots: INDEXED,
  canonicalPath: '/ingredient-analyzer',
};

export const INGREDIENTS_DECLARATIONS = declarePages({
  ingredientAnalyzer: { meta: analyzerMeta },
  productFactChecker: {
    meta: {
      title: 'Product Fact-Checker | Look a product up by barcode | Wellnest',
      description:
        'Type or scan a barcode to see a product, where its data comes from and what its ingredients mean for you: allergens, additives with their EFSA evaluation, and your medicines.',
      robots: INDEXED,
    },
  },
  factCheck: {
    meta: {
      title: 'Health Claim Fact-Check | Wellnest',
      description:
        "Check a health claim such as 'vitamin C prevents colds': the verdict, the grade of the evidence, a plain summary and the public sources behind it.",
      robots: INDEXED,
    },
  },
});
