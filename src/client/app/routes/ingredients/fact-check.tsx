/**
 * /fact-check (public, prerendered): type a health claim and read what the evidence says: the
 * verdict, the grade and what it means, a summary and the sources; no match is said honestly.
 */
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { useCheckClaim } from '#client/features/ingredients/api/check-claim';
import { describeLabelsError } from '#client/features/ingredients/api/labels-error';
import { ClaimForm, ClaimResults } from '#client/features/ingredients/components/claim-check';
import { CLAIM_GRADES, CLAIM_VERDICTS } from '#shared/contracts/ingredients.contract';
import {
  GRADE_MEANINGS,
  VERDICT_LABELS,
  VERDICT_MEANINGS,
} from '#client/features/ingredients/lib/labels';
import { LabelsFailureNotice } from './labels-failure';
import { LabelsPageLayout } from './labels-page-layout';

export default function FactCheckPage(): ReactElement {
  const check = useCheckClaim();
  const failure = check.error ? describeLabelsError(check.error) : null;
  return (
    <LabelsPageLayout
      title="Health claim fact-check"
      lead={
        <p>
          Type a claim from a pack, an advert or a friend. We show what reviews of the evidence say,
          how strong that evidence is, and the public sources (NIH, NCCIH, Cochrane, EFSA) behind
          it.
        </p>
      }
    >
      <ClaimForm onCheck={(text) => check.mutate(text)} isPending={check.isPending} />
      {failure && <LabelsFailureNotice failure={failure} feature="product_fact_checker" />}
      {check.data && !check.isPending && <ClaimResults result={check.data} />}
      <section
        aria-labelledby="scales-heading"
        className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
      >
        <h2 id="scales-heading" className="text-lg font-semibold text-slate-900">
          How to read a verdict
        </h2>
        <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
          {CLAIM_VERDICTS.map((verdict) => (
            <div key={verdict} className="contents">
              <dt className="font-semibold text-slate-900">{VERDICT_LABELS[verdict]}</dt>
              <dd className="text-slate-800">{VERDICT_MEANINGS[verdict]}</dd>
            </div>
          ))}
        </dl>
        <h3 className="font-semibold text-slate-900">Evidence grades</h3>
        <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
          {CLAIM_GRADES.map((grade) => (
            <div key={grade} className="contents">
              <dt className="font-semibold text-slate-900">Grade {grade}</dt>
              <dd className="text-slate-800">{GRADE_MEANINGS[grade]}.</dd>
            </div>
          ))}
        </dl>
        <p className="text-sm text-slate-700">
          Reading a product label instead?{' '}
          <Link
            to="/ingredient-analyzer"
            className="font-semibold text-teal-800 underline underline-offset-2"
          >
            Analyse its ingredients
          </Link>
          .
        </p>
      </section>
    </LabelsPageLayout>
  );
}
