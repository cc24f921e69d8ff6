/**
 * One analysed report, for the user's own report and the public sample alike: what
 * needs attention first, the scores with what they rest on, the narrative and who wrote it, every
 * marker grouped by body system with its flag in words, and blood–urine correlations. Every
 * flagged marker carries its sources: every warning has a source.
 */
import type { ReactElement, ReactNode } from 'react';
import { Link } from 'react-router';
import { AlertTriangle, Bot, ChartLine, ListChecks, Phone } from 'lucide-react';
import { SourceLinks } from '#client/components/ui/source-links';
import { SITE } from '#client/config/site';
import {
  LAB_SCORE_KEYS,
  type AnalyzedMarker,
  type LabAnalysisResult,
} from '#shared/contracts/labs.contract';
import { flagDirection, isCriticalFlag, isFlagged } from '#shared/domain/lab-flags';
import { FlagBadge } from './flag-badge';
import { formatCount } from '#shared/domain/plural';
import { formatReferenceRange } from '#shared/domain/text-format';
import { formatDecimal } from '#shared/domain/en-us-format';

export interface AnalysisViewProps {
  result: LabAnalysisResult;
  /** Where a marker's trend chart lives; null hides the link (e.g. on the public sample). */
  trendHref?: ((marker: AnalyzedMarker) => string | null) | null;
  /** Shown under the summary (Download PDF, Edit results...). */
  actions?: ReactNode;
}

const numberFormat = { format: (value: number) => formatDecimal(value, 3) };

export function formatMarkerValue(
  marker: Pick<AnalyzedMarker, 'value' | 'value_text' | 'unit'>,
): string {
  const value =
    marker.value !== null ? numberFormat.format(marker.value) : (marker.value_text ?? '—');
  return marker.unit ? `${value} ${marker.unit}` : value;
}

function rangeText(marker: AnalyzedMarker): string {
  const range = marker.range;
  if (!range || (range.low === null && range.high === null)) {
    return marker.normal_values.length > 0
      ? `Expected: ${marker.normal_values.join(' or ')}`
      : 'No range to compare with';
  }
  const who = range.source === 'lab' ? 'Lab range' : 'Typical range';
  return `${who} ${formatReferenceRange(range.low, range.high, marker.unit)}`;
}

function EmergencyLinks(): ReactElement {
  return (
    <ul className="mt-3 flex flex-wrap gap-2" aria-label="Emergency numbers">
      {SITE.emergencyNumbers.map(({ region, number }) => (
        <li key={region}>
          <a
            href={`tel:${number}`}
            className="inline-flex items-center gap-1.5 rounded-full border border-red-200 bg-white px-3 py-1 text-sm font-semibold text-red-800"
          >
            <Phone className="h-4 w-4" aria-hidden="true" />
            {number} <span className="font-normal text-slate-700">{region}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

function CriticalNotice({ markers }: { markers: AnalyzedMarker[] }): ReactElement {
  return (
    <section
      aria-labelledby="lab-critical-heading"
      className="rounded-2xl border-2 border-red-700 bg-red-50 p-4 sm:p-5"
    >
      <h2
        id="lab-critical-heading"
        className="flex items-center gap-2 text-lg font-bold text-red-800"
      >
        <AlertTriangle className="h-5 w-5 shrink-0" aria-hidden="true" />
        Seek prompt medical advice
      </h2>
      <p className="mt-2 text-sm text-slate-900">
        {markers.length === 1 ? 'This result is' : 'These results are'} far outside the usual range:{' '}
        <strong>
          {markers.map((marker) => `${marker.name} (${formatMarkerValue(marker)})`).join(', ')}
        </strong>
        . Contact your doctor or the lab today. If you feel unwell, call your local emergency
        number.
      </p>
      <EmergencyLinks />
    </section>
  );
}

/** Long lists are cut after five names so a score card stays readable. */
function listMarkers(names: string[]): string {
  const unique = [...new Set(names)];
  if (unique.length <= 6) return unique.join(', ');
  return `${unique.slice(0, 5).join(', ')} and ${unique.length - 5} more`;
}

function Scores({ result }: { result: LabAnalysisResult }): ReactElement {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {LAB_SCORE_KEYS.map((key) => {
        const score = result.scores[key];
        return (
          <li key={key} className="rounded-xl border border-slate-200 bg-white p-4">
            <p className="text-sm font-medium text-slate-700">{score.label}</p>
            {score.value === null ? (
              <p className="mt-1 text-lg font-semibold text-slate-700">Not enough data</p>
            ) : (
              <p className="mt-1 text-2xl font-bold text-slate-900">
                {score.value}
                <span className="text-sm font-medium text-slate-600"> / 100</span>
              </p>
            )}
            <p className="mt-1 text-xs text-slate-600">
              Based on {score.based_on} {score.based_on === 1 ? 'marker' : 'markers'}
              {score.markers.length > 0 ? `: ${listMarkers(score.markers)}` : ''}
            </p>
          </li>
        );
      })}
    </ul>
  );
}

function Counts({ result }: { result: LabAnalysisResult }): ReactElement {
  const { counts } = result;
  const parts = [
    `${counts.normal} normal`,
    counts.low > 0 && `${counts.low} low`,
    counts.high > 0 && `${counts.high} high`,
    counts.critical > 0 && `${counts.critical} needing prompt medical advice`,
    counts.abnormal > 0 && `${counts.abnormal} abnormal`,
    counts.unknown > 0 && `${counts.unknown} without a range`,
  ].filter(Boolean);
  return (
    <p className="flex items-start gap-2 text-slate-800">
      <ListChecks className="mt-0.5 h-5 w-5 shrink-0 text-teal-700" aria-hidden="true" />
      <span>
        {formatCount(counts.total, 'result')}: {parts.join(', ')}.
      </span>
    </p>
  );
}

function Narrative({ narrative }: { narrative: LabAnalysisResult['narrative'] }): ReactElement {
  const byModel = narrative.written_by === 'model';
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <div className="space-y-3 text-slate-800">
        {narrative.text
          .split(/\n{2,}/)
          .filter((paragraph) => paragraph.trim())
          .map((paragraph, index) => (
            <p key={index} className="whitespace-pre-line">
              {paragraph}
            </p>
          ))}
      </div>
      <p className="mt-3 flex items-center gap-1.5 text-xs text-slate-600">
        <Bot className="h-4 w-4" aria-hidden="true" />
        {byModel
          ? `Written by the AI assistant${narrative.provider ? ` (${narrative.provider})` : ''} from the flags below. The flags themselves come from our rules, not the AI.`
          : 'Written by our rules from the flags below (no AI involved).'}
      </p>
    </div>
  );
}

function MarkerItem({
  marker,
  trendHref,
}: {
  marker: AnalyzedMarker;
  trendHref: string | null;
}): ReactElement {
  const flagged = isFlagged(marker.flag);
  const direction = flagDirection(marker.flag);
  return (
    <li
      className={
        isCriticalFlag(marker.flag)
          ? 'rounded-xl border-2 border-red-700 bg-white p-4'
          : 'rounded-xl border border-slate-200 bg-white p-4'
      }
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold break-words text-slate-900">{marker.name}</p>
          <p className="text-sm text-slate-700">
            <span className="font-medium text-slate-900">{formatMarkerValue(marker)}</span>
            {' · '}
            <span>{rangeText(marker)}</span>
          </p>
        </div>
        <FlagBadge flag={marker.flag} />
      </div>
      {flagged ? (
        <div className="mt-3 space-y-2 text-sm text-slate-800">
          {marker.measures && <p>{marker.measures}</p>}
          {marker.causes.length > 0 && (
            <div>
              <p className="font-medium text-slate-900">
                Common reasons for a {direction === 'low' ? 'low' : 'high'} value
              </p>
              <ul className="mt-1 list-disc space-y-0.5 pl-5">
                {marker.causes.map((cause) => (
                  <li key={cause}>{cause}</li>
                ))}
              </ul>
            </div>
          )}
          <SourceLinks sources={marker.sources} />
          {marker.sources.length === 0 && (
            <p className="text-xs text-slate-600">No source on file for this marker.</p>
          )}
          {trendHref && (
            <Link
              to={trendHref}
              className="inline-flex items-center gap-1 font-medium text-teal-800 underline underline-offset-2"
            >
              <ChartLine className="h-4 w-4" aria-hidden="true" />
              See the trend for {marker.name}
            </Link>
          )}
        </div>
      ) : (
        (marker.measures || marker.sources.length > 0) && (
          <details className="mt-2 text-sm text-slate-800">
            <summary className="cursor-pointer font-medium text-teal-800">What it measures</summary>
            <div className="mt-2 space-y-2">
              {marker.measures && <p>{marker.measures}</p>}
              <SourceLinks sources={marker.sources} />
            </div>
          </details>
        )
      )}
    </li>
  );
}

export function AnalysisView({
  result,
  trendHref = null,
  actions,
}: AnalysisViewProps): ReactElement {
  const critical = result.markers.filter(
    (marker) => marker.is_critical || isCriticalFlag(marker.flag),
  );
  const grouped = new Set(result.systems.flatMap((system) => system.marker_indexes));
  const ungrouped = result.markers.flatMap((marker, index) => (grouped.has(index) ? [] : [index]));
  const systems = [
    ...result.systems,
    ...(ungrouped.length > 0
      ? [{ system: 'other', label: 'Other results', marker_indexes: ungrouped, flagged_count: 0 }]
      : []),
  ];

  return (
    <div className="space-y-8">
      {critical.length > 0 && <CriticalNotice markers={critical} />}

      <section aria-labelledby="lab-summary-heading" className="space-y-4">
        <h2 id="lab-summary-heading" className="text-xl font-semibold text-slate-900">
          At a glance
        </h2>
        <Counts result={result} />
        <Scores result={result} />
        {actions}
      </section>

      <section aria-labelledby="lab-narrative-heading" className="space-y-3">
        <h2 id="lab-narrative-heading" className="text-xl font-semibold text-slate-900">
          What your results suggest
        </h2>
        <Narrative narrative={result.narrative} />
      </section>

      <section aria-labelledby="lab-systems-heading" className="space-y-5">
        <h2 id="lab-systems-heading" className="text-xl font-semibold text-slate-900">
          Results by body system
        </h2>
        {systems.map((system) => (
          <section
            key={system.system}
            aria-labelledby={`lab-system-${system.system}`}
            className="space-y-2"
          >
            <h3 id={`lab-system-${system.system}`} className="text-lg font-semibold text-slate-900">
              {system.label}
              {system.flagged_count > 0 && (
                <span className="ml-2 text-sm font-medium text-slate-600">
                  ({system.flagged_count} flagged)
                </span>
              )}
            </h3>
            <ul className="space-y-2">
              {system.marker_indexes.map((index) => {
                const marker = result.markers[index];
                if (!marker) return null;
                return (
                  <MarkerItem
                    key={`${marker.id}-${index}`}
                    marker={marker}
                    trendHref={trendHref ? trendHref(marker) : null}
                  />
                );
              })}
            </ul>
          </section>
        ))}
      </section>

      <section aria-labelledby="lab-correlations-heading" className="space-y-3">
        <h2 id="lab-correlations-heading" className="text-xl font-semibold text-slate-900">
          Blood and urine together
        </h2>
        {result.correlations.length === 0 ? (
          <p className="text-sm text-slate-700">
            No pattern across blood and urine results was found in this report.
          </p>
        ) : (
          <ul className="space-y-3">
            {result.correlations.map((correlation) => (
              <li key={correlation.id} className="rounded-xl border border-slate-200 bg-white p-4">
                <h3 className="font-semibold text-slate-900">{correlation.title}</h3>
                <p className="mt-1 text-sm text-slate-800">{correlation.message}</p>
                <p className="mt-1 text-xs text-slate-600">
                  Based on {[...correlation.blood_markers, ...correlation.urine_markers].join(', ')}
                </p>
                <SourceLinks sources={correlation.sources} className="mt-2" />
              </li>
            ))}
          </ul>
        )}
      </section>

      <p className="rounded-xl bg-slate-50 p-4 text-sm text-slate-700">{result.disclaimer}</p>
    </div>
  );
}
