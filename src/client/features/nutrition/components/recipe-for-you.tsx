/**
 * What a recipe means for the signed-in person (`for_you`): each finding of their allergies, diet
 * restrictions, diet and avoid-list in the server's own words, with the rule it comes from. 'Not
 * for you' when any finding says avoid, 'Take care' when they only ask for care; nothing when none
 * applies or for a visitor (the server sends none).
 */
import { VerdictCallout } from '#client/components/ui/verdict-callout';
import type { ReactElement } from 'react';
import { CircleAlert, OctagonX } from 'lucide-react';
import { cn } from '#client/lib/cn';
import type { RecipeForYou } from '#shared/contracts/nutrition.contract';

export const FOR_YOU_REASON_LABELS: Record<RecipeForYou['reason'], string> = {
  allergy: 'Your allergy',
  diet: 'Your diet',
  avoid_list: 'Your avoid-list',
};

const isAvoid = (findings: readonly RecipeForYou[]) =>
  findings.some((finding) => finding.level === 'avoid');

/** The full callout on a recipe's page. */
export function RecipeForYouCallout({
  findings,
}: {
  findings: readonly RecipeForYou[] | undefined;
}): ReactElement | null {
  if (!findings || findings.length === 0) return null;
  const avoid = isAvoid(findings);
  return (
    <VerdictCallout
      level={avoid ? 'avoid' : 'caution'}
      title={avoid ? 'Not for you' : 'Take care: this applies to you'}
      heading="h2"
    >
      <p className="mt-1 text-sm text-slate-800">
        What your allergies, diet and avoid-list find in this recipe&apos;s foods:
      </p>
      <ul className="mt-2 space-y-2">
        {findings.map((finding) => (
          <li key={`${finding.reason}-${finding.text}`} className="text-sm text-slate-900">
            <p className="font-semibold">
              {finding.level === 'avoid' ? 'Avoid' : 'Caution'} ·{' '}
              {FOR_YOU_REASON_LABELS[finding.reason]}
            </p>
            <p className="break-words">{finding.text}</p>
          </li>
        ))}
      </ul>
    </VerdictCallout>
  );
}

/** One line under a recipe in a list: the verdict, then each finding's sentence. */
export function RecipeForYouNote({
  findings,
  id,
}: {
  findings: readonly RecipeForYou[] | undefined;
  /** For aria-describedby on the recipe's button. */
  id?: string;
}): ReactElement | null {
  if (!findings || findings.length === 0) return null;
  const avoid = isAvoid(findings);
  const Icon = avoid ? OctagonX : CircleAlert;
  return (
    <p
      id={id}
      className={cn(
        'mt-1 flex gap-1.5 rounded-lg border px-2 py-1 text-xs break-words',
        avoid
          ? 'border-red-300 bg-red-50 text-red-950'
          : 'border-amber-300 bg-amber-50 text-amber-950',
      )}
    >
      <Icon className="mt-0.5 h-3.5 w-3.5 shrink-0" aria-hidden="true" />
      <span>
        <strong>{avoid ? 'Not for you:' : 'Take care:'}</strong>{' '}
        {findings.map((finding) => finding.text).join(' ')}
      </span>
    </p>
  );
}
