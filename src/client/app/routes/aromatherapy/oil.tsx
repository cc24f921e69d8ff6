/**
 * /essential-oils/:id (public): one oil, its safety panel first. A signed-in user's page waits for
 * the session so it always carries their 'not for you' reasons.
 */
import type { ReactElement } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { SectionErrorCard } from '#client/components/errors/section-error-card';
import { isNotFound } from '#client/features/aromatherapy/api/aromatherapy-error-message';
import { useOil } from '#client/features/aromatherapy/api/get-oil';
import { OilDetailView } from '#client/features/aromatherapy/components/oil-detail';
import { useAuth } from '#client/lib/auth';
import { AROMATHERAPY_DECLARATIONS, withTitle } from './aromatherapy-declarations';
import { AromatherapyPageLayout } from './aromatherapy-page-layout';

const META = AROMATHERAPY_DECLARATIONS.essentialOil.meta;

export default function OilPage(): ReactElement {
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const { isLoading } = useAuth();
  const oil = useOil(id, !isLoading);

  if (oil.isError)
    return (
      <AromatherapyPageLayout
        title={isNotFound(oil.error) ? 'Oil not found' : 'Essential oil'}
        lead={
          <p>
            {isNotFound(oil.error)
              ? 'We have no essential oil at this address.'
              : 'The oil could not be loaded.'}{' '}
            <Link to="/essential-oils" className="font-medium text-teal-800 underline">
              Back to the library
            </Link>
          </p>
        }
      >
        {!isNotFound(oil.error) && <SectionErrorCard onRetry={() => void oil.refetch()} />}
      </AromatherapyPageLayout>
    );
  if (!oil.data)
    return (
      <AromatherapyPageLayout title="Essential oil" lead={<p>Loading the oil...</p>}>
        <p role="status" className="text-sm text-slate-600">
          Loading...
        </p>
      </AromatherapyPageLayout>
    );
  const data = oil.data;
  return (
    <AromatherapyPageLayout
      eyebrow="Essential oil"
      title={data.name}
      meta={withTitle(META, `${data.name} essential oil`)}
      lead={
        <p>
          <span className="italic">{data.botanical_name}</span>
          {data.chemotype ? ` (${data.chemotype})` : ''}. {data.categories.join(' · ')}.
        </p>
      }
    >
      <OilDetailView oil={data} returnTo={pathname} />
    </AromatherapyPageLayout>
  );
}
