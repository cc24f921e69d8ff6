/**
 * Uploads that are not a report: still being read, or failed after the upload stopped waiting
 * (its file went missing, or it could not be read). A failed one says what happened and offers to
 * upload the file again, or to dismiss the notice.
 */
import type { ReactElement } from 'react';
import { AlertTriangle, Loader2 } from 'lucide-react';
import type { LabUploadState } from '#shared/contracts/labs.contract';
import { useDismissLabUpload } from '../api/dismiss-lab-upload';
import { formatLabDay } from '../lib/lab-day';
import { TEST_TYPE_LABELS } from '../lib/test-type-labels';

export function LabUploadStates({
  uploads,
  onUploadAgain,
}: {
  uploads: LabUploadState[];
  /** Brings the upload form into view, for the same kind of test. */
  onUploadAgain: (upload: LabUploadState) => void;
}): ReactElement | null {
  const dismiss = useDismissLabUpload();
  if (uploads.length === 0) return null;
  return (
    <ul aria-label="Uploads not read yet" className="space-y-3">
      {uploads.map((upload) =>
        upload.state === 'failed' ? (
          <li
            key={upload.id}
            role="alert"
            className="flex flex-wrap items-start justify-between gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4"
          >
            <div className="flex min-w-0 items-start gap-3">
              <AlertTriangle
                className="mt-0.5 h-5 w-5 shrink-0 text-amber-700"
                aria-hidden="true"
              />
              <div className="min-w-0">
                <p className="font-semibold break-words text-slate-900">
                  {upload.display_name} was not read ({TEST_TYPE_LABELS[upload.test_type]}, uploaded{' '}
                  {formatLabDay(upload.created_at)})
                </p>
                <p className="text-sm text-slate-800">{upload.message}</p>
              </div>
            </div>
            <div className="flex gap-2">
              <button
                type="button"
                onClick={() => onUploadAgain(upload)}
                className="rounded-md bg-teal-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-teal-800"
              >
                Upload again
              </button>
              <button
                type="button"
                onClick={() => dismiss.mutate(upload.id)}
                disabled={dismiss.isPending}
                className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100"
              >
                Dismiss
              </button>
            </div>
          </li>
        ) : (
          <li
            key={upload.id}
            role="status"
            className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-4"
          >
            <Loader2 className="mt-0.5 h-5 w-5 shrink-0 text-teal-700" aria-hidden="true" />
            <p className="text-sm text-slate-800">
              <span className="font-semibold break-words">{upload.display_name}</span> is still
              being read. It will appear in your reports when it is ready; there is no need to
              upload it again.
            </p>
          </li>
        ),
      )}
    </ul>
  );
}
