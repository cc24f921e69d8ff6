/** The weekly AI insight page; collected into APP_ROUTES by route-table.tsx. */
import type { AppRoute } from '../../app-route';
import type { AI_INSIGHTS_DECLARATIONS } from './ai-insights-declarations';
import { lazyPage } from '../../lazy-page';

const aiInsights = lazyPage('AI Insights', () => import('./ai-insights'));

export const AI_INSIGHTS_ROUTES: AppRoute<keyof typeof AI_INSIGHTS_DECLARATIONS>[] = [
  {
    path: '/ai-insights',
    name: 'AI Insights',
    access: 'protected',
    page: aiInsights,
    declaration: 'aiInsights',
  },
];
