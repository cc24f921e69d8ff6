/**
 * Product and ingredient checks: the label analyzer (/ingredient-analyzer, and
 * /ingredient-safety, the same screen), the product checker by barcode, and the health-claim
 * fact-check. All public: visitors get the analysis and the claim verdicts; signing in adds the
 * personal checks, and camera scanning, saved products and the avoid-list are paid. Collected into
 * APP_ROUTES by route-table.tsx. ADR 036.
 */
import type { AppRoute } from '../../app-route';
import type { INGREDIENTS_DECLARATIONS } from './ingredients-declarations';
import { lazyPage } from '../../lazy-page';

const ingredientAnalyzer = lazyPage('Ingredient Analyzer', () => import('./ingredient-analyzer'));
const productFactChecker = lazyPage('Product Fact-Checker', () => import('./product-fact-checker'));
const factCheck = lazyPage('Fact Check', () => import('./fact-check'));

export const INGREDIENTS_ROUTES: AppRoute<keyof typeof INGREDIENTS_DECLARATIONS>[] = [
  {
    path: '/ingredient-analyzer',
    name: 'Ingredient Analyzer',
    access: 'public',
    page: ingredientAnalyzer,
    declaration: 'ingredientAnalyzer',
    prerender: true,
    // An analyzer's visitor types or pastes at once: the app starts at load (ADR 101).
    bootAtLoad: true,
  },
  {
    path: '/ingredient-safety',
    name: 'Ingredient Safety',
    access: 'public',
    page: ingredientAnalyzer,
    declaration: 'ingredientAnalyzer',
    prerender: true,
    // An analyzer's visitor types or pastes at once: the app starts at load (ADR 101).
    bootAtLoad: true,
  },
  {
    path: '/product-fact-checker',
    name: 'Product Fact-Checker',
    access: 'public',
    page: productFactChecker,
    declaration: 'productFactChecker',
    prerender: true,
    // An analyzer's visitor types or pastes at once: the app starts at load (ADR 101).
    bootAtLoad: true,
  },
  {
    path: '/fact-check',
    name: 'Fact Check',
    access: 'public',
    page: factCheck,
    declaration: 'factCheck',
    prerender: true,
    bootAtLoad: true,
  },
];
