/**
 * One remedy: what it means for this person first (the screening), then its evidence grade for
 * each concern (the grades defined beside them), the forms and doses as published, who should not
 * use it, its interactions, when to see a clinician instead, and the sources.
 */
import type { ReactElement } from 'react';
import { Stethoscope } from 'lucide-react';
import type { RemedyDetail } from '#shared/contracts/aromatherapy.contract';
import { CitedSources } from './cited-sources';
import { GradeBadge, GradeLegend } from './evidence';
import { InteractionRecordList } from './interaction-records';
import { RemedyScreening } from './remedy-screening';

const CONDITION_WORDS: Record<string, string> = {
  pregnancy: 'In pregnancy',
  breastfeeding: 'While breastfeeding',
  under_18: 'Children and teenagers',
  age_65_plus: 'Aged 65 or over',
  kidney_disease: 'Kidney disease',
  liver_disease: 'Liver disease',
  heart_disease: 'Heart disease',
  high_blood_pressure: 'High blood pressure',
  diabetes: 'Diabetes',
  bleeding_disorder: 'A bleeding disorder',
  asthma: 'Asthma',
  epilepsy: 'Epilepsy',
  glaucoma: 'Glaucoma',
  enlarged_prostate: 'An enlarged prostate',
  stomach_ulcer: 'A stomach ulcer',
  thyroid_disease: 'Thyroid disease',
  autoimmune_disease: 'An autoimmune disease',
  depression: 'Depression',
  surgery_planned: 'Before planned surgery',
};

export function conditionLabel(when: string, underAge?: number): string {
  if (when === 'under_18' && underAge !== undefined) return `Children under ${underAge}`;
  return CONDITION_WORDS[when] ?? when.replace(/_/g, ' ');
}

export function RemedyDetailView({
  remedy,
  returnTo,
}: {
  remedy: RemedyDetail;
  returnTo: string;
}): ReactElement {
  return (
    <div className="space-y-6">
      <section aria-labelledby="remedy-for-you-heading" className="space-y-2">
        <h2 id="remedy-for-you-heading" className="text-xl font-semibold text-slate-900">
          For you
        </h2>
        <RemedyScreening remedy={remedy} returnTo={returnTo} />
      </section>

      <section aria-labelledby="remedy-evidence-heading" className="space-y-3">
        <h2 id="remedy-evidence-heading" className="text-xl font-semibold text-slate-900">
          The evidence, by concern
        </h2>
        <ul aria-label={`Evidence for ${remedy.name}`} className="space-y-2">
          {remedy.concerns.map((entry) => (
            <li
              key={entry.concern}
              className="rounded-xl border border-slate-200 bg-white p-3 text-sm"
            >
              <p className="flex flex-wrap items-center gap-2">
                <GradeBadge grade={entry.evidence_grade} />
                <span className="font-semibold text-slate-900">{entry.label}</span>
              </p>
              <p className="mt-1 text-slate-800">{entry.summary}</p>
              <CitedSources sources={[entry.source]} compact className="mt-1.5" />
            </li>
          ))}
        </ul>
        <GradeLegend headingLevel={3} />
      </section>

      <section aria-labelledby="remedy-forms-heading" className="space-y-2">
        <h2 id="remedy-forms-heading" className="text-xl font-semibold text-slate-900">
          Forms and doses as published
        </h2>
        <p className="text-sm text-slate-700">
          These are the amounts used in studies or set as limits, not advice for you. Ask a
          pharmacist or clinician before starting anything new.
        </p>
        <ul className="space-y-2">
          {remedy.forms.map((form) => (
            <li
              key={`${form.form}-${form.dose}`}
              className="rounded-xl border border-slate-200 bg-white p-3 text-sm"
            >
              <p className="font-semibold text-slate-900">{form.form}</p>
              <p className="text-slate-800">{form.dose}</p>
              <CitedSources sources={[form.source]} compact className="mt-1" />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="remedy-cautions-heading" className="space-y-2">
        <h2 id="remedy-cautions-heading" className="text-xl font-semibold text-slate-900">
          Who should not use it
        </h2>
        {remedy.cautions.length === 0 ? (
          <p className="text-sm text-slate-700">
            Our sources name no group who should avoid it. That is not proof that it suits everyone.
          </p>
        ) : (
          <ul className="space-y-2">
            {remedy.cautions.map((caution) => (
              <li
                key={`${caution.when}-${caution.text}`}
                className="rounded-xl border border-amber-200 bg-amber-50/60 p-3 text-sm"
              >
                <p className="font-semibold text-slate-900">
                  {conditionLabel(caution.when, caution.under_age)}
                </p>
                <p className="text-slate-800">{caution.text}</p>
                <CitedSources sources={[caution.source]} compact className="mt-1" />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="remedy-interactions-heading" className="space-y-2">
        <h2 id="remedy-interactions-heading" className="text-xl font-semibold text-slate-900">
          Interactions
        </h2>
        <InteractionRecordList records={remedy.interactions} subject={remedy.name} />
      </section>

      <section
        aria-labelledby="remedy-clinician-heading"
        className="space-y-2 rounded-2xl border border-slate-200 bg-slate-50 p-4"
      >
        <h2
          id="remedy-clinician-heading"
          className="flex items-center gap-2 text-xl font-semibold text-slate-900"
        >
          <Stethoscope className="h-5 w-5 text-teal-700" aria-hidden="true" />
          See a clinician instead
        </h2>
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-800">
          {remedy.see_a_clinician.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="remedy-sources-heading" className="space-y-2">
        <h2 id="remedy-sources-heading" className="text-xl font-semibold text-slate-900">
          Sources
        </h2>
        <CitedSources sources={remedy.sources} />
      </section>
    </div>
  );
}
