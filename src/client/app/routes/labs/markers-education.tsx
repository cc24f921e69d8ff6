/**
 * /markers-education (public, prerendered): what each blood and urine marker means, grouped by body
 * system, from our reference (GET /api/biomarkers, loaded at runtime) with a search, and how to read
 * a report. Every entry names its sources.
 */
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { SectionErrorCard } from '#client/components/errors/section-error-card';
import { usePageMeta } from '#client/lib/use-page-meta';
import { PageHeader } from '#client/features/marketing/components/page-header';
import { SafetyNotice } from '#client/features/marketing/components/safety-notice';
import { Section } from '#client/features/marketing/components/section';
import { useBiomarkerReference } from '#client/features/labs/api/get-biomarker-reference';
import { MarkerReference } from '#client/features/labs/components/marker-reference';
import { GuideItemList, GuideLinks } from './guide-parts';
import { READING_RESULTS } from './lab-guide-content';

function Markers(): ReactElement {
  const reference = useBiomarkerReference();
  if (reference.isPending)
    return (
      <p role="status" className="text-center text-slate-600">
        Loading the marker guide...
      </p>
    );
  if (reference.isError) return <SectionErrorCard onRetry={() => void reference.refetch()} />;
  return <MarkerReference reference={reference.data} />;
}

export default function MarkersEducationPage(): ReactElement {
  usePageMeta('/markers-education');
  return (
    <>
      <PageHeader
        eyebrow="Lab markers explained"
        title="What your blood and urine markers mean"
        lead="Each common marker in plain words: what it measures, typical adult ranges, and common reasons for a high or low value, with the source for each."
      >
        <GuideLinks />
      </PageHeader>

      <Section
        id="markers"
        title="Markers by body system"
        lead="Open a marker to read about it, or search by name or abbreviation."
      >
        <div className="mx-auto max-w-5xl">
          <Markers />
        </div>
      </Section>

      <Section id="reading" title="Reading a lab report" tone="muted">
        <GuideItemList items={READING_RESULTS} />
        <p className="mx-auto mt-8 max-w-3xl text-center text-slate-700">
          Getting ready for a test? Read{' '}
          <Link
            to="/blood-test-guide"
            className="font-medium text-teal-800 underline underline-offset-2"
          >
            how to prepare
          </Link>
          , or see what your own report says with a{' '}
          <Link to="/upload" className="font-medium text-teal-800 underline underline-offset-2">
            lab upload
          </Link>{' '}
          (Wellness Pro).
        </p>
      </Section>

      <div className="mx-auto max-w-4xl px-4 pb-14 sm:px-6">
        <SafetyNotice />
      </div>
    </>
  );
}
