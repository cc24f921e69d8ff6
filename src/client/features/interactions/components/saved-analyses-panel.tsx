/**
 * Saved analyses (paid): save the current check with a title, and list, reopen, download as PDF
 * or delete earlier ones. Render it only for users whose plan includes drug_interaction_database.
 */
import { useId, useState, type ReactElement } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Download, FolderOpen, Save } from 'lucide-react';
import { Button, buttonVariants } from '#client/components/ui/button';
import { DeleteConfirmButton } from '#client/components/ui/delete-confirm-button';
import { Input, Label } from '#client/components/ui/input';
import { useContractForm } from '#client/lib/use-contract-form';
import {
  saveAnalysisRequestSchema,
  type SavedAnalysisSummary,
} from '#shared/contracts/interactions.contract';
import {
  savedAnalysisPdfUrl,
  savedAnalysisQueryOptions,
  useDeleteSavedAnalysis,
  useSaveAnalysis,
  useSavedAnalyses,
} from '../api/saved-analyses';
import type { InteractionCheck } from '../hooks/use-interaction-check';

const SAVE_FAILED = "We couldn't save the analysis. Please try again.";
const OPEN_FAILED = "We couldn't open that analysis. Please try again.";
const DELETE_FAILED = "We couldn't delete that analysis. Please try again.";

function defaultTitle(items: readonly string[]): string {
  const shown = items.slice(0, 3).join(', ');
  return (items.length > 3 ? `${shown} and ${items.length - 3} more` : shown).slice(0, 120);
}

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

function SaveForm({ items }: { items: string[] }): ReactElement {
  const inputId = useId();
  // The title is the field; the names come from the check being saved, as they are when it is sent.
  const form = useContractForm<typeof saveAnalysisRequestSchema, { title: string }>({
    schema: saveAnalysisRequestSchema,
    defaultValues: { title: defaultTitle(items) },
    toInput: ({ title }) => ({ title, items }),
  });
  const [outcome, setOutcome] = useState<{ kind: 'error' | 'done'; text: string } | null>(null);
  const save = useSaveAnalysis();
  const refused = form.error('title') ?? form.error('items');
  const message = refused ? { kind: 'error' as const, text: refused } : outcome;
  const title = form.register('title', { onChange: () => setOutcome(null) });
  return (
    <form
      noValidate
      className="space-y-2"
      onSubmit={form.handleSubmit((analysis) => {
        setOutcome(null);
        save.mutate(analysis, {
          onSuccess: (saved) => setOutcome({ kind: 'done', text: `Saved “${saved.title}”.` }),
          onError: () => setOutcome({ kind: 'error', text: SAVE_FAILED }),
        });
      })}
    >
      <Label htmlFor={inputId}>Name this analysis</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input id={inputId} maxLength={120} aria-invalid={message?.kind === 'error'} {...title} />
        <Button
          type="submit"
          disabled={save.isPending}
          aria-busy={save.isPending}
          className="shrink-0"
        >
          <Save className="h-4 w-4" aria-hidden="true" />
          {save.isPending ? 'Saving...' : 'Save analysis'}
        </Button>
      </div>
      <p
        role={message?.kind === 'error' ? 'alert' : 'status'}
        className={message?.kind === 'error' ? 'text-sm text-red-800' : 'text-sm text-teal-900'}
      >
        {message?.text ?? ''}
      </p>
    </form>
  );
}

function DeleteButton({ analysis }: { analysis: SavedAnalysisSummary }): ReactElement {
  const remove = useDeleteSavedAnalysis();
  return (
    <DeleteConfirmButton
      triggerLabel={`Delete ${analysis.title}`}
      title={`Delete “${analysis.title}”?`}
      description="The saved analysis and its results are removed for good. Your medicines and profile are not changed."
      confirmLabel="Delete"
      busyLabel="Deleting..."
      isBusy={remove.isPending}
      errorMessage={remove.isError ? DELETE_FAILED : null}
      onConfirm={(close) => remove.mutate(analysis.id, { onSuccess: close })}
    />
  );
}

export interface SavedAnalysesPanelProps {
  check: InteractionCheck;
  /** Called after a saved analysis is shown, so the page can move to its results. */
  onOpened?: () => void;
}

export function SavedAnalysesPanel({ check, onOpened }: SavedAnalysesPanelProps): ReactElement {
  const headingId = useId();
  const queryClient = useQueryClient();
  const analyses = useSavedAnalyses(true);
  const [openError, setOpenError] = useState<string | null>(null);
  const [openingId, setOpeningId] = useState<string | null>(null);
  const checked = check.checked;

  const open = async (id: string) => {
    setOpenError(null);
    setOpeningId(id);
    try {
      const saved = await queryClient.fetchQuery(savedAnalysisQueryOptions(id));
      check.show({ items: saved.items, result: saved.result });
      onOpened?.();
    } catch {
      setOpenError(OPEN_FAILED);
    } finally {
      setOpeningId(null);
    }
  };

  return (
    <section
      aria-labelledby={headingId}
      className="space-y-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 print:hidden"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        Saved analyses
      </h2>
      {checked ? (
        <SaveForm key={checked.items.join('\n')} items={checked.items} />
      ) : (
        <p className="text-sm text-slate-700">
          Run a check above, then save it here to come back to it or share it as a PDF.
        </p>
      )}

      {openError && (
        <p role="alert" className="text-sm text-red-800">
          {openError}
        </p>
      )}
      {analyses.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          Loading your saved analyses...
        </p>
      ) : analyses.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-800">
          We couldn&apos;t load your saved analyses.
          <Button variant="secondary" size="sm" onClick={() => void analyses.refetch()}>
            Retry
          </Button>
        </div>
      ) : analyses.data.length === 0 ? (
        <p className="text-sm text-slate-600">You have not saved an analysis yet.</p>
      ) : (
        <ul className="divide-y divide-slate-200 border-y border-slate-200">
          {analyses.data.map((analysis) => (
            <li key={analysis.id} className="space-y-2 py-3">
              <div>
                <h3 className="font-semibold break-words text-slate-900">{analysis.title}</h3>
                <p className="text-xs text-slate-600">
                  Saved {formatDate(analysis.created_at)} · {analysis.major} major,{' '}
                  {analysis.moderate} moderate, {analysis.minor} minor
                </p>
                <p className="mt-1 text-sm break-words text-slate-700">
                  {analysis.items.join(', ')}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => void open(analysis.id)}
                  disabled={openingId === analysis.id}
                  aria-label={`Open ${analysis.title}`}
                >
                  <FolderOpen className="h-4 w-4" aria-hidden="true" />
                  {openingId === analysis.id ? 'Opening...' : 'Open'}
                </Button>
                <a
                  href={savedAnalysisPdfUrl(analysis.id)}
                  download
                  className={buttonVariants({ variant: 'secondary', size: 'sm' })}
                  aria-label={`Download PDF: ${analysis.title}`}
                >
                  <Download className="h-4 w-4" aria-hidden="true" />
                  Download PDF
                </a>
                <DeleteButton analysis={analysis} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
