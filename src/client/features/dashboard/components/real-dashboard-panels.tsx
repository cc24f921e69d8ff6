/**
 * 'Your Real Dashboard' for paid users: the Action Center and Wellness Score from their own
 * data, the AI Assistant tab opening the chat panel, and the Wellness Journey tab with their level
 * and links to goals, achievements and progress.
 */
import { useId, type ReactElement } from 'react';
import { Link } from 'react-router';
import { Bot, Route as RouteIcon } from 'lucide-react';
import { CHAT_TOGGLE_EVENT } from '#client/lib/app-events';
import { Button, buttonVariants } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { usePreferences } from '#client/features/profile/api/get-preferences';
import { DEFAULT_JOURNEY_LEVEL, isJourneyLevel, JOURNEY_CONFIG } from '#shared/domain/journey';
import { DashboardTabs } from './dashboard-tabs';
import { RealActionCenter } from './real-action-center';
import { RealWellnessScore } from './real-wellness-score';
import { TabHeading, type TabHeadingLevel } from './tab-heading';

export function RealDashboardTabs({
  headingLevel,
}: {
  headingLevel: TabHeadingLevel;
}): ReactElement {
  return (
    <DashboardTabs
      panels={{
        actions: <RealActionCenter headingLevel={headingLevel} />,
        score: <RealWellnessScore headingLevel={headingLevel} />,
        assistant: <AssistantLinks headingLevel={headingLevel} />,
        journey: <JourneySummary headingLevel={headingLevel} />,
      }}
    />
  );
}

const LINK = 'font-semibold text-teal-800 underline underline-offset-4';

function AssistantLinks({ headingLevel }: { headingLevel: TabHeadingLevel }): ReactElement {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="space-y-4">
      <TabHeading id={titleId} level={headingLevel}>
        <Bot className="h-5 w-5 text-teal-800" aria-hidden="true" />
        AI Assistant
      </TabHeading>
      <p className="text-sm text-slate-700">
        Ask about sleep, food, movement or your supplements. The assistant explains general wellness
        topics; it never diagnoses or prescribes.
      </p>
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => window.dispatchEvent(new CustomEvent(CHAT_TOGGLE_EVENT))}>
          Open the assistant
        </Button>
        <Link to="/ai-insights" className={buttonVariants({ variant: 'secondary' })}>
          Your weekly insight
        </Link>
      </div>
    </section>
  );
}

function JourneySummary({ headingLevel }: { headingLevel: TabHeadingLevel }): ReactElement {
  const titleId = useId();
  const preferences = usePreferences();
  const stored = preferences.data?.health_journey_level;
  const journey = JOURNEY_CONFIG[isJourneyLevel(stored) ? stored : DEFAULT_JOURNEY_LEVEL];
  return (
    <section aria-labelledby={titleId} className="space-y-4">
      <TabHeading id={titleId} level={headingLevel}>
        <RouteIcon className="h-5 w-5 text-teal-800" aria-hidden="true" />
        Wellness Journey
      </TabHeading>
      <Card>
        <p className="font-semibold text-slate-900">
          Your path: {journey.title} — {journey.subtitle}
        </p>
        <p className="mt-2 text-sm text-slate-700">{journey.description}</p>
        <p className="mt-3 text-sm text-slate-700">
          Time each week: {journey.estimatedTimeCommitment}
        </p>
        <Link to="/health/journey-selector" className={`mt-3 inline-block text-sm ${LINK}`}>
          Change your journey
        </Link>
      </Card>
      <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <li>
          <Link to="/wellness-goals" className={LINK}>
            Your goals
          </Link>
        </li>
        <li>
          <Link to="/dashboard/progress" className={LINK}>
            Progress and streaks
          </Link>
        </li>
        <li>
          <Link to="/dashboard/achievements" className={LINK}>
            Achievements
          </Link>
        </li>
        <li>
          <Link to="/reports" className={LINK}>
            Weekly report
          </Link>
        </li>
      </ul>
    </section>
  );
}
