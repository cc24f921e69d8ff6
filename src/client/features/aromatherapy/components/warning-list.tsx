/**
 * Warnings from the blend calculator, an oil page or a saved blend: what kind, the sentence, the
 * interaction record when a medicine is involved, and the sources. Advice on use is blue; every
 * caution amber or red.
 */
import type { ReactElement } from 'react';
import { Info, OctagonAlert, TriangleAlert } from 'lucide-react';
import { cn } from '#client/lib/cn';
import type { OilWarning } from '#shared/contracts/aromatherapy.contract';
import { ADVICE_KINDS, WARNING_KIND_LABELS } from '../lib/labels';
import { CitedSources } from './cited-sources';
import { InteractionRecordDetails } from './interaction-records';

/** Warnings that stop use outright, in red (the avoid-list is the person's own 'not for me'). */
const STOP_KINDS = new Set<OilWarning['kind']>(['do_not_use', 'anticoagulant', 'avoid_list']);

export function WarningList({
  warnings,
  label,
}: {
  warnings: readonly OilWarning[];
  /** The list's accessible name ('Warnings for this blend'). */
  label: string;
}): ReactElement | null {
  if (warnings.length === 0) return null;
  return (
    <ul aria-label={label} className="space-y-2">
      {warnings.map((warning, index) => {
        const isAdvice = ADVICE_KINDS.has(warning.kind);
        const isStop =
          STOP_KINDS.has(warning.kind) ||
          (warning.kind === 'interaction' && warning.record?.severity === 'major');
        const Icon = isAdvice ? Info : isStop ? OctagonAlert : TriangleAlert;
        return (
          <li
            key={`${warning.kind}-${warning.oil_id ?? 'blend'}-${index}`}
            className={cn(
              'rounded-xl border p-3 text-sm',
              isAdvice
                ? 'border-sky-300 bg-sky-50'
                : isStop
                  ? 'border-red-300 bg-red-50'
                  : 'border-amber-300 bg-amber-50',
            )}
          >
            <p className="flex flex-wrap items-center gap-2">
              <span
                className={cn(
                  'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
                  isAdvice
                    ? 'bg-sky-100 text-sky-950 ring-sky-300'
                    : isStop
                      ? 'bg-red-100 text-red-900 ring-red-300'
                      : 'bg-amber-100 text-amber-950 ring-amber-300',
                )}
              >
                <Icon className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
                {WARNING_KIND_LABELS[warning.kind]}
              </span>
            </p>
            <p className="mt-1 text-slate-900">{warning.text}</p>
            {warning.record && <InteractionRecordDetails record={warning.record} />}
            <CitedSources sources={warning.sources} compact className="mt-2" />
          </li>
        );
      })}
    </ul>
  );
}
