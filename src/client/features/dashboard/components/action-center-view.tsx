/**
 * The Action Center tab's body: a heading with the pending count, the actions and a quick tip.
 * The preview feeds it sample actions kept in page state; the real dashboard feeds it the API's.
 */
import { useId, type ReactElement, type ReactNode } from 'react';
import { Lightbulb } from 'lucide-react';
import { ActionCard, type ActionCardData } from './action-card';
import { TabHeading, type TabHeadingLevel } from './tab-heading';

interface ActionCenterViewProps {
  actions: readonly ActionCardData[];
  pendingCount: number;
  quickTip: string;
  onToggle: (action: ActionCardData) => void;
  headingLevel: TabHeadingLevel;
  /** Shown after the heading text, e.g. the 'Sample' tag. */
  tag?: ReactNode;
  /** The id of the action being saved, if any. */
  savingId?: string | null;
  /** Shown instead of the list when there are no actions. */
  empty?: ReactNode;
}

export function ActionCenterView({
  actions,
  pendingCount,
  quickTip,
  onToggle,
  headingLevel,
  tag,
  savingId = null,
  empty,
}: ActionCenterViewProps): ReactElement {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <TabHeading id={titleId} level={headingLevel}>
          Action Center {tag}
        </TabHeading>
        <p className="text-sm font-medium text-slate-700" aria-live="polite">
          {pendingCount} pending
        </p>
      </div>
      {actions.length === 0 ? (
        empty
      ) : (
        <ul className="space-y-3">
          {actions.map((action) => (
            <ActionCard
              key={action.id}
              action={action}
              onToggle={() => onToggle(action)}
              isSaving={savingId === action.id}
            />
          ))}
        </ul>
      )}
      <p className="flex items-start gap-2 rounded-xl bg-sky-50 p-4 text-sm text-sky-900">
        <Lightbulb className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        <span>
          <strong>Quick tip:</strong> {quickTip}
        </span>
      </p>
    </section>
  );
}
