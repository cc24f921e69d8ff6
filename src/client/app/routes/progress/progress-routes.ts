/** Progress pages (issue 8): trends, analytics, reports, Smart Wellness Dashboard; spread into APP_ROUTES by route-table.tsx. */
import type { AppRoute } from '../../app-route';

export const PROGRESS_ROUTES: AppRoute[] = [];
