/**
 * /test-kits (public, prerendered): the kinds of lab tests, what each measures, and the ways to get
 * one. Information only: we sell no tests and show no prices.
 */
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { Droplet, FlaskConical } from 'lucide-react';
import { SourceLinks } from '#client/components/ui/source-links';
import { usePageMeta } from '#client/lib/use-page-meta';
import { PageHeader } from '#client/features/marketing/components/page-header';
import { SafetyNotice } from '#client/features/marketing/components/safety-notice';
import { Section } from '#client/features/marketing/components/section';
import { GuideItemList, GuideLinks } from './guide-parts';
import { ACCESS_ROUTES, TEST_KINDS } from './lab-guide-content';

export default function TestKitsPage(): ReactElement {
  usePageMeta('/test-kits');
  return (
    <>
      <PageHeader
        eyebrow="Kinds of lab tests"
        title="Which lab tests exist and what they measure"
        lead="From a full blood count to a urinalysis: what each common test looks at, why it is done and how to prepare. Wellnest does not sell tests; this page is information only."
      >
        <GuideLinks />
      </PageHeader>

      <Section id="tests" title="Common tests">
        <ul className="mx-auto grid max-w-6xl gap-4 md:grid-cols-2">
          {TEST_KINDS.map((test) => {
            const Icon = test.specimen === 'Urine' ? FlaskConical : Droplet;
            return (
              <li
                key={test.id}
                className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
              >
                <div className="flex items-start gap-3">
                  <Icon className="mt-1 h-5 w-5 shrink-0 text-teal-700" aria-hidden="true" />
                  <div>
                    <h3 className="text-lg font-semibold text-slate-900">{test.name}</h3>
                    <p className="text-sm text-slate-600">{test.specimen} sample</p>
                  </div>
                </div>
                <p className="mt-3 text-slate-800">{test.measures}</p>
                <dl className="mt-3 space-y-2 text-sm text-slate-800">
                  <div>
                    <dt className="font-medium text-slate-900">Usually includes</dt>
                    <dd>{test.markers.join(', ')}</dd>
                  </div>
                  <div>
                    <dt className="font-medium text-slate-900">Why it is done</dt>
                    <dd>{test.why}</dd>
                  </div>
                  <div>
                    <dt className="font-medium text-slate-900">Preparation</dt>
                    <dd>{test.preparation}</dd>
                  </div>
                </dl>
                <SourceLinks sources={[test.source]} className="mt-auto pt-3" />
              </li>
            );
          })}
        </ul>
      </Section>

      <Section id="getting-tested" title="How to get a test" tone="muted">
        <GuideItemList items={ACCESS_ROUTES} />
        <p className="mx-auto mt-8 max-w-3xl text-center text-slate-700">
          Before you go, read{' '}
          <Link
            to="/blood-test-guide"
            className="font-medium text-teal-800 underline underline-offset-2"
          >
            how to prepare
          </Link>
          . Afterwards, look up your markers in the{' '}
          <Link
            to="/markers-education"
            className="font-medium text-teal-800 underline underline-offset-2"
          >
            marker guide
          </Link>
          .
        </p>
      </Section>

      <div className="mx-auto max-w-4xl px-4 pb-14 sm:px-6">
        <SafetyNotice />
      </div>
    </>
  );
}
