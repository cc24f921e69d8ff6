/**
 * One action in the Action Center: checkbox, title, description,
 * priority badge in words and colour, category icon, 'Impact: n/10', 'Effort: n/5', and its
 * steps behind a toggle when there is more than one. Used by the preview and the real dashboard.
 */
import { useId, useState, type ReactElement } from 'react';
import {
  Apple,
  ChevronDown,
  ChevronUp,
  Dumbbell,
  Moon,
  ShieldAlert,
  type LucideIcon,
} from 'lucide-react';
import { cn } from '#client/lib/cn';
import {
  EFFORT_MAX,
  IMPACT_MAX,
  type ActionCategory,
  type ActionPriority,
} from '#shared/domain/action-plan';
import { formatCount } from '#shared/domain/plural';

export interface ActionCardData {
  id: string;
  title: string;
  description: string;
  category: ActionCategory;
  priority: ActionPriority;
  impactScore: number;
  /** Already on the 1-5 scale (time sensitivity halved, rounded up). */
  effort: number;
  steps: readonly string[];
  isCompleted: boolean;
  /** An interaction or lab-flag action: shown with a safety icon whatever its category. */
  isSafety?: boolean;
}

const CATEGORY_ICONS: Record<ActionCategory, LucideIcon> = {
  nutrition: Apple,
  fitness: Dumbbell,
  lifestyle: Moon,
};

// Priority colours (high red, medium yellow, low green), dark text for 4.5:1 contrast.
const PRIORITY_BADGE: Record<ActionPriority, string> = {
  high: 'bg-red-100 text-red-800 ring-red-200',
  medium: 'bg-yellow-100 text-yellow-900 ring-yellow-200',
  low: 'bg-green-100 text-green-800 ring-green-200',
};

const PRIORITY_WORDS: Record<ActionPriority, string> = {
  high: 'High priority',
  medium: 'Medium priority',
  low: 'Low priority',
};

interface ActionCardProps {
  action: ActionCardData;
  onToggle: () => void;
  /** While the change is being saved the checkbox is locked, so a double click cannot flip it twice. */
  isSaving?: boolean;
}

export function ActionCard({ action, onToggle, isSaving = false }: ActionCardProps): ReactElement {
  const [isExpanded, setIsExpanded] = useState(false);
  const checkboxId = useId();
  const stepsId = useId();
  const Icon = action.isSafety ? ShieldAlert : CATEGORY_ICONS[action.category];
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex items-start gap-3">
        <input
          id={checkboxId}
          type="checkbox"
          checked={action.isCompleted}
          onChange={onToggle}
          disabled={isSaving}
          aria-busy={isSaving || undefined}
          className="mt-1 h-5 w-5 shrink-0 accent-teal-700"
        />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <Icon
              className="h-4 w-4 shrink-0 text-teal-800"
              aria-label={action.isSafety ? 'safety' : action.category}
              role="img"
            />
            <label
              htmlFor={checkboxId}
              className={cn(
                'font-semibold break-words text-slate-900',
                action.isCompleted && 'line-through',
              )}
            >
              {action.title}
            </label>
            <span
              className={cn(
                'rounded-full px-2 py-0.5 text-xs font-semibold ring-1',
                PRIORITY_BADGE[action.priority],
              )}
            >
              {PRIORITY_WORDS[action.priority]}
            </span>
          </div>
          <p className="mt-1 text-sm text-slate-700">{action.description}</p>
          <p className="mt-2 flex flex-wrap gap-4 text-xs font-medium text-slate-700">
            <span>
              Impact: {action.impactScore}/{IMPACT_MAX}
            </span>
            <span>
              Effort: {action.effort}/{EFFORT_MAX}
            </span>
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
                {isExpanded ? (
                  <ChevronUp className="h-4 w-4" aria-hidden="true" />
                ) : (
                  <ChevronDown className="h-4 w-4" aria-hidden="true" />
                )}
                {isExpanded ? 'Hide steps' : `Show ${formatCount(action.steps.length, 'step')}`}
              </button>
              {isExpanded && (
                <ol
                  id={stepsId}
                  className="mt-2 list-decimal space-y-1 pl-5 text-sm text-slate-700"
                >
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
