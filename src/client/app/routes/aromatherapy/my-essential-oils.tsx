/**
 * /dashboard/essential-oils (signed in): the user's saved blends and favourite oils, each with the
 * warnings that apply to them today.
 */
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { FavoriteOilList, SavedBlendList } from '#client/features/aromatherapy/components/my-oils';
import { AromatherapyPageLayout } from './aromatherapy-page-layout';

export default function MyEssentialOilsPage(): ReactElement {
  return (
    <AromatherapyPageLayout
      title="My essential oils"
      lead={
        <p>
          Your saved blends and favourite oils, checked again against your{' '}
          <Link to="/profile" className="font-medium text-teal-800 underline">
            health profile
          </Link>{' '}
          and{' '}
          <Link to="/safety/cabinet" className="font-medium text-teal-800 underline">
            medicine cabinet
          </Link>{' '}
          as they are today.
        </p>
      }
    >
      <section aria-labelledby="saved-blends-heading" className="space-y-3">
        <h2 id="saved-blends-heading" className="text-xl font-semibold text-slate-900">
          Saved blends
        </h2>
        <SavedBlendList />
      </section>
      <section aria-labelledby="favourite-oils-heading" className="space-y-3">
        <h2 id="favourite-oils-heading" className="text-xl font-semibold text-slate-900">
          Favourite oils
        </h2>
        <FavoriteOilList />
      </section>
    </AromatherapyPageLayout>
  );
}
