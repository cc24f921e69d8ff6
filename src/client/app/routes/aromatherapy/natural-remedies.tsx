/**
 * /natural-remedies (public, prerendered): herbs, supplements and practices by concern, graded A-D
 * with the grades defined on the page; a signed-in user sees which ones their cabinet or profile
 * rule out (free: safety is never paid).
 */
import type { ReactElement } from 'react';
import { GradeLegend } from '#client/features/aromatherapy/components/evidence';
import { RemedyList } from '#client/features/aromatherapy/components/remedy-list';
import { AromatherapyPageLayout } from './aromatherapy-page-layout';

export default function NaturalRemediesPage(): ReactElement {
  return (
    <AromatherapyPageLayout
      title="Natural remedies"
      lead={
        <p>
          What the evidence says about herbs, supplements and practices such as yoga for common
          concerns, graded A to D for each concern, with the doses studied, who should avoid them
          and their interactions. Natural does not mean safe with your medicines.
        </p>
      }
    >
      <GradeLegend />
      <RemedyList />
    </AromatherapyPageLayout>
  );
}
