/**
 * One label's analysis, in the order that matters to the reader: what to avoid (their allergies,
 * diet, pregnancy, medicines and avoid-list first, then what the evidence says for everyone), what
 * to take care with, then every ingredient in label order with what it does, its E-number, EFSA's
 * evaluation and the sources (the ones we do not know marked 'not assessed', never 'safe'), and
 * last the 'may contain' traces. Every count comes from labelCounts, so the summary and the lists
 * always agree.
 */
import { VerdictCallout } from '#client/components/ui/verdict-callout';
import { useId, type ReactElement } from 'react';
import { cn } from '#client/lib/cn';
import { isNotAssessed, labelCounts } from '#shared/domain/label-counts';
import { formatCount } from '#shared/domain/plural';
import type {
  AnalyzeResponse,
  AnalyzedIngredient,
  CitedSource,
  PersonalReason,
} from '#shared/contracts/ingredients.contract';
import {
  KNOWLEDGE_KIND_LABELS,
  NOT_ASSESSED,
  PERSONAL_REASON_LABELS,
  PRODUCT_KIND_LABELS,
} from '../lib/labels';
import { LevelBadge } from './level-badge';
import { SourcesLine } from './sources-line';

interface Warning {
  key: string;
  ingredient: string;
  text: string;
  reason: PersonalReason | null;
  sources: CitedSource[];
}

/** Every avoid or caution point, personal ones first (they are about this reader). */
export function collectWarnings(
  ingredients: readonly AnalyzedIngredient[],
  level: 'avoid' | 'caution',
): Warning[] {
  const personal: Warning[] = [];
  const general: Warning[] = [];
  ingredients.forEach((ingredient, index) => {
    for (const [n, warning] of ingredient.personal.entries())
      if (warning.level === level)
        personal.push({
          key: `p-${index}-${n}`,
          ingredient: ingredient.text,
          text: warning.text,
          reason: warning.reason,
          sources: warning.sources,
        });
    for (const [n, flag] of ingredient.flags.entries())
      if (flag.level === level)
        general.push({
          key: `f-${index}-${n}`,
          ingredient: ingredient.text,
          text: flag.text,
          reason: null,
          sources: flag.sources,
        });
  });
  return [...personal, ...general];
}

type SubHeading = 'h3' | 'h4';

function WarningBox({
  level,
  warnings,
  Heading,
}: {
  level: 'avoid' | 'caution';
  warnings: Warning[];
  Heading: SubHeading;
}): ReactElement | null {
  if (warnings.length === 0) return null;
  const isAvoid = level === 'avoid';
  return (
    <VerdictCallout level={level} title={isAvoid ? 'Avoid' : 'Take care'} heading={Heading}>
      <ul className="mt-2 space-y-3">
        {warnings.map((warning) => (
          <li key={warning.key} className="text-slate-900">
            <p className="break-words">
              <strong>
                {isAvoid ? 'Avoid' : 'Caution'}: {warning.ingredient}
              </strong>{' '}
              — {warning.text}
            </p>
            {warning.reason && (
              <p className="mt-0.5 text-xs font-semibold text-slate-800">
                Why for you: {PERSONAL_REASON_LABELS[warning.reason]}
              </p>
            )}
            <SourcesLine sources={warning.sources} className="mt-0.5" />
          </li>
        ))}
      </ul>
    </VerdictCallout>
  );
}

function IngredientFacts({ ingredient }: { ingredient: AnalyzedIngredient }): ReactElement {
  const facts: string[] = [];
  if (ingredient.e_number) facts.push(ingredient.e_number);
  if (ingredient.kinds.length > 0)
    facts.push(ingredient.kinds.map((kind) => KNOWLEDGE_KIND_LABELS[kind]).join(', '));
  if (ingredient.percent !== null) facts.push(`${ingredient.percent}% of the product`);
  if (ingredient.parent) facts.push(`part of ${ingredient.parent}`);
  return (
    <>
      {facts.length > 0 && <p className="text-sm text-slate-700">{facts.join(' · ')}</p>}
      {ingredient.functions.length > 0 && (
        <p className="text-sm text-slate-800">
          <span className="font-semibold">What it does: </span>
          {ingredient.functions.join(', ')}
        </p>
      )}
    </>
  );
}

/** How the label wrote it, when not as we name it: 'label: RED 40, also ALLURA RED and E129'. */
function labelWording(ingredient: AnalyzedIngredient): string | null {
  const written = [ingredient.text, ...ingredient.also_written];
  const others = written.filter(
    (text) => text.trim().toLowerCase() !== ingredient.name.trim().toLowerCase(),
  );
  if (others.length === 0) return null;
  if (ingredient.also_written.length === 0) return `label: ${ingredient.text}`;
  return `label: ${written.slice(0, -1).join(', ')} and ${written[written.length - 1]}`;
}

function IngredientItem({
  ingredient,
  isUnknown,
  Heading,
}: {
  ingredient: AnalyzedIngredient;
  isUnknown: boolean;
  Heading: 'h4' | 'h5';
}): ReactElement {
  const wording = labelWording(ingredient);
  return (
    <li
      className={cn(
        'rounded-xl border bg-white p-3 sm:p-4',
        isUnknown ? 'border-dashed border-slate-400' : 'border-slate-200',
      )}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Heading className="font-semibold break-words text-slate-900">
          {ingredient.name}
          {wording && <span className="font-normal text-slate-700"> ({wording})</span>}
        </Heading>
        <div className="flex flex-wrap gap-1">
          {ingredient.may_contain && <LevelBadge level="info" label="May contain (traces)" />}
          {isUnknown && <LevelBadge level="unknown" label={NOT_ASSESSED} />}
        </div>
      </div>
      <div className="mt-1 space-y-1">
        <IngredientFacts ingredient={ingredient} />
        {isUnknown && (
          <p className="text-sm text-slate-700">
            It is not in our knowledge base, so we cannot say anything about it: that does not mean
            it is safe.
          </p>
        )}
      </div>
      {(ingredient.personal.length > 0 || ingredient.flags.length > 0) && (
        <ul className="mt-2 space-y-2">
          {ingredient.personal.map((warning, index) => (
            <li key={`p-${index}`} className="text-sm text-slate-900">
              <p className="flex flex-wrap items-center gap-2">
                <LevelBadge level={warning.level} />
                <span className="font-semibold">
                  For you ({PERSONAL_REASON_LABELS[warning.reason]}):
                </span>
              </p>
              <p className="mt-0.5 break-words">{warning.text}</p>
              <SourcesLine sources={warning.sources} />
            </li>
          ))}
          {ingredient.flags.map((flag, index) => (
            <li key={`f-${index}`} className="text-sm text-slate-900">
              <LevelBadge level={flag.level} />
              <p className="mt-0.5 break-words">{flag.text}</p>
              <SourcesLine sources={flag.sources} />
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

function summaryLine(analysis: AnalyzeResponse): string {
  const counts = labelCounts(analysis.ingredients);
  const { avoid, caution } = analysis.summary;
  const traces =
    counts.mayContain > 0 ? `, and ${formatCount(counts.mayContain, "'may contain' warning")}` : '';
  return `${formatCount(counts.ingredients, 'ingredient')}${traces}: ${avoid} to avoid, ${caution} to take care with, ${counts.notAssessed} not assessed.`;
}

export function LabelAnalysis({
  analysis,
  headingLevel = 2,
  visitorNote,
}: {
  analysis: AnalyzeResponse;
  headingLevel?: 2 | 3;
  /** Shown when the analysis was not personal (a visitor): how signing in adds their checks. */
  visitorNote?: ReactElement;
}): ReactElement {
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const Sub = headingLevel === 2 ? 'h3' : 'h4';
  const Item = headingLevel === 2 ? 'h4' : 'h5';
  const counts = labelCounts(analysis.ingredients);
  const listed = analysis.ingredients.filter((ingredient) => !ingredient.may_contain);
  const traces = analysis.ingredients.filter((ingredient) => ingredient.may_contain);
  const unknown = (ingredient: AnalyzedIngredient) =>
    isNotAssessed(ingredient, analysis.ingredients);
  const avoid = collectWarnings(analysis.ingredients, 'avoid');
  const caution = collectWarnings(analysis.ingredients, 'caution');
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div>
        <Heading id={headingId} className="text-xl font-semibold text-slate-900">
          What is in it
        </Heading>
        <p className="mt-1 text-sm text-slate-700" role="status">
          {PRODUCT_KIND_LABELS[analysis.kind]}. {summaryLine(analysis)}{' '}
          {analysis.personalized
            ? 'Checked against your profile, medicine cabinet and avoid-list.'
            : ''}
        </p>
      </div>
      {!analysis.personalized && visitorNote}
      {analysis.unchecked_medicines.length > 0 && (
        <div className="rounded-xl border border-slate-300 bg-slate-50 p-3 text-sm text-slate-800">
          <p className="font-semibold text-slate-900">Not checked against this label</p>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {analysis.unchecked_medicines.map((medicine) => (
              <li key={medicine.name}>
                We don&apos;t know &ldquo;{medicine.name}&rdquo; from your medicine cabinet, so it
                was not checked.
                {medicine.suggestions.length > 0 &&
                  ` Did you mean ${medicine.suggestions.map((s) => s.name).join(' or ')}? Correct it in your medicine cabinet.`}
              </li>
            ))}
          </ul>
        </div>
      )}
      <WarningBox level="avoid" warnings={avoid} Heading={Sub} />
      <WarningBox level="caution" warnings={caution} Heading={Sub} />
      {avoid.length === 0 && caution.length === 0 && (
        <p className="rounded-xl border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800">
          {analysis.personalized
            ? 'Nothing on this label needs avoiding or care for you, as far as we know'
            : 'Nothing on this label needs avoiding or care for most people, as far as we know'}
          {counts.notAssessed > 0 ? ', but some ingredients are not assessed (below).' : '.'}
        </p>
      )}
      {listed.length > 0 && (
        <div>
          <Sub className="text-lg font-semibold text-slate-900">
            Every ingredient ({counts.ingredients})
          </Sub>
          {counts.notAssessed > 0 && (
            <p className="mt-1 text-sm text-slate-700">
              {formatCount(counts.notAssessed, 'ingredient is', 'ingredients are')} not assessed: we
              don&apos;t know {counts.notAssessed === 1 ? 'it' : 'them'}. Not assessed is not the
              same as safe: check the pack, or ask a pharmacist.
            </p>
          )}
          <ul className="mt-2 space-y-2">
            {listed.map((ingredient, index) => (
              <IngredientItem
                key={`${ingredient.text}-${index}`}
                ingredient={ingredient}
                isUnknown={unknown(ingredient)}
                Heading={Item}
              />
            ))}
          </ul>
        </div>
      )}
      {traces.length > 0 && (
        <div>
          <Sub className="text-lg font-semibold text-slate-900">
            May contain ({counts.mayContain})
          </Sub>
          <p className="mt-1 text-sm text-slate-700">
            Traces the label warns about: not ingredients, but they matter for an allergy.
          </p>
          <ul className="mt-2 space-y-2">
            {traces.map((ingredient, index) => (
              <IngredientItem
                key={`${ingredient.text}-${index}`}
                ingredient={ingredient}
                isUnknown={unknown(ingredient)}
                Heading={Item}
              />
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
