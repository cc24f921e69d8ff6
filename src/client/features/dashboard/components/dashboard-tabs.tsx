/**
 * The Smart Wellness Dashboard's four tabs: Action Center (the default, 'actions'), Wellness
 * Score, AI Assistant and Wellness Journey. The preview and the real dashboard fill the same shell.
 */
import type { ReactElement, ReactNode } from 'react';
import { Tabs } from 'radix-ui';

export type DashboardTab = 'actions' | 'score' | 'assistant' | 'journey';
export const DEFAULT_DASHBOARD_TAB: DashboardTab = 'actions';

const TAB_TRIGGER =
  'flex min-h-11 items-center justify-center gap-2 rounded-lg px-3 text-sm font-semibold text-slate-700 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 data-[state=active]:bg-white data-[state=active]:text-teal-800 data-[state=active]:shadow-sm';

const TAB_LABELS: Record<DashboardTab, string> = {
  actions: 'Action Center',
  score: 'Wellness Score',
  assistant: 'AI Assistant',
  journey: 'Wellness Journey',
};

export function DashboardTabs({
  panels,
}: {
  panels: Record<DashboardTab, ReactNode>;
}): ReactElement {
  const tabs = Object.keys(TAB_LABELS) as DashboardTab[];
  return (
    <Tabs.Root defaultValue={DEFAULT_DASHBOARD_TAB}>
      <Tabs.List
        aria-label="Dashboard sections"
        className="grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1 sm:grid-cols-4"
      >
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab} value={tab} className={TAB_TRIGGER}>
            {TAB_LABELS[tab]}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab} value={tab} className="mt-6">
          {panels[tab]}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
