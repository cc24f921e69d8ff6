/**
 * The review step: every extracted row as editable fields, so nothing misread goes
 * into the analysis unseen. Correct a cell, add a row, remove a row; errors show under the field
 * and in a summary when the user tries to analyse. The flag column previews the analysis's flag
 * with the same rules (src/shared/domain/lab-flags.ts).
 */
import { useEffect, useId, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { cn } from '#client/lib/cn';
import {
  LAB_MESSAGES,
  LAB_UPLOAD_LIMITS,
  type LabBiomarkerInput,
} from '#shared/contracts/labs.contract';
import {
  emptyRow,
  hasErrors,
  previewFlag,
  toBiomarkerInput,
  validateRow,
  type ReviewField,
  type ReviewRow,
} from '../lib/review-rows';
import { FlagBadge } from './flag-badge';
import { formatLabDay } from '../lib/lab-day';

export interface ReviewTableProps {
  initialRows: ReviewRow[];
  onSubmit: (rows: LabBiomarkerInput[]) => void;
  isSubmitting?: boolean;
  /** An error from the server, shown above the buttons. */
  submitError?: string | null;
  submitLabel?: string;
  /** Extra buttons beside the submit button (Cancel...). */
  actions?: ReactNode;
}

const FIELDS: { field: ReviewField; label: string; inputMode?: 'decimal'; className: string }[] = [
  { field: 'name', label: 'Name', className: 'col-span-2 md:col-span-3' },
  { field: 'value', label: 'Value', className: 'md:col-span-2' },
  { field: 'unit', label: 'Unit', className: 'md:col-span-2' },
  { field: 'refLow', label: 'Lab range low', inputMode: 'decimal', className: 'md:col-span-1' },
  { field: 'refHigh', label: 'Lab range high', inputMode: 'decimal', className: 'md:col-span-1' },
];

/** The name as printed on the report, when we show it under another (canonical) name. */
function printedAs(row: ReviewRow): string | null {
  const printed = row.original?.printed_name?.trim();
  if (!printed || printed.toLowerCase() === row.name.trim().toLowerCase()) return null;
  return printed;
}

/** The unit as the report printed it, when it reads differently from the unit we use. */
function unitPrintedAs(row: ReviewRow): string | null {
  const printed = row.original?.unit_printed?.trim();
  if (!printed || (row.original?.unit ?? '').trim() !== row.unit.trim()) return null;
  return printed.toLowerCase() === row.unit.trim().toLowerCase() ? null : printed;
}

/**
 * The earlier results a cumulative report printed beside this one ('4.6 on 12 May 2026'), while
 * the row is still the test and unit they were printed for.
 */
function earlierOnReport(row: ReviewRow): string | null {
  const original = row.original;
  const earlier = original?.earlier_results;
  if (!original || !earlier?.length) return null;
  if (row.unit.trim() !== (original.unit ?? '').trim()) return null;
  if (row.name.trim() !== original.name.trim()) return null;
  return earlier
    .map((result) => `${result.value_text} on ${formatLabDay(result.collected_on, 'long')}`)
    .join(', ');
}

/**
 * Why extraction asks the member to check this row (a name we do not know, a unit or value that
 * cannot be right, a flag that disagrees), shown while the row is as it was read: once the member
 * edits the value, unit or name, the reason no longer applies.
 */
function reviewNote(row: ReviewRow): string | null {
  const original = row.original;
  const reason = original?.review_reason?.trim();
  if (!original || !reason) return null;
  const readValue = original.value !== null ? String(original.value) : (original.value_text ?? '');
  const isAsRead =
    row.value.trim() === readValue.trim() &&
    row.unit.trim() === (original.unit ?? '').trim() &&
    row.name.trim() === original.name.trim();
  return isAsRead || row.value.trim() === '' ? reason : null;
}

export function ReviewTable({
  initialRows,
  onSubmit,
  isSubmitting = false,
  submitError,
  submitLabel = 'Analyse',
  actions,
}: ReviewTableProps): ReactElement {
  const baseId = useId();
  const [rows, setRows] = useState<ReviewRow[]>(initialRows);
  const [touched, setTouched] = useState<Set<string>>(() => new Set());
  const [showAllErrors, setShowAllErrors] = useState(false);
  const [tableError, setTableError] = useState<string | null>(null);
  const focusKey = useRef<string | null>(null);
  const summaryRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    // After 'Add a result', move focus to the new row's name so typing can start at once.
    if (!focusKey.current) return;
    document.getElementById(`${baseId}-${focusKey.current}-name`)?.focus();
    focusKey.current = null;
  }, [rows, baseId]);

  const update = (key: string, field: ReviewField, value: string) => {
    setTableError(null);
    setRows((current) =>
      current.map((row) => (row.key === key ? { ...row, [field]: value } : row)),
    );
  };
  const touch = (key: string, field: ReviewField) =>
    setTouched((current) => new Set(current).add(`${key}:${field}`));
  const addRow = () => {
    if (rows.length >= LAB_UPLOAD_LIMITS.maxRows) {
      setTableError(`A report can hold up to ${LAB_UPLOAD_LIMITS.maxRows} results.`);
      return;
    }
    const row = emptyRow();
    focusKey.current = row.key;
    setRows((current) => [...current, row]);
  };
  const removeRow = (key: string) => {
    setTableError(null);
    setRows((current) => current.filter((row) => row.key !== key));
  };

  const errorsByRow = new Map(rows.map((row) => [row.key, validateRow(row)]));
  const needsCheck = rows.filter((row) => reviewNote(row) !== null).length;
  const invalidCount = rows.filter((row) => hasErrors(errorsByRow.get(row.key) ?? {})).length;

  const submit = () => {
    setShowAllErrors(true);
    if (rows.length === 0) {
      setTableError(LAB_MESSAGES.noRows);
      return;
    }
    if (invalidCount > 0) {
      summaryRef.current?.focus();
      return;
    }
    onSubmit(rows.map(toBiomarkerInput));
  };

  return (
    <div className="space-y-4">
      <div
        aria-hidden="true"
        className="hidden grid-cols-12 gap-2 border-b border-slate-200 pb-2 text-xs font-semibold tracking-wide text-slate-700 uppercase md:grid"
      >
        <span className="md:col-span-3">Name</span>
        <span className="md:col-span-2">Value</span>
        <span className="md:col-span-2">Unit</span>
        <span className="md:col-span-2">Lab range (low – high)</span>
        <span className="md:col-span-2">Flag</span>
        <span className="md:col-span-1 sr-only">Remove</span>
      </div>

      {needsCheck > 0 && (
        <p className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {needsCheck === 1
            ? '1 result needs your check against the report before it is trusted; it says why.'
            : `${needsCheck} results need your check against the report before they are trusted; each says why.`}
        </p>
      )}

      {rows.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-700">
          No results yet. Add each result from your report with “Add a result”.
        </p>
      ) : (
        <ol className="space-y-3 md:space-y-2" aria-label="Results to review">
          {rows.map((row, index) => {
            const errors = errorsByRow.get(row.key) ?? {};
            const flag = previewFlag(row);
            const rowName = row.name.trim() || `result ${index + 1}`;
            const note = reviewNote(row);
            return (
              <li
                key={row.key}
                data-needs-check={note ? 'true' : undefined}
                className={cn(
                  'rounded-xl border border-slate-200 p-3 md:rounded-none md:border-0 md:border-b md:p-0 md:pb-2',
                  note && 'border-l-4 border-l-amber-500 md:border-l-4 md:pl-2',
                )}
              >
                <fieldset className="grid grid-cols-2 gap-2 md:grid-cols-12 md:items-start">
                  <legend className="sr-only">
                    Result {index + 1}: {rowName}
                  </legend>
                  {FIELDS.map(({ field, label, inputMode, className }) => {
                    const id = `${baseId}-${row.key}-${field}`;
                    const error =
                      showAllErrors || touched.has(`${row.key}:${field}`)
                        ? errors[field]
                        : undefined;
                    return (
                      <div key={field} className={className}>
                        <label
                          htmlFor={id}
                          className="mb-1 block text-xs font-medium text-slate-700 md:sr-only"
                        >
                          {label}
                        </label>
                        <input
                          id={id}
                          value={row[field]}
                          inputMode={inputMode}
                          autoComplete="off"
                          onChange={(event) => update(row.key, field, event.target.value)}
                          onBlur={() => touch(row.key, field)}
                          aria-invalid={error ? true : undefined}
                          aria-describedby={
                            [
                              error ? `${id}-error` : null,
                              field === 'value' && note ? `${id}-note` : null,
                            ]
                              .filter(Boolean)
                              .join(' ') || undefined
                          }
                          disabled={isSubmitting}
                          className={cn(
                            'h-10 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-2.5 text-base text-slate-900 focus-visible:border-teal-700 focus-visible:outline-2 focus-visible:outline-teal-700 md:text-sm',
                            error && 'border-red-600',
                          )}
                        />
                        {error && (
                          <p id={`${id}-error`} className="mt-1 text-xs font-medium text-red-700">
                            {error}
                          </p>
                        )}
                        {field === 'name' && printedAs(row) && (
                          <p className="mt-0.5 text-xs text-slate-600">
                            Printed as “{printedAs(row)}”
                          </p>
                        )}
                        {field === 'unit' && unitPrintedAs(row) && (
                          <p className="mt-0.5 text-xs text-slate-600">
                            Printed as “{unitPrintedAs(row)}”
                          </p>
                        )}
                        {field === 'value' && earlierOnReport(row) && (
                          <p className="mt-0.5 text-xs text-slate-600">
                            Earlier on this report: {earlierOnReport(row)}
                          </p>
                        )}
                        {field === 'value' && note && (
                          <p
                            id={`${id}-note`}
                            className="mt-0.5 text-xs font-medium text-amber-800"
                          >
                            Check this result: {note}
                          </p>
                        )}
                      </div>
                    );
                  })}
                  <div className="flex items-center md:col-span-2 md:h-10">
                    <span className="mr-2 text-xs font-medium text-slate-700 md:sr-only">Flag</span>
                    {/* A value not yet checked gets no 'Normal' or 'High' from us: it may be misread. */}
                    {note ? (
                      <span className="text-sm font-medium text-amber-800">Check first</span>
                    ) : flag ? (
                      <FlagBadge flag={flag} />
                    ) : (
                      <span className="text-sm text-slate-600">—</span>
                    )}
                  </div>
                  <div className="flex items-center justify-end md:col-span-1 md:h-10">
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => removeRow(row.key)}
                      disabled={isSubmitting}
                      aria-label={`Remove ${rowName}`}
                      className="text-red-700 hover:bg-red-50"
                    >
                      <Trash2 className="h-4 w-4" aria-hidden="true" />
                      <span className="md:sr-only">Remove</span>
                    </Button>
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ol>
      )}

      <Button variant="secondary" onClick={addRow} disabled={isSubmitting}>
        <Plus className="h-4 w-4" aria-hidden="true" />
        Add a result
      </Button>

      {showAllErrors && invalidCount > 0 && (
        <p ref={summaryRef} tabIndex={-1} role="alert" className="text-sm font-medium text-red-700">
          {invalidCount === 1
            ? 'Fix the highlighted result before analysing.'
            : `Fix the ${invalidCount} highlighted results before analysing.`}
        </p>
      )}
      {(tableError ?? submitError) && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {tableError ?? submitError}
        </p>
      )}

      <div className="flex flex-wrap gap-3 border-t border-slate-200 pt-4">
        <Button onClick={submit} disabled={isSubmitting}>
          {isSubmitting ? 'Analysing...' : submitLabel}
        </Button>
        {actions}
      </div>
    </div>
  );
}
