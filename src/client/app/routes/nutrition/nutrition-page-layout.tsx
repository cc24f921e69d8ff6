/**
 * The frame every nutrition page shares: its title and lead, links to the other nutrition pages,
 * the sections, and the disclaimer. Printing leaves the links and the header bars off.
 */
import type { ReactElement, ReactNode } from 'react';
import { Apple, BarChart3, CalendarDays, NotebookPen, Pill } from 'lucide-react';
import { useLocation } from 'react-router';
import { SectionNav, type SectionLink } from '#client/components/ui/section-nav';
import { usePageMeta } from '#client/lib/use-page-meta';
import { nutritionMetaFor } from './nutrition-page-meta';

export const NUTRITION_LINKS: readonly SectionLink[] = [
  { to: '/meal-planning', aliases: [], label: 'Meal plan', icon: CalendarDays },
  { to: '/diet', aliases: [], label: 'Food log', icon: NotebookPen },
  { to: '/dashboard/nutrition', aliases: ['/health/nutrition'], label: 'Targets', icon: Apple },
  { to: '/dashboard/diet-progress', aliases: [], label: 'Diet progress', icon: BarChart3 },
  { to: '/dashboard/supplements', aliases: [], label: 'Supplements', icon: Pill },
];

export const DISCLAIMER = 'Educational only — not medical advice.';

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
  usePageMeta(pathname, nutritionMetaFor(pathname));
  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-8 sm:px-6 sm:py-10 print:max-w-none print:p-0">
      <header className="space-y-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h1 className="text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-3xl">
              {title}
            </h1>
            <div className="mt-2 text-slate-700">{lead}</div>
          </div>
          {actions}
        </div>
        <SectionNav label="Nutrition pages" links={NUTRITION_LINKS} />
      </header>
      {children}
      <p className="text-center text-sm text-slate-600">{DISCLAIMER}</p>
    </div>
  );
}
