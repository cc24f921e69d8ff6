/** More than MULTIPLE_MEDICATIONS_THRESHOLD medicines taken now: 'Multiple Medications Detected'. */
import { useId, type ReactElement } from 'react';
import { Link } from 'react-router';
import { Layers } from 'lucide-react';
import { MEDICATION_MESSAGES, MULTIPLE_MEDICATIONS_THRESHOLD } from '#shared/domain/cabinet-rules';

export function hasMultipleMedications(activeCount: number): boolean {
  return activeCount > MULTIPLE_MEDICATIONS_THRESHOLD;
}

const linkClass = 'font-semibold text-teal-800 underline underline-offset-2 hover:text-teal-900';

export function MultipleMedicationsNotice({
  activeCount,
}: {
  activeCount: number;
}): ReactElement | null {
  const titleId = useId();
  if (!hasMultipleMedications(activeCount)) return null;
  return (
    <section
      aria-labelledby={titleId}
      className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4"
    >
      <Layers className="mt-0.5 h-5 w-5 shrink-0 text-amber-800" aria-hidden="true" />
      <div className="text-sm text-slate-800">
        <h2 id={titleId} className="text-base font-semibold text-amber-950">
          {MEDICATION_MESSAGES.multiple}
        </h2>
        <p className="mt-1">
          You take {activeCount} medicines. Using several together raises the chance that two of
          them interact, or that two contain the same ingredient. We check your cabinet
          automatically after every change; the results are below.
        </p>
        <p className="mt-1">
          Adding something new, such as a supplement or a cold remedy?{' '}
          <Link to="/safety/checks" className={linkClass}>
            Check it with your cabinet
          </Link>
          , or{' '}
          <Link to="/safety/timing" className={linkClass}>
            plan when to take each one
          </Link>
          .
        </p>
      </div>
    </section>
  );
}
