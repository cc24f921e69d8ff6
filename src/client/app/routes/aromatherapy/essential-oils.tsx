/** /essential-oils (public, prerendered): the oil library by category, with search. */
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { OilLibrary } from '#client/features/aromatherapy/components/oil-library';
import { AromatherapyPageLayout } from './aromatherapy-page-layout';

export default function EssentialOilsPage(): ReactElement {
  return (
    <AromatherapyPageLayout
      title="Essential oils library"
      lead={
        <p>
          Each oil says first when not to use it — in the sun, for children, in pregnancy, with
          epilepsy, asthma or blood thinners, around pets — then what it is traditionally used for
          and how good the evidence is. Essential oils are for the skin, well diluted, and the air:
          never swallow them. To mix oils safely, use the{' '}
          <Link to="/aromatherapy" className="font-medium text-teal-800 underline">
            blend calculator
          </Link>
          .
        </p>
      }
    >
      <OilLibrary />
    </AromatherapyPageLayout>
  );
}
