/**
 * /natural-remedies/:id (public): one remedy, what it means for this person first. A signed-in
 * user's page waits for the session so it is always screened against their cabinet and profile.
 */
import type { ReactElement } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { SectionErrorCard } from '#client/components/errors/section-error-card';
import { isNotFound } from '#client/features/aromatherapy/api/aromatherapy-error-message';
import { useRemedy } from '#client/features/aromatherapy/api/get-remedy';
import { RemedyDetailView } from '#client/features/aromatherapy/components/remedy-detail';
import { useAuth } from '#client/lib/auth';
import { AROMATHERAPY_DECLARATIONS, withTitle } from './aromatherapy-declarations';
import { AromatherapyPageLayout } from './aromatherapy-page-layout';

const META = AROMATHERAPY_DECLARATIONS.naturalRemedy.meta;
const KIND_WORDS = { herb: 'Herb', supplement: 'Supplement', practice: 'Practice' } as const;

export default function RemedyPage(): ReactElement {
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const { isLoading } = useAuth();
  const remedy = useRemedy(id, !isLoading);

  if (remedy.isError)
    return (
      <AromatherapyPageLayout
        title={isNotFound(remedy.error) ? 'Remedy not found' : 'Natural remedy'}
        lead={
          <p>
            {isNotFound(remedy.error)
              ? 'We have no remedy at this address.'
              : 'The remedy could not be loaded.'}{' '}
            <Link to="/natural-remedies" className="font-medium text-teal-800 underline">
              Back to natural remedies
            </Link>
          </p>
        }
      >
        {!isNotFound(remedy.error) && <SectionErrorCard onRetry={() => void remedy.refetch()} />}
      </AromatherapyPageLayout>
    );
  if (!remedy.data)
    return (
      <AromatherapyPageLayout title="Natural remedy" lead={<p>Loading the remedy...</p>}>
        <p role="status" className="text-sm text-slate-600">
          Loading...
        </p>
      </AromatherapyPageLayout>
    );
  const data = remedy.data;
  return (
    <AromatherapyPageLayout
      eyebrow={`Natural remedy · ${KIND_WORDS[data.kind]}`}
      title={data.name}
      meta={withTitle(META, `${data.name}: evidence and cautions`)}
      lead={<p>{data.summary}</p>}
    >
      <RemedyDetailView remedy={data} returnTo={pathname} />
    </AromatherapyPageLayout>
  );
}
