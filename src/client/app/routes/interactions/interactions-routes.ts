/**
 * The interaction checkers and the food and medicine timing planner; collected into APP_ROUTES by
 * route-table.tsx. /ingredient-safety is the label analyzer's (routes/ingredients, ADR 036).
 */
import type { AppRoute } from '../../app-route';
import type { INTERACTIONS_DECLARATIONS } from './interactions-declarations';
import { lazyPage } from '../../lazy-page';

const interactionAnalyzer = lazyPage('Interaction Checker', () => import('./interaction-analyzer'));
const supplementInteractions = lazyPage(
  'Supplement Interactions',
  () => import('./supplement-interactions'),
);
const safetyTiming = lazyPage('Food and Medicine Timing', () => import('./safety-timing'));

export const INTERACTIONS_ROUTES: AppRoute<keyof typeof INTERACTIONS_DECLARATIONS>[] = [
  {
    path: '/interaction-analyzer',
    name: 'Interaction Checker',
    access: 'public',
    page: interactionAnalyzer,
    declaration: 'interactionChecker',
    prerender: true,
    // A checker's visitor types several names at once; before hydration the loader holds only
    // the last action (an Enter, or the tap on Check), so the app starts at load (ADR 101).
    bootAtLoad: true,
  },
  {
    path: '/interactions',
    name: 'Interaction Checker',
    access: 'public',
    page: interactionAnalyzer,
    declaration: 'interactionChecker',
    prerender: true,
    // A checker's visitor types several names at once; before hydration the loader holds only
    // the last action (an Enter, or the tap on Check), so the app starts at load (ADR 101).
    bootAtLoad: true,
  },
  {
    path: '/supplement-interactions',
    name: 'Supplement Interactions',
    access: 'public',
    page: supplementInteractions,
    declaration: 'supplementInteractions',
    prerender: true,
    // A checker's visitor types several names at once; before hydration the loader holds only
    // the last action (an Enter, or the tap on Check), so the app starts at load (ADR 101).
    bootAtLoad: true,
  },
  {
    path: '/safety/timing',
    name: 'Food and Medicine Timing',
    access: 'protected',
    page: safetyTiming,
    declaration: 'medicineTiming',
  },
];
