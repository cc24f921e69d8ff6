/**
 * The real Wellness Score: computed by the server from the user's own tracked data, with the parts
 * it used. The default score 78 appears only when there is no data at all, and then it says so.
 */
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { useWellnessScore } from '#client/features/wellness-score/api/get-wellness-score';
import { PanelStatus } from './panel-status';
import type { TabHeadingLevel } from './tab-heading';
import { WellnessScoreView } from './wellness-score-view';

export function RealWellnessScore({
  headingLevel,
}: {
  headingLevel: TabHeadingLevel;
}): ReactElement {
  const score = useWellnessScore();
  if (!score.isSuccess)
    return (
      <PanelStatus
        query={score}
        loading="Working out your score..."
        failed="Your score could not be loaded"
      />
    );
  const { data } = score;
  return (
    <WellnessScoreView
      headingLevel={headingLevel}
      score={data.score}
      caption={
        data.is_default
          ? 'Starting score out of 100 — nothing logged yet'
          : `Your score out of 100, from ${data.days_of_data} of the last ${data.window_days} days`
      }
      parts={data.parts.map((part) => ({
        label: part.label,
        score: part.score,
        detail: part.detail,
      }))}
      note={
        data.is_default ? (
          <>
            Everyone starts at {data.score}. Log your{' '}
            <Link to="/mood" className="font-semibold text-teal-800 underline underline-offset-4">
              mood
            </Link>
            , sleep and habits for a few days and this becomes your own score.
          </>
        ) : (
          'Computed from what you logged: each part counts only when it has data. A guide for you, not a medical measure.'
        )
      }
    />
  );
}
