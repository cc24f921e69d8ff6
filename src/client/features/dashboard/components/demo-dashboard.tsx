/**
 * /dashboard?demo=true (§2 'Smart Wellness Dashboard'): a preview of the four tabs filled with
 * sample data only, labelled so nobody mistakes it for their own results. Nothing here is read
 * from or written to the server; ticking an action only changes this page.
 */
import { useId, useState, type ReactElement } from 'react';
import { Link } from 'react-router';
import { Tabs } from 'radix-ui';
import { Apple, Bot, ChevronDown, ChevronUp, Dumbbell, Lightbulb, Moon, Route as RouteIcon, Sparkles, type LucideIcon } from 'lucide-react';
import { buttonVariants } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { cn } from '#client/lib/cn';
import {
  DEFAULT_WELLNESS_SCORE,
  EFFORT_MAX,
  IMPACT_MAX,
  SAMPLE_SUB_SCORES,
  calculateEffort,
  type ActionCategory,
  type ActionPriority,
} from '#shared/domain/action-plan';
import { JOURNEY_CONFIG } from '#shared/domain/journey';

export const DEMO_LABEL = 'Demo dashboard — sample data, not yours';

export type DemoTab = 'actions' | 'score' | 'assistant' | 'journey';
export const DEMO_DEFAULT_TAB: DemoTab = 'actions';

interface SampleAction {
  id: string;
  title: string;
  description: string;
  category: ActionCategory;
  priority: ActionPriority;
  impactScore: number;
  timeSensitivity: number;
  steps: string[];
  isCompleted: boolean;
}

const SAMPLE_ACTIONS: SampleAction[] = [
  {
    id: 'sample-greens',
    title: 'Add leafy greens to one meal a day',
    description: 'Sample suggestion: more fibre and folate from everyday foods.',
    category: 'nutrition',
    priority: 'high',
    impactScore: 8,
    timeSensitivity: 7,
    steps: ['Pick one meal (lunch works well)', 'Add a handful of spinach, kale or rocket', 'Tick it off for a week'],
    isCompleted: false,
  },
  {
    id: 'sample-walk',
    title: 'Take a 15-minute walk after dinner',
    description: 'Sample suggestion: light movement after your largest meal.',
    category: 'fitness',
    priority: 'medium',
    impactScore: 7,
    timeSensitivity: 5,
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
    timeSensitivity: 3,
    steps: ['Choose a bedtime that gives you 7 to 9 hours'],
    isCompleted: true,
  },
];

const CATEGORY_ICONS: Record<ActionCategory, LucideIcon> = { nutrition: Apple, fitness: Dumbbell, lifestyle: Moon };

// §9 'Priority colors' (high red, medium yellow, low green), dark text for 4.5:1 contrast.
const PRIORITY_BADGE: Record<ActionPriority, string> = {
  high: 'bg-red-100 text-red-800 ring-red-200',
  medium: 'bg-yellow-100 text-yellow-900 ring-yellow-200',
  low: 'bg-green-100 text-green-800 ring-green-200',
};

const SAMPLE_CHAT = [
  { role: 'user' as const, content: 'What are some simple ways to sleep better?' },
  {
    role: 'assistant' as const,
    content:
      'Many people find a regular bedtime, a dark and cool room, and less caffeine after midday helpful. This is general wellness information — if poor sleep goes on for weeks, talk to a clinician.',
  },
];

const TAB_TRIGGER =
  'flex min-h-11 items-center justify-center gap-2 rounded-lg px-3 text-sm font-semibold text-slate-700 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 data-[state=active]:bg-white data-[state=active]:text-teal-800 data-[state=active]:shadow-sm';

const SampleTag = () => (
  <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">Sample</span>
);

export function DemoDashboard({ isSignedIn = false }: { isSignedIn?: boolean }): ReactElement {
  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-8 sm:py-12">
      <p
        role="note"
        className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-center text-sm font-semibold text-amber-900"
      >
        {DEMO_LABEL}
      </p>
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Preview Dashboard</h1>
        <p className="mt-1 text-slate-700">
          A look at the Smart Wellness Dashboard with made-up values. Your own dashboard starts empty and fills in
          from what you tell us.
        </p>
      </div>

      <Tabs.Root defaultValue={DEMO_DEFAULT_TAB}>
        <Tabs.List aria-label="Dashboard sections" className="grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1 sm:grid-cols-4">
          <Tabs.Trigger value="actions" className={TAB_TRIGGER}>Action Center</Tabs.Trigger>
          <Tabs.Trigger value="score" className={TAB_TRIGGER}>Wellness Score</Tabs.Trigger>
          <Tabs.Trigger value="assistant" className={TAB_TRIGGER}>AI Assistant</Tabs.Trigger>
          <Tabs.Trigger value="journey" className={TAB_TRIGGER}>Wellness Journey</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="actions" className="mt-6">
          <ActionCenter />
        </Tabs.Content>
        <Tabs.Content value="score" className="mt-6">
          <WellnessScore />
        </Tabs.Content>
        <Tabs.Content value="assistant" className="mt-6">
          <AssistantPreview />
        </Tabs.Content>
        <Tabs.Content value="journey" className="mt-6">
          <JourneyPreview />
        </Tabs.Content>
      </Tabs.Root>

      <Card className="bg-teal-50 text-center">
        <h2 className="text-xl font-semibold text-slate-900">
          {isSignedIn ? 'Ready for your own dashboard?' : 'Make it yours'}
        </h2>
        <p className="mt-2 text-slate-700">
          {isSignedIn
            ? 'Your dashboard uses only the data you enter.'
            : 'Create a free account to build your wellness profile and see your own actions and trends.'}
        </p>
        <Link to={isSignedIn ? '/dashboard' : '/register'} className={cn(buttonVariants({ size: 'lg' }), 'mt-4')}>
          {isSignedIn ? 'Go to your dashboard' : 'Create your free account'}
        </Link>
      </Card>

      <p className="text-center text-sm text-slate-600">Educational only — not medical advice.</p>
    </div>
  );
}

function ActionCenter(): ReactElement {
  const [actions, setActions] = useState(SAMPLE_ACTIONS);
  const pending = actions.filter((action) => !action.isCompleted).length;
  const toggle = (id: string) =>
    setActions((list) => list.map((a) => (a.id === id ? { ...a, isCompleted: !a.isCompleted } : a)));
  return (
    <section aria-labelledby="demo-actions-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="demo-actions-title" className="text-lg font-semibold text-slate-900">
          Action Center <SampleTag />
        </h2>
        <p className="text-sm font-medium text-slate-700">{pending} pending</p>
      </div>
      <ul className="space-y-3">
        {actions.map((action) => (
          <ActionItem key={action.id} action={action} onToggle={() => toggle(action.id)} />
        ))}
      </ul>
      <p className="flex items-start gap-2 rounded-xl bg-sky-50 p-4 text-sm text-sky-900">
        <Lightbulb className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        <span>
          <strong>Quick tip:</strong> start with one high-impact, low-effort action and tick it off before adding another.
        </span>
      </p>
    </section>
  );
}

function ActionItem({ action, onToggle }: { action: SampleAction; onToggle: () => void }): ReactElement {
  const [isExpanded, setIsExpanded] = useState(false);
  const checkboxId = useId();
  const stepsId = useId();
  const Icon = CATEGORY_ICONS[action.category];
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex items-start gap-3">
        <input
          id={checkboxId}
          type="checkbox"
          checked={action.isCompleted}
          onChange={onToggle}
          className="mt-1 h-5 w-5 shrink-0 accent-teal-700"
        />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <Icon className="h-4 w-4 shrink-0 text-teal-800" aria-label={action.category} role="img" />
            <label htmlFor={checkboxId} className={cn('font-semibold text-slate-900', action.isCompleted && 'line-through')}>
              {action.title}
            </label>
            <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold ring-1', PRIORITY_BADGE[action.priority])}>
              {action.priority}
            </span>
          </div>
          <p className="mt-1 text-sm text-slate-700">{action.description}</p>
          <p className="mt-2 flex flex-wrap gap-4 text-xs font-medium text-slate-700">
            <span>Impact: {action.impactScore}/{IMPACT_MAX}</span>
            <span>Effort: {calculateEffort(action.timeSensitivity)}/{EFFORT_MAX}</span>
          </p>
          {action.steps.length > 1 && (
            <>
              <button
                type="button"
                aria-expanded={isExpanded}
                aria-controls={stepsId}
                onClick={() => setIsExpanded((open) => !open)}
                className="mt-2 inline-flex min-h-9 items-center gap-1 rounded text-sm font-semibold text-teal-800 hover:underline focus-visible:outline-2 focus-visible:outline-teal-700"
              >
                {isExpanded ? <ChevronUp className="h-4 w-4" aria-hidden="true" /> : <ChevronDown className="h-4 w-4" aria-hidden="true" />}
                {isExpanded ? 'Hide steps' : `Show ${action.steps.length} steps`}
              </button>
              {isExpanded && (
                <ol id={stepsId} className="mt-2 list-decimal space-y-1 pl-5 text-sm text-slate-700">
                  {action.steps.map((step) => (
                    <li key={step}>{step}</li>
                  ))}
                </ol>
              )}
            </>
          )}
        </div>
      </div>
    </li>
  );
}

function WellnessScore(): ReactElement {
  return (
    <section aria-labelledby="demo-score-title" className="space-y-4">
      <h2 id="demo-score-title" className="text-lg font-semibold text-slate-900">
        Wellness Score <SampleTag />
      </h2>
      <Card className="flex flex-col items-center gap-1 text-center">
        <p className="text-5xl font-bold text-teal-800">{DEFAULT_WELLNESS_SCORE}</p>
        <p className="text-sm text-slate-700">Sample overall score out of 100</p>
      </Card>
      <ul className="grid gap-3 sm:grid-cols-2">
        {SAMPLE_SUB_SCORES.map((item) => (
          <li key={item.label} className="rounded-xl border border-slate-200 bg-white p-4">
            <div className="flex items-center justify-between text-sm">
              <span className="font-medium text-slate-900">{item.label}</span>
              <span className="font-semibold text-slate-900">{item.score}</span>
            </div>
            <div
              role="progressbar"
              aria-label={`${item.label} (sample)`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={item.score}
              className="mt-2 h-2 rounded-full bg-slate-200"
            >
              <div className="h-2 rounded-full bg-teal-700" style={{ width: `${item.score}%` }} />
            </div>
          </li>
        ))}
      </ul>
      <p className="text-sm text-slate-700">These sub-scores are sample values for the preview, not a measurement of anyone.</p>
    </section>
  );
}

function AssistantPreview(): ReactElement {
  return (
    <section aria-labelledby="demo-ai-title" className="space-y-4">
      <h2 id="demo-ai-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Bot className="h-5 w-5 text-teal-800" aria-hidden="true" />
        AI Assistant <SampleTag />
      </h2>
      <ol className="space-y-3" aria-label="Sample conversation">
        {SAMPLE_CHAT.map((message) => (
          <li
            key={message.role}
            className={cn(
              'max-w-[85%] rounded-2xl px-4 py-3 text-sm',
              message.role === 'user' ? 'ml-auto bg-teal-700 text-white' : 'bg-slate-100 text-slate-900',
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

function JourneyPreview(): ReactElement {
  const sample = JOURNEY_CONFIG.improve;
  return (
    <section aria-labelledby="demo-journey-title" className="space-y-4">
      <h2 id="demo-journey-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <RouteIcon className="h-5 w-5 text-teal-800" aria-hidden="true" />
        Wellness Journey <SampleTag />
      </h2>
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
          <div className="h-2 rounded-full bg-teal-700" style={{ width: `${sample.progressIndicator}%` }} />
        </div>
        <p className="mt-3 text-sm text-slate-700">Time each week: {sample.estimatedTimeCommitment}</p>
        <ul className="mt-3 flex flex-wrap gap-2">
          {sample.focusAreas.map((area) => (
            <li key={area} className="rounded-full bg-teal-50 px-3 py-1 text-xs font-medium text-teal-900 ring-1 ring-teal-100">
              {area}
            </li>
          ))}
        </ul>
      </Card>
    </section>
  );
}
