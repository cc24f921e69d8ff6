/**
 * The Wellness Score tab's body: the overall score out of 100 and one bar per part. The preview
 * shows fixed sample sub-scores; the real dashboard shows the parts computed from the user's
 * data.
 */
import { useId, type ReactElement, type ReactNode } from 'react';
import { Card } from '#client/components/ui/card';
import { TabHeading, type TabHeadingLevel } from './tab-heading';

export interface ScorePart {
  label: string;
  score: number;
  /** What the part was computed from, in plain words. */
  detail?: string;
}

interface WellnessScoreViewProps {
  score: number;
  /** Under the number, e.g. 'Sample overall score out of 100'. */
  caption: string;
  parts: readonly ScorePart[];
  /** Appended to each bar's accessible name, e.g. ' (sample)'. */
  partLabelSuffix?: string;
  headingLevel: TabHeadingLevel;
  tag?: ReactNode;
  /** A sentence under the parts: where the numbers come from. */
  note: ReactNode;
}

export function WellnessScoreView({
  score,
  caption,
  parts,
  partLabelSuffix = '',
  headingLevel,
  tag,
  note,
}: WellnessScoreViewProps): ReactElement {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="space-y-4">
      <TabHeading id={titleId} level={headingLevel}>
        Wellness Score {tag}
      </TabHeading>
      <Card className="flex flex-col items-center gap-1 text-center">
        <p className="text-5xl font-bold text-teal-800">{score}</p>
        <p className="text-sm text-slate-700">{caption}</p>
      </Card>
      {parts.length > 0 && (
        <ul className="grid gap-3 sm:grid-cols-2">
          {parts.map((part) => (
            <li key={part.label} className="rounded-xl border border-slate-200 bg-white p-4">
              <div className="flex items-center justify-between text-sm">
                <span className="font-medium text-slate-900">{part.label}</span>
                <span className="font-semibold text-slate-900">{part.score}</span>
              </div>
              <div
                role="progressbar"
                aria-label={`${part.label}${partLabelSuffix}`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={part.score}
                className="mt-2 h-2 rounded-full bg-slate-200"
              >
                <div className="h-2 rounded-full bg-teal-700" style={{ width: `${part.score}%` }} />
              </div>
              {part.detail && <p className="mt-2 text-xs text-slate-700">{part.detail}</p>}
            </li>
          ))}
        </ul>
      )}
      <p className="text-sm text-slate-700">{note}</p>
    </section>
  );
}
