/**
 * A small, dismissible suggestion for signed-in free users: what Wellness Pro adds here, its real
 * price, and that Free stays free. No countdowns or invented scarcity. Dismissal lasts the
 * browser session. Rendered only after hydration, since it depends on storage.
 */
import { useState, type ReactElement } from 'react';
import { Link } from 'react-router';
import { Sparkles, X } from 'lucide-react';
import { readStorage, writeStorage } from '#client/lib/storage';
import { useIsHydrated } from '#client/lib/use-stored-value';
import { useAuth } from '#client/lib/auth';
import {
  FEATURE_NAMES,
  PLAN_DISPLAY_NAMES,
  WELLNESS_PRO_MONTHLY_USD,
  WELLNESS_PRO_YEARLY_USD,
  type FeatureKey,
} from '#shared/domain/plans';
import { usePlanAccess } from '../hooks/use-plan-access';

const dismissKey = (id: string) => `upgrade_prompt_dismissed:${id}`;

export interface StrategicUpgradePromptProps {
  /** Where it is shown, so each place remembers its own dismissal. */
  id: string;
  /** The paid feature that would help here. */
  feature?: FeatureKey;
  message?: string;
}

export function StrategicUpgradePrompt({
  id,
  feature,
  message,
}: StrategicUpgradePromptProps): ReactElement | null {
  const isHydrated = useIsHydrated();
  const { isSignedIn } = useAuth();
  const access = usePlanAccess();
  const [isDismissed, setIsDismissed] = useState(
    () => readStorage(dismissKey(id), 'session') === 'true',
  );
  if (!isHydrated || !isSignedIn || access.isLoading || access.isPaid || isDismissed) return null;
  if (feature && !access.isInEdition(feature)) return null;

  const planName = PLAN_DISPLAY_NAMES.wellness_plus;
  const text =
    message ??
    (feature
      ? `${FEATURE_NAMES[feature]} comes with ${planName}.`
      : `${planName} adds lab uploads, the full interactions database and unlimited AI chat.`);
  return (
    <aside
      aria-label={`About ${planName}`}
      className="flex items-start gap-3 rounded-xl border border-teal-200 bg-white p-3 text-sm shadow-sm"
    >
      <Sparkles className="mt-0.5 h-4 w-4 shrink-0 text-teal-700" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="text-slate-800">
          {text} ${WELLNESS_PRO_MONTHLY_USD}/month or ${WELLNESS_PRO_YEARLY_USD}/year, cancel any
          time; {PLAN_DISPLAY_NAMES.wellness} stays free.
        </p>
        <Link
          to={feature ? `/upgrade/${feature}` : '/pro-features'}
          className="mt-1 inline-block font-semibold text-teal-800 underline underline-offset-4"
        >
          See what {planName} includes
        </Link>
      </div>
      <button
        type="button"
        aria-label="Dismiss this suggestion"
        className="rounded p-1 text-slate-600 hover:bg-slate-100"
        onClick={() => {
          writeStorage(dismissKey(id), 'true', 'session');
          setIsDismissed(true);
        }}
      >
        <X className="h-4 w-4" aria-hidden="true" />
      </button>
    </aside>
  );
}
