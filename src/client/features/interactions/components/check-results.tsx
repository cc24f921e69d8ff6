/**
 * The answer to an interaction check. Every interaction shows its severity in colour and in words
 * with what that level means, what to do, how far apart to keep the doses and its sources; the
 * paid detail (mechanism, evidence) is added for 'full' results and only mentioned for 'basic'
 * ones: the safety information itself is never held back. Duplicates, profile cautions and names
 * we do not know follow. Prints cleanly: the site's frame and the buttons are left off the page
 * and each link's address is printed after it.
 */
import { useId, type ReactElement, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Clock, Copy, HelpCircle, Lock, Printer, ShieldCheck, UserRound } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { cn } from '#client/lib/cn';
import {
  EVIDENCE_LABELS,
  SEVERITIES,
  SEVERITY_MEANINGS,
  type Caution,
  type CheckResponse,
  type CheckedItem,
  type DuplicateWarning,
  type InteractionResult,
  type SubstanceRef,
} from '#shared/contracts/interactions.contract';
import { PLAN_DISPLAY_NAMES } from '#shared/domain/plans';
import { DerivedFrom } from './derived-from';
import { SeverityBadge } from './severity-badge';
import { SEVERITY_STYLES } from './severity-style';
import { SourceLinks } from '#client/components/ui/source-links';
import { SHORT_DISCLAIMER } from '#client/components/layouts/subtitle-bar';

export const NO_INTERACTIONS_TITLE = 'No interactions found';
export const NO_INTERACTIONS_TEXT =
  'We found no interactions between these items in our knowledge base. That is not a guarantee: ask your pharmacist.';

const DUPLICATE_REASONS: Record<DuplicateWarning['reason'], string> = {
  same_ingredient: 'Same ingredient',
  same_class: 'Same kind of medicine',
};

const CAUTION_REASONS: Record<Caution['reason'], string> = {
  allergy: 'Allergy',
  condition: 'Health condition',
  pregnancy: 'Pregnancy or breastfeeding',
  age: 'Age',
};

// Only the page's content is printed: the header, bars and footer around <main> are left off.
const PRINT_CSS =
  '@media print { #root > div > :not(main) { display: none !important; } body { background: #fff; } }';

const SEVERITY_ORDER = Object.fromEntries(
  SEVERITIES.map((severity, index) => [severity, index]),
) as Record<string, number>;

/** '1 interaction: 1 major, 0 moderate, 0 minor'. */
export function summaryLine(interactions: readonly InteractionResult[]): string {
  const count = (severity: string) =>
    interactions.filter((interaction) => interaction.severity === severity).length;
  const total = interactions.length;
  return `${total} ${total === 1 ? 'interaction' : 'interactions'}: ${count('major')} major, ${count('moderate')} moderate, ${count('minor')} minor`;
}

function isSameName(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** What the user typed, with the name it resolved to when that differs ('Tylenol (Acetaminophen)'). */
function ItemName({
  item,
  fallback,
}: {
  item: CheckedItem | undefined;
  fallback?: SubstanceRef;
}): ReactElement {
  if (!item) return <span className="font-semibold">{fallback?.name ?? 'Unknown item'}</span>;
  const resolved = item.resolved;
  return (
    <span>
      <span className="font-semibold">{item.query}</span>
      {resolved && !isSameName(resolved.name, item.query) && (
        <span className="font-normal text-slate-700"> ({resolved.name})</span>
      )}
    </span>
  );
}

/** One side of an interaction: the item, and the ingredient the record is about when it is not the item itself. */
function InteractionSide({
  item,
  substance,
}: {
  item: CheckedItem | undefined;
  substance: SubstanceRef;
}): ReactElement {
  const isVia = item?.resolved?.id !== substance.id;
  return (
    <span>
      <ItemName item={item} fallback={substance} />
      {item && isVia && <span className="font-normal text-slate-700"> via {substance.name}</span>}
    </span>
  );
}

function Pair({
  items,
  between,
  substances,
}: {
  items: CheckedItem[];
  between: [number, number];
  substances?: [SubstanceRef, SubstanceRef];
}): ReactElement {
  const [a, b] = between;
  return (
    <>
      {substances ? (
        <InteractionSide item={items[a]} substance={substances[0]} />
      ) : (
        <ItemName item={items[a]} />
      )}
      <span aria-hidden="true" className="px-1.5 text-slate-500">
        +
      </span>
      <span className="sr-only"> and </span>
      {substances ? (
        <InteractionSide item={items[b]} substance={substances[1]} />
      ) : (
        <ItemName item={items[b]} />
      )}
    </>
  );
}

function hoursText(hours: number): string {
  return `Keep ${hours} ${hours === 1 ? 'hour' : 'hours'} apart`;
}

function Field({ label, children }: { label: string; children: ReactNode }): ReactElement {
  return (
    <div>
      <dt className="font-semibold text-slate-900">{label}</dt>
      <dd className="mt-0.5 text-slate-800">{children}</dd>
    </div>
  );
}

function InteractionCard({
  interaction,
  items,
  isFull,
}: {
  interaction: InteractionResult;
  items: CheckedItem[];
  isFull: boolean;
}): ReactElement {
  const headingId = useId();
  const meaning = SEVERITY_MEANINGS[interaction.severity];
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'break-inside-avoid rounded-xl border border-l-4 border-slate-200 bg-white p-4 shadow-sm sm:p-5',
        SEVERITY_STYLES[interaction.severity].card,
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h4 id={headingId} className="min-w-0 text-base text-slate-900">
          <Pair items={items} between={interaction.between} substances={interaction.substances} />
        </h4>
        <SeverityBadge severity={interaction.severity} />
      </div>
      <p className="mt-1 text-sm text-slate-700">
        <span className="font-semibold text-slate-900">{meaning.label}:</span> {meaning.meaning}
      </p>
      <p className="mt-3 text-sm text-slate-900">{interaction.summary}</p>
      <dl className="mt-3 space-y-2 text-sm">
        <Field label="What to do">{interaction.management}</Field>
        {interaction.separate_hours !== null && (
          <div>
            <dt className="sr-only">Timing</dt>
            <dd className="flex items-center gap-1.5 font-semibold text-slate-900">
              <Clock className="h-4 w-4 text-teal-700" aria-hidden="true" />
              {hoursText(interaction.separate_hours)}
            </dd>
          </div>
        )}
        {isFull && interaction.mechanism && (
          <Field label="How it happens">{interaction.mechanism}</Field>
        )}
        {isFull && interaction.evidence && (
          <Field label="Evidence">{EVIDENCE_LABELS[interaction.evidence]}</Field>
        )}
      </dl>
      {interaction.derived_from && (
        <DerivedFrom roles={interaction.derived_from} className="mt-3" />
      )}
      <SourceLinks sources={interaction.sources} className="mt-3" />
    </article>
  );
}

function BasicDetailNote({ onUpgrade }: { onUpgrade?: () => void }): ReactElement {
  const planName = PLAN_DISPLAY_NAMES.wellness_plus;
  const linkClass = 'font-semibold text-teal-800 underline underline-offset-2 hover:text-teal-900';
  return (
    <p className="flex items-start gap-2 rounded-lg border border-teal-200 bg-teal-50 px-3 py-2 text-sm text-slate-800 print:hidden">
      <Lock className="mt-0.5 h-4 w-4 shrink-0 text-teal-700" aria-hidden="true" />
      <span>
        How each interaction happens and how strong the evidence is are part of {planName}. The
        safety information here is the same on every plan.{' '}
        {onUpgrade ? (
          <button type="button" onClick={onUpgrade} className={linkClass}>
            See {planName}
          </button>
        ) : (
          <Link to="/pricing" className={linkClass}>
            See {planName}
          </Link>
        )}
      </span>
    </p>
  );
}

function Duplicates({
  duplicates,
  items,
  idPrefix,
}: {
  duplicates: DuplicateWarning[];
  items: CheckedItem[];
  idPrefix: string;
}): ReactElement {
  return (
    <section aria-labelledby={`${idPrefix}-duplicates`} className="space-y-3">
      <h3
        id={`${idPrefix}-duplicates`}
        className="flex items-center gap-2 text-lg font-semibold text-slate-900"
      >
        <Copy className="h-5 w-5 text-amber-700" aria-hidden="true" />
        Possible double doses
      </h3>
      <ul className="space-y-3">
        {duplicates.map((duplicate) => (
          <li
            key={`${duplicate.between.join('-')}-${duplicate.shared.id}`}
            className="break-inside-avoid rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm"
          >
            <p className="text-base text-slate-900">
              <Pair items={items} between={duplicate.between} />
            </p>
            <p className="mt-1 font-semibold text-amber-950">
              {DUPLICATE_REASONS[duplicate.reason]}: {duplicate.shared.label}
            </p>
            <p className="mt-1 text-slate-800">{duplicate.message}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Cautions({
  cautions,
  items,
  idPrefix,
}: {
  cautions: Caution[];
  items: CheckedItem[];
  idPrefix: string;
}): ReactElement {
  return (
    <section aria-labelledby={`${idPrefix}-cautions`} className="space-y-3">
      <h3
        id={`${idPrefix}-cautions`}
        className="flex items-center gap-2 text-lg font-semibold text-slate-900"
      >
        <UserRound className="h-5 w-5 text-teal-700" aria-hidden="true" />
        Cautions from your health profile
      </h3>
      <ul className="space-y-3">
        {cautions.map((caution, index) => (
          <li
            key={`${caution.item}-${caution.reason}-${index}`}
            className={cn(
              'break-inside-avoid rounded-xl border border-l-4 border-slate-200 bg-white p-4 text-sm shadow-sm',
              SEVERITY_STYLES[caution.severity].card,
            )}
          >
            <div className="flex flex-wrap items-start justify-between gap-2">
              <p className="text-base text-slate-900">
                <ItemName item={items[caution.item]} />
                <span className="text-slate-700">
                  {' '}
                  · {CAUTION_REASONS[caution.reason]}: {caution.because}
                </span>
              </p>
              <SeverityBadge severity={caution.severity} />
            </div>
            <p className="mt-2 text-slate-900">{caution.message}</p>
            <SourceLinks sources={caution.sources} className="mt-3" />
          </li>
        ))}
      </ul>
    </section>
  );
}

function UnknownItems({
  items,
  onReplaceItem,
  idPrefix,
}: {
  items: CheckedItem[];
  onReplaceItem?: (index: number, name: string) => void;
  idPrefix: string;
}): ReactElement | null {
  const unknown = items
    .map((item, index) => ({ item, index }))
    .filter(({ item }) => item.resolved === null);
  if (unknown.length === 0) return null;
  return (
    <section aria-labelledby={`${idPrefix}-unknown`} className="space-y-3">
      <h3
        id={`${idPrefix}-unknown`}
        className="flex items-center gap-2 text-lg font-semibold text-slate-900"
      >
        <HelpCircle className="h-5 w-5 text-slate-600" aria-hidden="true" />
        Names we could not check
      </h3>
      <ul className="space-y-3">
        {unknown.map(({ item, index }) => (
          <li
            key={`${item.query}-${index}`}
            className="rounded-xl border border-slate-300 bg-slate-50 p-4 text-sm"
          >
            <p className="font-semibold text-slate-900">We don&apos;t know “{item.query}” yet.</p>
            <p className="mt-1 text-slate-700">
              It was not checked. Check the spelling, or ask your pharmacist about it.
            </p>
            {item.suggestions.length > 0 && (
              <div className="mt-2">
                <p className="text-slate-800">Did you mean:</p>
                {onReplaceItem ? (
                  <ul className="mt-1 flex flex-wrap gap-2 print:hidden">
                    {item.suggestions.map((suggestion) => (
                      <li key={suggestion.id}>
                        <Button
                          variant="secondary"
                          size="sm"
                          aria-label={`Use ${suggestion.name} instead of ${item.query}`}
                          onClick={() => onReplaceItem(index, suggestion.name)}
                        >
                          {suggestion.name}
                        </Button>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="mt-1 font-medium text-slate-900">
                    {item.suggestions.map((suggestion) => suggestion.name).join(', ')}
                  </p>
                )}
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function CheckResults(props: {
  result: CheckResponse;
  onUpgrade?: () => void;
  onReplaceItem?: (index: number, name: string) => void;
}): ReactElement {
  const { result, onUpgrade, onReplaceItem } = props;
  const headingId = useId();
  const idPrefix = `${headingId}-section`;
  const interactions = [...result.interactions].sort(
    (a, b) => (SEVERITY_ORDER[a.severity] ?? 0) - (SEVERITY_ORDER[b.severity] ?? 0),
  );
  const isFull = result.detail === 'full';
  const hasUnknown = result.items.some((item) => item.resolved === null);
  return (
    <section aria-labelledby={headingId} className="space-y-6">
      <style href="wellnest-check-results-print" precedence="default">
        {PRINT_CSS}
      </style>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-xl font-bold text-slate-900">
            Your results
          </h2>
          <p className="mt-1 text-base font-medium text-slate-800">
            {summaryLine(result.interactions)}
          </p>
        </div>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => window.print()}
          className="print:hidden"
        >
          <Printer className="h-4 w-4" aria-hidden="true" />
          Print
        </Button>
      </div>

      {result.profile_used && (
        <p className="flex items-start gap-2 text-sm text-slate-700">
          <UserRound className="mt-0.5 h-4 w-4 shrink-0 text-teal-700" aria-hidden="true" />
          Checked against your health profile too (allergies, conditions and age).
        </p>
      )}

      {interactions.length > 0 ? (
        <section aria-labelledby={`${idPrefix}-interactions`} className="space-y-3">
          <h3 id={`${idPrefix}-interactions`} className="text-lg font-semibold text-slate-900">
            Interactions
          </h3>
          {!isFull && <BasicDetailNote onUpgrade={onUpgrade} />}
          <ol className="space-y-3">
            {interactions.map((interaction) => (
              // One record can apply to several pairs (a combination product), so the pair makes the key.
              <li key={`${interaction.id}:${interaction.between.join('-')}`}>
                <InteractionCard interaction={interaction} items={result.items} isFull={isFull} />
              </li>
            ))}
          </ol>
        </section>
      ) : (
        <section
          aria-labelledby={`${idPrefix}-none`}
          className="rounded-xl border border-teal-200 bg-teal-50 p-4 sm:p-5"
        >
          <h3
            id={`${idPrefix}-none`}
            className="flex items-center gap-2 text-lg font-semibold text-slate-900"
          >
            <ShieldCheck className="h-5 w-5 text-teal-700" aria-hidden="true" />
            {NO_INTERACTIONS_TITLE}
          </h3>
          <p className="mt-1 text-sm text-slate-800">{NO_INTERACTIONS_TEXT}</p>
          {hasUnknown && (
            <p className="mt-1 text-sm text-slate-800">
              Names we do not know (listed below) were not checked.
            </p>
          )}
        </section>
      )}

      {result.duplicates.length > 0 && (
        <Duplicates duplicates={result.duplicates} items={result.items} idPrefix={idPrefix} />
      )}
      {result.cautions.length > 0 && (
        <Cautions cautions={result.cautions} items={result.items} idPrefix={idPrefix} />
      )}
      <UnknownItems items={result.items} onReplaceItem={onReplaceItem} idPrefix={idPrefix} />

      <footer className="border-t border-slate-200 pt-3 text-xs text-slate-600">
        <p>
          Checked against the Wellnest knowledge base, version {result.knowledge_version}.{' '}
          {SHORT_DISCLAIMER}
        </p>
      </footer>
    </section>
  );
}
