/**
 * The Smart Wellness Dashboard filled with sample data only (the 'Preview Dashboard'), for visitors
 * and free users, each tab tagged 'Sample' so nobody mistakes it for their own results. Nothing here
 * is read from or written to the server; ticking an action only changes this page.
 */
import { useId, useState, type ReactElement } from 'react';
import { Link } from 'react-router';
import { Bot, Route as RouteIcon, Sparkles } from 'lucide-react';
import { Card } from '#client/components/ui/card';
import { cn } from '#client/lib/cn';
import {
  DEFAULT_WELLNESS_SCORE,
  SAMPLE_SUB_SCORES,
  calculateEffort,
} from '#shared/domain/action-plan';
import { JOURNEY_CONFIG } from '#shared/domain/journey';
import type { ActionCardData } from './action-card';
import { ActionCenterView } from './action-center-view';
import { DashboardTabs } from './dashboard-tabs';
import { TabHeading, type TabHeadingLevel } from './tab-heading';
import { WellnessScoreView } from './wellness-score-view';

const SAMPLE_ACTIONS: ActionCardData[] = [
  {
    id: 'sample-greens',
    title: 'Add leafy greens to one meal a day',
    description: 'Sample suggestion: more fibre and folate from everyday foods.',
    category: 'nutrition',
    priority: 'high',
    impactScore: 8,
    effort: calculateEffort(7),
    steps: [
      'Pick one meal (lunch works well)',
      'Add a handful of spinach, kale or rocket',
      'Tick it off for a week',
    ],
    isCompleted: false,
  },
  {
    id: 'sample-walk',
    title: 'Take a 15-minute walk after dinner',
    description: 'Sample suggestion: light movement after your largest meal.',
    category: 'fitness',
    priority: 'medium',
    impactScore: 7,
    effort: calculateEffort(5),
    steps: ['Set a reminder for 30 minutes after dinner', 'Walk at an easy, conversational pace'],
    isCompleted: false,
  },
  {
    id: 'sample-bedtime',
    title: 'Keep a regular bedtime',
    description: 'Sample suggestion: the same lights-out time on most nights.',
    category: 'lifestyle',
    priority: 'low',
    impactScore: 6,
    effort: calculateEffort(3),
    steps: ['Choose a bedtime that gives you 7 to 9 hours'],
    isCompleted: true,
  },
];

const SAMPLE_CHAT = [
  { role: 'user' as const, content: 'What are some simple ways to sleep better?' },
  {
    role: 'assistant' as const,
    content:
      'Many people find a regular bedtime, a dark and cool room, and less caffeine after midday helpful. This is general wellness information — if poor sleep goes on for weeks, talk to a clinician.',
  },
];

const SampleTag = () => (
  <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
    Sample
  </span>
);

/** The four tabs with sample data; `headingLevel` is 2 on the standalone preview, 3 inside a section. */
export function PreviewDashboardTabs({
  headingLevel,
}: {
  headingLevel: TabHeadingLevel;
}): ReactElement {
  return (
    <DashboardTabs
      panels={{
        actions: <SampleActionCenter headingLevel={headingLevel} />,
        score: (
          <WellnessScoreView
            headingLevel={headingLevel}
            tag={<SampleTag />}
            score={DEFAULT_WELLNESS_SCORE}
            caption="Sample overall score out of 100"
            parts={SAMPLE_SUB_SCORES}
            partLabelSuffix=" (sample)"
            note="These sub-scores are sample values for the preview, not a measurement of anyone."
          />
        ),
        assistant: <AssistantPreview headingLevel={headingLevel} />,
        journey: <JourneyPreview headingLevel={headingLevel} />,
      }}
    />
  );
}

function SampleActionCenter({ headingLevel }: { headingLevel: TabHeadingLevel }): ReactElement {
  const [actions, setActions] = useState(SAMPLE_ACTIONS);
  const toggle = (target: ActionCardData) =>
    setActions((list) =>
      list.map((a) => (a.id === target.id ? { ...a, isCompleted: !a.isCompleted } : a)),
    );
  return (
    <ActionCenterView
      actions={actions}
      pendingCount={actions.filter((action) => !action.isCompleted).length}
      quickTip="start with one high-impact, low-effort action and tick it off before adding another."
      onToggle={toggle}
      headingLevel={headingLevel}
      tag={<SampleTag />}
    />
  );
}

function AssistantPreview({ headingLevel }: { headingLevel: TabHeadingLevel }): ReactElement {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="space-y-4">
      <TabHeading id={titleId} level={headingLevel}>
        <Bot className="h-5 w-5 text-teal-800" aria-hidden="true" />
        AI Assistant <SampleTag />
      </TabHeading>
      <ol className="space-y-3" aria-label="Sample conversation">
        {SAMPLE_CHAT.map((message) => (
          <li
            key={message.role}
            className={cn(
              'max-w-[85%] rounded-2xl px-4 py-3 text-sm',
              message.role === 'user'
                ? 'ml-auto bg-teal-700 text-white'
                : 'bg-slate-100 text-slate-900',
            )}
          >
            <span className="sr-only">{message.role === 'user' ? 'You: ' : 'Assistant: '}</span>
            {message.content}
          </li>
        ))}
      </ol>
      <p className="text-sm text-slate-700">
        The assistant explains general wellness topics; it never diagnoses or prescribes.{' '}
        <Link to="/register" className="font-semibold text-teal-800 underline underline-offset-4">
          Sign up to chat with the assistant
        </Link>
      </p>
    </section>
  );
}

function JourneyPreview({ headingLevel }: { headingLevel: TabHeadingLevel }): ReactElement {
  const titleId = useId();
  const sample = JOURNEY_CONFIG.improve;
  return (
    <section aria-labelledby={titleId} className="space-y-4">
      <TabHeading id={titleId} level={headingLevel}>
        <RouteIcon className="h-5 w-5 text-teal-800" aria-hidden="true" />
        Wellness Journey <SampleTag />
      </TabHeading>
      <Card>
        <p className="flex items-center gap-2 font-semibold text-slate-900">
          <Sparkles className="h-4 w-4 text-teal-800" aria-hidden="true" />
          Sample path: {sample.title} — {sample.subtitle}
        </p>
        <p className="mt-2 text-sm text-slate-700">{sample.description}</p>
        <div
          role="progressbar"
          aria-label="Sample journey level"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={sample.progressIndicator}
          className="mt-4 h-2 rounded-full bg-slate-200"
        >
          <div
            className="h-2 rounded-full bg-teal-700"
            style={{ width: `${sample.progressIndicator}%` }}
          />
        </div>
        <p className="mt-3 text-sm text-slate-700">
          Time each week: {sample.estimatedTimeCommitment}
        </p>
        <ul className="mt-3 flex flex-wrap gap-2">
          {sample.focusAreas.map((area) => (
            <li
              key={area}
              className="rounded-full bg-teal-50 px-3 py-1 text-xs font-medium text-teal-900 ring-1 ring-teal-100"
            >
              {area}
            </li>
          ))}
        </ul>
      </Card>
    </section>
  );
}
