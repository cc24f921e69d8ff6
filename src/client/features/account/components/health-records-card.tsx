/**
 * Health records in and out (ADR 058): bring in a FHIR file (a patient portal download or another
 * app's export) through a review of everything it would add, import an Apple Health export with a
 * progress bar, and see the body metrics stored. Nothing from a FHIR file is saved until the
 * person confirms what they kept; lab results become reports that open in the usual lab review.
 */
import { useEffect, useId, useState, type ChangeEvent, type ReactElement } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Upload } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { ApiError } from '#client/lib/api-client';
import {
  BODY_METRIC_KINDS,
  FHIR_IMPORT_MAX_BYTES,
  FHIR_MESSAGES,
  type AppleHealthImportResult,
  type BodyMetricKind,
  type FhirImportPreview,
} from '#shared/contracts/fhir.contract';
import {
  bodyMetricsQueryKey,
  confirmFhirImport,
  previewFhirImport,
  useBodyMetrics,
} from '../api/health-records';
import {
  awaitAppleHealthReading,
  keepUploadId,
  keptUploadId,
  uploadAppleHealth,
  type AppleHealthPhase,
  type AppleHealthProgress,
} from '../api/apple-health-upload';
import { formatDecimal } from '#shared/domain/en-us-format';

const KIND_LABELS: Record<BodyMetricKind, string> = {
  weight: 'Weight',
  height: 'Height',
  blood_pressure: 'Blood pressure',
  heart_rate: 'Heart rate',
  steps: 'Steps',
};

/** '1 allergy', '2 allergies'. */
const counted = (n: number, one: string, many = `${one}s`) =>
  `${formatDecimal(n, 3)} ${n === 1 ? one : many}`;

const messageOf = (error: unknown) =>
  error instanceof ApiError ? error.message : 'Something went wrong. Please try again.';

function Check({
  label,
  checked,
  onChange,
  note,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  note?: string;
}): ReactElement {
  return (
    <label className="flex items-start gap-2 text-sm text-slate-800">
      <input
        type="checkbox"
        className="mt-1"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>
        {label}
        {note && <span className="text-slate-600"> ({note})</span>}
      </span>
    </label>
  );
}

interface Kept {
  medicines: Set<string>;
  allergies: Set<string>;
  conditions: Set<string>;
  labs: Set<number>;
  metrics: boolean;
  sleep: boolean;
}

/**
 * What is ticked at first: what the preview selects (new and recognised; not what is already
 * listed or was imported before, not a visit diagnosis); unresolved medicines are not.
 */
function initialKept(preview: FhirImportPreview): Kept {
  const ticked = (items: { name: string; selected: boolean }[]) =>
    new Set(items.filter((item) => item.selected).map((item) => item.name));
  return {
    medicines: ticked(preview.medicines),
    allergies: ticked(preview.allergies),
    conditions: ticked(preview.conditions),
    // Lab reports the plan cannot take start unticked (and stay so): the preview says why.
    labs: preview.lab_reports_blocked
      ? new Set<number>()
      : new Set(preview.lab_reports.map((_, index) => index)),
    metrics: preview.metrics.length > 0,
    sleep: preview.sleep.length > 0,
  };
}

const toggled = <T,>(set: Set<T>, item: T, on: boolean) => {
  const next = new Set(set);
  if (on) next.add(item);
  else next.delete(item);
  return next;
};

function FhirImport(): ReactElement {
  const inputId = useId();
  const queryClient = useQueryClient();
  const [preview, setPreview] = useState<FhirImportPreview | null>(null);
  const [kept, setKept] = useState<Kept | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<{ summary: string; labs: string[] } | null>(null);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    setDone(null);
    setPreview(null);
    if (file.size > FHIR_IMPORT_MAX_BYTES) {
      setError(FHIR_MESSAGES.tooLarge);
      return;
    }
    let bundle: unknown;
    try {
      bundle = JSON.parse(await file.text());
    } catch {
      setError(FHIR_MESSAGES.notBundle);
      return;
    }
    setBusy(true);
    try {
      const answer = await previewFhirImport(bundle);
      setPreview(answer);
      setKept(initialKept(answer));
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setBusy(false);
    }
  }

  async function confirm() {
    if (!preview || !kept) return;
    setBusy(true);
    setError(null);
    try {
      // Each item goes back with its schedule and its source ids, so the record's own schedule is
      // kept and a second import of the same file adds nothing (ADR 074).
      const medicines = [...preview.medicines, ...preview.unresolved_medicines]
        .filter((m) => kept.medicines.has(m.name))
        .map((m) => ({
          name: m.name,
          dosage: m.dosage,
          frequency: m.frequency,
          schedule_note: m.schedule_note,
          // The record's or the knowledge base's type, so a supplement is not a prescription.
          type: m.type,
          source_ids: m.source_ids,
          // The record's codes (RxNorm...), which the export writes back (ADR 084).
          coding: m.coding,
        }));
      // An allergy or condition goes back with the record's codes too, which the export keeps.
      const history = (items: FhirImportPreview['allergies'], names: Set<string>) =>
        items
          .filter((item) => names.has(item.name))
          .map((item) => ({ name: item.name, source_ids: item.source_ids, coding: item.coding }));
      const body = {
        medicines,
        allergies: history(preview.allergies, kept.allergies),
        conditions: history(preview.conditions, kept.conditions),
        metrics: kept.metrics ? preview.metrics : [],
        sleep: kept.sleep ? preview.sleep : [],
        // One confirmation writes everything or nothing, lab reports included.
        lab_reports: preview.lab_reports_blocked
          ? []
          : [...kept.labs].sort((a, b) => a - b).map((index) => preview.lab_reports[index]!),
      };
      if (
        body.medicines.length +
          body.allergies.length +
          body.conditions.length +
          body.metrics.length +
          body.sleep.length +
          body.lab_reports.length ===
        0
      ) {
        setError(FHIR_MESSAGES.nothingToImport);
        return;
      }
      const result = await confirmFhirImport(body);
      const parts = [
        `${counted(result.medicines_added, 'medicine')}, ${counted(result.allergies_added, 'allergy', 'allergies')}, ${counted(result.conditions_added, 'condition')}, ${counted(result.metrics_added, 'body metric')} and ${counted(result.sleep_days_added, 'night')} of sleep added`,
      ];
      if (result.lab_report_ids.length > 0)
        parts.push(
          `${counted(result.lab_report_ids.length, 'lab report')} waiting for your review`,
        );
      const labs = result.lab_report_ids;
      setDone({ summary: parts.join('; '), labs });
      setPreview(null);
      setKept(null);
      await queryClient.invalidateQueries();
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-3">
      <div>
        <h3 className="font-semibold text-slate-900">Import a FHIR file</h3>
        <p className="mt-1 text-sm text-slate-700">
          A FHIR R4 Bundle (.json) from a patient portal or another app. You see everything it would
          add first; nothing is saved until you confirm. Lab results open in the lab review before
          they are analysed.
        </p>
        <label
          htmlFor={inputId}
          className="mt-3 inline-flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-900 hover:bg-slate-50"
        >
          <Upload className="h-4 w-4" aria-hidden="true" />
          Choose a FHIR file
        </label>
        <input
          id={inputId}
          type="file"
          accept=".json,application/json,application/fhir+json"
          className="sr-only"
          onChange={(event) => void choose(event)}
          data-testid="fhir-file"
        />
      </div>
      {busy && <p className="text-sm text-slate-700">Working...</p>}
      {error && (
        <p role="alert" className="text-sm text-red-800">
          {error}
        </p>
      )}
      {done && (
        <div role="status" className="rounded-lg bg-teal-50 p-3 text-sm text-slate-900">
          <p>{done.summary ? `Imported: ${done.summary}.` : 'Imported.'}</p>
          {done.labs.map((id, index) => (
            <p key={id}>
              <Link to={`/labs/${id}`} className="font-medium text-teal-800 underline">
                Review lab report {done.labs.length > 1 ? index + 1 : ''}
              </Link>
            </p>
          ))}
        </div>
      )}
      {preview && kept && (
        <section
          aria-label="Import review"
          className="space-y-4 rounded-lg border border-slate-200 p-4"
        >
          <p className="text-sm text-slate-700">
            Untick anything you do not want. Items you already have are not added twice.
          </p>
          {preview.medicines.length + preview.unresolved_medicines.length > 0 && (
            <fieldset className="space-y-1">
              <legend className="font-medium text-slate-900">Medicines</legend>
              {preview.medicines.map((m) => (
                <Check
                  key={m.name}
                  label={m.dosage ? `${m.name}, ${m.dosage}` : m.name}
                  note={
                    m.already_listed
                      ? 'already in your cabinet'
                      : [m.type, m.schedule_note ?? m.frequency, m.selected ? null : m.reason]
                          .filter(Boolean)
                          .join('; ') || undefined
                  }
                  checked={kept.medicines.has(m.name)}
                  onChange={(on) =>
                    setKept({ ...kept, medicines: toggled(kept.medicines, m.name, on) })
                  }
                />
              ))}
              {preview.unresolved_medicines.length > 0 && (
                <p className="pt-1 text-sm text-amber-900">
                  Not recognised: check the name before adding; the interaction checker cannot check
                  these.
                </p>
              )}
              {preview.unresolved_medicines.map((m) => (
                <Check
                  key={m.name}
                  label={m.dosage ? `${m.name}, ${m.dosage}` : m.name}
                  note="not recognised"
                  checked={kept.medicines.has(m.name)}
                  onChange={(on) =>
                    setKept({ ...kept, medicines: toggled(kept.medicines, m.name, on) })
                  }
                />
              ))}
            </fieldset>
          )}
          {(['allergies', 'conditions'] as const).map(
            (key) =>
              preview[key].length > 0 && (
                <fieldset key={key} className="space-y-1">
                  <legend className="font-medium text-slate-900">
                    {key === 'allergies' ? 'Allergies' : 'Conditions'}
                  </legend>
                  {preview[key].map((item) => (
                    <Check
                      key={item.name}
                      label={item.name}
                      note={
                        item.already_listed
                          ? 'already listed'
                          : item.selected
                            ? undefined
                            : (item.reason ?? undefined)
                      }
                      checked={kept[key].has(item.name)}
                      onChange={(on) =>
                        setKept({ ...kept, [key]: toggled(kept[key], item.name, on) })
                      }
                    />
                  ))}
                </fieldset>
              ),
          )}
          {preview.lab_reports.length > 0 && (
            <fieldset className="space-y-1" disabled={preview.lab_reports_blocked !== null}>
              <legend className="font-medium text-slate-900">Lab results</legend>
              {preview.lab_reports_blocked && (
                <p role="note" className="rounded-lg bg-amber-50 p-2 text-sm text-amber-950">
                  {preview.lab_reports_blocked}{' '}
                  <Link to="/pricing" className="font-medium underline">
                    See plans
                  </Link>
                </p>
              )}
              {preview.lab_reports.map((report, index) => (
                <Check
                  key={index}
                  label={`${report.biomarkers.length} results${report.collected_on ? ` collected ${report.collected_on}` : ''}: ${report.biomarkers
                    .slice(0, 4)
                    .map((b) => b.name)
                    .join(', ')}${report.biomarkers.length > 4 ? '...' : ''}`}
                  note={preview.lab_reports_blocked ? 'not on your plan' : 'opens in lab review'}
                  checked={kept.labs.has(index)}
                  onChange={(on) => setKept({ ...kept, labs: toggled(kept.labs, index, on) })}
                />
              ))}
            </fieldset>
          )}
          {(preview.metrics.length > 0 || preview.sleep.length > 0) && (
            <fieldset className="space-y-1">
              <legend className="font-medium text-slate-900">Measurements</legend>
              {preview.metrics.length > 0 && (
                <Check
                  label={`${preview.metrics.length} body measurements (${[...new Set(preview.metrics.map((m) => KIND_LABELS[m.kind].toLowerCase()))].join(', ')})`}
                  checked={kept.metrics}
                  onChange={(on) => setKept({ ...kept, metrics: on })}
                />
              )}
              {preview.sleep.length > 0 && (
                <Check
                  label={`${preview.sleep.length} nights of sleep`}
                  checked={kept.sleep}
                  onChange={(on) => setKept({ ...kept, sleep: on })}
                />
              )}
            </fieldset>
          )}
          {preview.skipped.length > 0 && (
            <p className="text-xs text-slate-600">
              Left out:{' '}
              {preview.skipped.map((s) => `${s.count} ${s.resource_type} (${s.reason})`).join(', ')}
              .
            </p>
          )}
          <div className="flex flex-wrap gap-3">
            <Button size="sm" onClick={() => void confirm()} disabled={busy}>
              Import what is ticked
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => {
                setPreview(null);
                setKept(null);
              }}
              disabled={busy}
            >
              Cancel
            </Button>
          </div>
        </section>
      )}
    </div>
  );
}

const PHASE_TEXT: Record<AppleHealthPhase, (percent: number) => string> = {
  uploading: (percent) => `Uploading your export: ${percent}%`,
  queued: () => 'Uploaded. Waiting for a reader...',
  reading: (percent) => `Reading your export: ${percent}%`,
  saving: () => 'Saving...',
};

function AppleHealthImport(): ReactElement {
  const inputId = useId();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<AppleHealthProgress | null>(null);
  const [result, setResult] = useState<AppleHealthImportResult | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function follow(work: Promise<AppleHealthImportResult>) {
    setError(null);
    setResult(null);
    try {
      setResult(await work);
      await queryClient.invalidateQueries({ queryKey: bodyMetricsQueryKey });
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setProgress(null);
    }
  }

  // An export still being read when the member left: its progress and result, once.
  useEffect(() => {
    const kept = keptUploadId();
    if (!kept) return;
    setProgress({ phase: 'queued', fraction: 0 });
    void follow(awaitAppleHealthReading(kept, setProgress).finally(() => keepUploadId(null)));
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProgress({ phase: 'uploading', fraction: 0 });
    void follow(uploadAppleHealth(file, setProgress));
  }

  const percent = progress === null ? 0 : Math.min(100, Math.round(progress.fraction * 100));
  return (
    <div className="space-y-3">
      <div>
        <h3 className="font-semibold text-slate-900">Import from Apple Health</h3>
        <p className="mt-1 text-sm text-slate-700">
          In the Health app, tap your picture, then Export All Health Data, and upload the
          export.zip. Weight, height, blood pressure, heart rate and steps become body metrics,
          sleep goes into your daily log. Days you logged yourself keep your values.
        </p>
        <label
          htmlFor={inputId}
          className="mt-3 inline-flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-900 hover:bg-slate-50"
        >
          <Upload className="h-4 w-4" aria-hidden="true" />
          Choose export.zip
        </label>
        <input
          id={inputId}
          type="file"
          accept=".zip,application/zip"
          className="sr-only"
          disabled={progress !== null}
          onChange={choose}
          data-testid="apple-health-file"
        />
      </div>
      {progress !== null && (
        <div>
          <div
            role="progressbar"
            aria-label="Apple Health import"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={PHASE_TEXT[progress.phase](percent)}
            className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
          >
            <div className="h-full bg-teal-600 transition-all" style={{ width: `${percent}%` }} />
          </div>
          <p className="mt-1 text-sm text-slate-700">{PHASE_TEXT[progress.phase](percent)}</p>
          {progress.phase !== 'uploading' && (
            <p className="mt-1 text-xs text-slate-600">
              Your export is read in the background: you can leave this page and come back for the
              result.
            </p>
          )}
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-800">
          {error}
        </p>
      )}
      {result && (
        <p role="status" className="text-sm text-slate-900">
          Read {counted(result.records_read, 'record')}:{' '}
          {counted(result.metrics_added, 'body metric')} and{' '}
          {counted(result.sleep_days_added, 'night')} of sleep added
          {result.days_kept > 0 ? `; ${result.days_kept} days kept your own values` : ''}.
        </p>
      )}
    </div>
  );
}

function BodyMetrics(): ReactElement {
  const metrics = useBodyMetrics();
  if (metrics.isPending) return <p className="text-sm text-slate-700">Loading...</p>;
  if (metrics.isError)
    return <p className="text-sm text-slate-700">Your body metrics could not be loaded.</p>;
  const latest = BODY_METRIC_KINDS.map((kind) => ({
    kind,
    count: metrics.data.counts[kind] ?? 0,
    last: metrics.data.metrics.find((m) => m.kind === kind),
  })).filter((row) => row.count > 0);
  if (latest.length === 0)
    return <p className="text-sm text-slate-700">No body metrics yet. Import them above.</p>;
  return (
    <table className="w-full text-left text-sm" aria-label="Body metrics">
      <thead>
        <tr className="text-slate-600">
          <th className="py-1 font-medium">Measure</th>
          <th className="py-1 font-medium">Latest</th>
          <th className="py-1 font-medium">Date</th>
          <th className="py-1 font-medium">Days</th>
        </tr>
      </thead>
      <tbody>
        {latest.map(({ kind, count, last }) => (
          <tr key={kind} className="border-t border-slate-200 text-slate-900">
            <td className="py-1">{KIND_LABELS[kind]}</td>
            <td className="py-1">
              {last
                ? `${last.value}${last.value2 !== null ? `/${last.value2}` : ''} ${last.unit}`
                : ''}
            </td>
            <td className="py-1">{last?.date ?? ''}</td>
            <td className="py-1">{count}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function HealthRecordsCard(): ReactElement {
  return (
    <div className="space-y-6">
      <FhirImport />
      <AppleHealthImport />
      <div>
        <h3 className="font-semibold text-slate-900">Body metrics</h3>
        <div className="mt-2">
          <BodyMetrics />
        </div>
      </div>
    </div>
  );
}
