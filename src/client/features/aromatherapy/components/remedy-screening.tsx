/**
 * A remedy against the signed-in user's cabinet and profile: 'Not for you' when a reason is
 * `avoid` (a matching 'who should not use it', a major interaction), 'not ruled out: take care'
 * when only `caution` reasons apply (a moderate or minor interaction), each with its record and
 * source; or that nothing found rules it out. Visitors are asked to sign in; it is free.
 */
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { CheckCircle2, OctagonAlert } from 'lucide-react';
import type { RemedyDetail } from '#shared/contracts/aromatherapy.contract';
import { CitedSources } from './cited-sources';
import { InteractionRecordDetails } from './interaction-records';

export function RemedyScreening({
  remedy,
  returnTo,
  compact = false,
}: {
  remedy: RemedyDetail;
  returnTo: string;
  /** On a list card: the verdict and the reasons' sentences, without their records. */
  compact?: boolean;
}): ReactElement {
  const { screening } = remedy;
  if (screening === null)
    return (
      <p className="rounded-xl border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800">
        <Link
          to={`/login?returnTo=${encodeURIComponent(returnTo)}`}
          className="font-semibold text-teal-800 underline underline-offset-2"
        >
          Sign in
        </Link>{' '}
        to check {remedy.name} against your medicines and health profile (free).
      </p>
    );
  if (screening.suitable && screening.reasons.length === 0)
    return (
      <p className="flex gap-2 rounded-xl border border-emerald-300 bg-emerald-50 p-3 text-sm text-emerald-950">
        <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        <span>
          <strong>Nothing found against it for you.</strong> Nothing in your medicine cabinet or
          health profile rules {remedy.name} out. Check the cautions below and ask a pharmacist if
          unsure.
        </span>
      </p>
    );
  const title = screening.suitable ? 'Not ruled out for you: take care' : 'Not for you';
  return (
    <div
      className={
        screening.suitable
          ? 'rounded-xl border-2 border-amber-400 bg-amber-50 p-3 text-sm'
          : 'rounded-xl border-2 border-red-400 bg-red-50 p-3 text-sm'
      }
    >
      <p className="flex items-center gap-2 text-base font-bold text-slate-900">
        <OctagonAlert
          className={
            screening.suitable ? 'h-5 w-5 shrink-0 text-amber-700' : 'h-5 w-5 shrink-0 text-red-700'
          }
          aria-hidden="true"
        />
        {title}
      </p>
      <ul aria-label={`Why ${remedy.name} may not suit you`} className="mt-2 space-y-2">
        {screening.reasons.map((reason, index) => (
          <li key={`${reason.kind}-${index}`} className="text-slate-900">
            <p>{reason.text}</p>
            {!compact && reason.record && <InteractionRecordDetails record={reason.record} />}
            {!compact && <CitedSources sources={reason.sources} compact className="mt-1" />}
          </li>
        ))}
      </ul>
    </div>
  );
}
