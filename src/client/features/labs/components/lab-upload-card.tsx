/**
 * Pick or drop a lab report, check it here first (type and the 10 MB limit), then send it with a
 * progress bar. While the server reads it (OCR can take a few seconds) the bar stays full and a
 * status line says so. The caller gets the extracted report for review.
 */
import { useId, useRef, useState, type DragEvent, type ReactElement } from 'react';
import { FileUp, Upload } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { ApiError } from '#client/lib/api-client';
import { cn } from '#client/lib/cn';
import {
  LAB_TEST_TYPES,
  type LabReportDetail,
  type LabTestType,
} from '#shared/contracts/labs.contract';
import { useUploadLabReport } from '../api/upload-lab-report';
import { TEST_TYPE_LABELS } from '../lib/test-type-labels';
import {
  ACCEPTED_FILE_TYPES,
  FILE_INPUT_ACCEPT,
  formatFileSize,
  validateLabFile,
} from '../lib/upload-validation';

export interface LabUploadCardProps {
  initialTestType: LabTestType;
  onUploaded: (report: LabReportDetail) => void;
}

function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return 'The upload failed. Please try again.';
}

export function LabUploadCard({ initialTestType, onUploaded }: LabUploadCardProps): ReactElement {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const typeName = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [testType, setTestType] = useState<LabTestType>(initialTestType);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [isDragging, setIsDragging] = useState(false);
  const [percent, setPercent] = useState<number | null>(null);
  const upload = useUploadLabReport();

  const choose = (chosen: File | undefined) => {
    upload.reset();
    setPercent(null);
    if (!chosen) return;
    const problem = validateLabFile(chosen);
    setFileError(problem);
    setFile(problem ? null : chosen);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setIsDragging(false);
    choose(event.dataTransfer.files[0]);
  };

  const send = () => {
    if (!file) {
      setFileError('Choose a file first.');
      return;
    }
    setPercent(0);
    upload.mutate(
      {
        file,
        testType,
        onProgress: ({ loaded, total }) =>
          setPercent((previous) =>
            total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : previous,
          ),
      },
      { onSuccess: (report) => onUploaded(report) },
    );
  };

  const isSending = upload.isPending;
  const isReading = isSending && percent === 100;
  const shownError = fileError ?? (upload.isError ? errorMessage(upload.error) : null);

  return (
    <div className="space-y-5">
      <fieldset>
        <legend className="text-sm font-semibold text-slate-900">What kind of test is it?</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {LAB_TEST_TYPES.map((type) => (
            <label
              key={type}
              className={cn(
                'flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm',
                testType === type
                  ? 'border-teal-700 bg-teal-50 font-semibold text-teal-900'
                  : 'border-slate-300 bg-white text-slate-800',
              )}
            >
              <input
                type="radio"
                name={typeName}
                value={type}
                checked={testType === type}
                onChange={() => setTestType(type)}
                disabled={isSending}
                className="h-4 w-4 accent-teal-700"
              />
              {TEST_TYPE_LABELS[type]}
            </label>
          ))}
        </div>
      </fieldset>

      <div
        onDragOver={(event) => {
          event.preventDefault();
          setIsDragging(true);
        }}
        onDragLeave={() => setIsDragging(false)}
        onDrop={onDrop}
        data-testid="lab-dropzone"
        className={cn(
          'flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed px-4 py-8 text-center transition-colors',
          isDragging ? 'border-teal-700 bg-teal-50' : 'border-slate-300 bg-slate-50',
        )}
      >
        <FileUp className="h-8 w-8 text-teal-700" aria-hidden="true" />
        <p className="text-sm text-slate-800">Drag and drop your report here, or</p>
        <label htmlFor={inputId} className="sr-only">
          Lab report file
        </label>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={FILE_INPUT_ACCEPT}
          className="sr-only"
          aria-describedby={shownError ? `${hintId} ${errorId}` : hintId}
          aria-invalid={fileError ? true : undefined}
          disabled={isSending}
          onChange={(event) => {
            choose(event.target.files?.[0]);
            // Choosing the same file again after an error should still fire a change.
            event.target.value = '';
          }}
        />
        <Button variant="secondary" onClick={() => inputRef.current?.click()} disabled={isSending}>
          Choose a file
        </Button>
        <p id={hintId} className="text-xs text-slate-600">
          {ACCEPTED_FILE_TYPES}. A clear phone photo works too.
        </p>
        {file && (
          <p className="text-sm font-medium text-slate-900">
            Selected: <span className="break-all">{file.name}</span> ({formatFileSize(file.size)})
          </p>
        )}
      </div>

      {shownError && (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {shownError}
        </p>
      )}

      {percent !== null && (isSending || upload.isSuccess) && (
        <div className="space-y-1">
          <div
            role="progressbar"
            aria-label="Upload progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={`${percent}%`}
            className="h-2.5 w-full overflow-hidden rounded-full bg-slate-200"
          >
            <div
              className="h-full rounded-full bg-teal-700 transition-[width]"
              style={{ width: `${percent}%` }}
            />
          </div>
          <p role="status" className="text-sm text-slate-700">
            {isReading
              ? 'Uploaded. Reading your report (a photo can take a few seconds)...'
              : upload.isSuccess
                ? 'Done.'
                : `Uploading... ${percent}%`}
          </p>
        </div>
      )}

      <Button onClick={send} disabled={isSending || !file} className="w-full sm:w-auto">
        <Upload className="h-4 w-4" aria-hidden="true" />
        {isSending ? 'Uploading...' : 'Upload and read report'}
      </Button>
    </div>
  );
}
