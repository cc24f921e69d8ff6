/**
 * The frame every nutrition page shares: its title and lead, links to the other nutrition pages,
 * the sections, and the disclaimer. Printing leaves the links and the header bars off.
 */
import type { ReactElement, ReactNode } from 'react';
import { Apple, BarChart3, CalendarDays, NotebookPen, Pill } from 'lucide-react';
import { useLocation } from 'react-router';
import { AreaPageLayout } from '#client/components/layouts/area-page-layout';
import type { SectionLink } from '#client/components/ui/section-nav';
import { usePageMeta } from '#client/lib/use-page-meta';
import { metaIn } from '../../page-table-source';
import { NUTRITION_DECLARATIONS } from './nutrition-declarations';

export const NUTRITION_LINKS: readonly SectionLink[] = [
  { to: '/meal-planning', aliases: [], label: 'Meal plan', icon: CalendarDays },
  { to: '/diet', aliases: [], label: 'Food log', icon: NotebookPen },
  { to: '/dashboard/nutrition', aliases: ['/health/nutrition'], label: 'Targets', icon: Apple },
  { to: '/dashboard/diet-progress', aliases: [], label: 'Diet progress', icon: BarChart3 },
  { to: '/dashboard/supplements', aliases: [], label: 'Supplements', icon: Pill },
];

interface NutritionPageLayoutProps {
  title: string;
  lead: ReactNode;
  children: ReactNode;
  /** Shown beside the title (a print button). */
  actions?: ReactNode;
}

export function NutritionPageLayout({
  title,
  lead,
  children,
  actions,
}: NutritionPageLayoutProps): ReactElement {
  const { pathname } = useLocation();
  usePageMeta(
    pathname,
    metaIn(NUTRITION_DECLARATIONS, pathname) ?? NUTRITION_DECLARATIONS.nutrition.meta,
  );
  return (
    <AreaPageLayout
      title={title}
      lead={lead}
      actions={actions}
      nav={{ label: 'Nutrition pages', links: NUTRITION_LINKS }}
      className="max-w-5xl print:max-w-none print:p-0"
    >
      {children}
    </AreaPageLayout>
  );
}
