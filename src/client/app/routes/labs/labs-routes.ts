/** Lab report pages (issue 7); spread into APP_ROUTES by route-table.tsx. */
import type { AppRoute } from '../../app-route';

export const LAB_ROUTES: AppRoute[] = [];
