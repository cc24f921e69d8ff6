/**
 * /blood-test-guide (public, prerendered): how to prepare for a blood or urine test (fasting, biotin,
 * morning samples, hydration, medicines) and how to read the results, each point with its source.
 */
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { SourceLinks } from '#client/components/ui/source-links';
import { usePageMeta } from '#client/lib/use-page-meta';
import { PageHeader } from '#client/features/marketing/components/page-header';
import { SafetyNotice } from '#client/features/marketing/components/safety-notice';
import { Section } from '#client/features/marketing/components/section';
import { GuideItemList, GuideLinks } from './guide-parts';
import { PREPARATION, READING_RESULTS, URINE_SAMPLE_STEPS } from './lab-guide-content';

export default function BloodTestGuidePage(): ReactElement {
  usePageMeta('/blood-test-guide');
  return (
    <>
      <PageHeader
        eyebrow="Blood test guide"
        title="How to prepare for a blood or urine test"
        lead="A few simple steps make your results more accurate. Always follow the instructions you were given for your own test: they come first."
      >
        <GuideLinks />
      </PageHeader>

      <Section id="before" title="Before the test">
        <GuideItemList items={PREPARATION} />
      </Section>

      <Section id="urine" title="Giving a urine sample" tone="muted">
        <div className="mx-auto max-w-3xl rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
          <ol className="list-decimal space-y-2 pl-5 text-slate-800">
            {URINE_SAMPLE_STEPS.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <SourceLinks
            sources={[
              {
                title: 'MedlinePlus: Urinalysis',
                url: 'https://medlineplus.gov/lab-tests/urinalysis/',
              },
            ]}
            className="mt-4"
          />
        </div>
      </Section>

      <Section id="results" title="When the results come back">
        <GuideItemList items={READING_RESULTS} />
        <p className="mx-auto mt-8 max-w-3xl text-center text-slate-700">
          Look up any marker in the{' '}
          <Link
            to="/markers-education"
            className="font-medium text-teal-800 underline underline-offset-2"
          >
            marker guide
          </Link>
          , see the{' '}
          <Link
            to="/sample-report"
            className="font-medium text-teal-800 underline underline-offset-2"
          >
            sample report
          </Link>
          , or learn which{' '}
          <Link to="/test-kits" className="font-medium text-teal-800 underline underline-offset-2">
            kinds of tests
          </Link>{' '}
          exist.
        </p>
      </Section>

      <div className="mx-auto max-w-4xl px-4 pb-14 sm:px-6">
        <SafetyNotice />
      </div>
    </>
  );
}
