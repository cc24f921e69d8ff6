/**
 * Edit Health Profile: the seven section
 * editors behind a side list. Edits stay in the dialog until Save Changes, so an unfinished entry
 * never reaches the server on its own; switching sections or closing with unsaved edits asks
 * first. After a save the server's integrity check runs and any issues are listed.
 */
import { useId, useState, type ReactElement } from 'react';
import { AlertDialog, Dialog } from 'radix-ui';
import { AlertTriangle, CheckCircle2, Circle, X } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { useToast } from '#client/components/ui/toast';
import { cn } from '#client/lib/cn';
import type { Profile } from '#shared/contracts/profile.contract';
import {
  calculateCompletenessScore,
  countCompletedSections,
  type EditorSectionKey,
} from '#shared/domain/profile-scores';
import { useCheckProfileIntegrity } from '../../api/check-profile-integrity';
import { useProfileSaver } from '../../hooks/profile-saver';
import { SECTION_EDITORS, SectionEditor } from '../sections';
import { Pill } from './status-badge';

export const EDIT_DIALOG_MESSAGES = {
  saving: 'Saving changes...',
  unsaved: 'You have unsaved changes',
  saved: 'All changes saved',
  saveFailed: 'Failed to save changes',
  saveFailedDescription: 'Your edits are kept on this device and will be retried.',
  updated: (titles: string) => `${titles} updated successfully`,
} as const;

type Draft = Pick<Profile, EditorSectionKey>;

function draftFrom(profile: Profile): Draft {
  return {
    personal_info: profile.personal_info,
    medical_history: profile.medical_history,
    symptoms: profile.symptoms,
    medications: profile.medications,
    lifestyle_data: profile.lifestyle_data,
    dietary_info: profile.dietary_info,
    health_goals: profile.health_goals,
  };
}

const titleOf = (key: EditorSectionKey) =>
  SECTION_EDITORS.find((entry) => entry.key === key)?.title ?? key;

export interface EditHealthProfileDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The section shown first. */
  initialSection?: EditorSectionKey;
}

export function EditHealthProfileDialog({
  open,
  onOpenChange,
  initialSection,
}: EditHealthProfileDialogProps): ReactElement | null {
  const { profile } = useProfileSaver();
  // Mounted only while open, so every opening starts from the latest saved profile.
  if (!open || !profile) return null;
  return (
    <EditDialogBody
      profile={profile}
      onClose={() => onOpenChange(false)}
      initialSection={initialSection}
    />
  );
}

function EditDialogBody({
  profile,
  onClose,
  initialSection = 'personal_info',
}: {
  profile: Profile;
  onClose: () => void;
  initialSection?: EditorSectionKey;
}): ReactElement {
  const saver = useProfileSaver();
  const toast = useToast();
  const integrity = useCheckProfileIntegrity();
  const idPrefix = `edit-dialog${useId().replace(/:/g, '')}`;
  const [active, setActive] = useState<EditorSectionKey>(initialSection);
  const [draft, setDraft] = useState<Draft>(() => draftFrom(profile));
  const [dirtyKeys, setDirtyKeys] = useState<ReadonlySet<EditorSectionKey>>(new Set());
  const [pendingSection, setPendingSection] = useState<EditorSectionKey | null>(null);
  const [isConfirmingClose, setIsConfirmingClose] = useState(false);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [issues, setIssues] = useState<string[]>([]);

  const isDirty = dirtyKeys.size > 0;
  const isSaving = isSubmitting || saver.isSaving;
  const preview: Profile = { ...profile, ...draft };
  const completeness = calculateCompletenessScore(preview);
  const completion = countCompletedSections(preview);

  const change = <K extends EditorSectionKey>(key: K, value: Profile[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setDirtyKeys((keys) => new Set(keys).add(key));
  };

  const discard = () => {
    setDraft(draftFrom(profile));
    setDirtyKeys(new Set());
  };

  const save = async (): Promise<boolean> => {
    const keys = SECTION_EDITORS.map((entry) => entry.key).filter((key) => dirtyKeys.has(key));
    if (keys.length === 0) return true;
    setIsSubmitting(true);
    try {
      for (const key of keys) saver.updateSection(key, draft[key]);
      const ok = await saver.saveNow();
      if (!ok) {
        toast({
          title: EDIT_DIALOG_MESSAGES.saveFailed,
          description: EDIT_DIALOG_MESSAGES.saveFailedDescription,
          kind: 'error',
          action: { label: 'Retry Now', onClick: () => void saver.retryNow() },
        });
        return false;
      }
      setDirtyKeys(new Set());
      toast({
        title: EDIT_DIALOG_MESSAGES.updated(keys.map(titleOf).join(' and ')),
        kind: 'success',
      });
      integrity.mutate(undefined, {
        onSuccess: (result) => setIssues(result.issues),
        onError: () => setIssues([]),
      });
      return true;
    } finally {
      setIsSubmitting(false);
    }
  };

  const selectSection = (key: EditorSectionKey) => {
    if (key === active) return;
    if (isDirty) setPendingSection(key);
    else setActive(key);
  };

  const requestClose = () => {
    if (isDirty) setIsConfirmingClose(true);
    else onClose();
  };

  const activeEntry = SECTION_EDITORS.find((entry) => entry.key === active) ?? SECTION_EDITORS[0];
  const footerText = isSaving
    ? EDIT_DIALOG_MESSAGES.saving
    : isDirty
      ? EDIT_DIALOG_MESSAGES.unsaved
      : EDIT_DIALOG_MESSAGES.saved;

  return (
    <Dialog.Root open onOpenChange={(open) => !open && requestClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[92vh] w-[calc(100%-1rem)] max-w-4xl -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-2xl bg-white shadow-xl"
        >
          <div className="flex items-start justify-between gap-3 border-b border-slate-200 p-4 sm:p-5">
            <div className="flex flex-wrap items-center gap-2">
              <Dialog.Title className="text-xl font-bold text-slate-900">
                Edit Health Profile
              </Dialog.Title>
              <Pill className="bg-teal-100 text-teal-900 ring-teal-200">
                {completeness >= 100 ? 'Complete' : `${completeness}% filled in`}
              </Pill>
              {isDirty && (
                <Pill className="bg-amber-100 text-amber-900 ring-amber-200">Unsaved Changes</Pill>
              )}
            </div>
            <button
              type="button"
              onClick={requestClose}
              aria-label="Close"
              className="-m-1 rounded-lg p-2 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-700"
            >
              <X className="h-5 w-5" aria-hidden="true" />
            </button>
          </div>

          <div className="flex min-h-0 flex-1 flex-col md:flex-row">
            <nav
              aria-label="Profile sections"
              className="shrink-0 border-b border-slate-200 p-2 md:w-60 md:border-r md:border-b-0"
            >
              <ul className="flex gap-1 overflow-x-auto md:flex-col">
                {completion.sections.map((section) => {
                  const key = section.key as EditorSectionKey;
                  const isActive = key === active;
                  return (
                    <li key={key} className="shrink-0">
                      <button
                        type="button"
                        aria-current={isActive ? 'true' : undefined}
                        onClick={() => selectSection(key)}
                        className={cn(
                          'flex min-h-11 w-full items-center gap-2 rounded-lg px-3 text-left text-sm font-medium whitespace-nowrap text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-700',
                          isActive && 'bg-teal-50 text-teal-900',
                        )}
                      >
                        {section.isComplete ? (
                          <CheckCircle2
                            className="h-4 w-4 shrink-0 text-green-700"
                            aria-hidden="true"
                          />
                        ) : (
                          <Circle className="h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
                        )}
                        {section.title}
                        <span className="sr-only">
                          {section.isComplete ? ' (complete)' : ' (incomplete)'}
                        </span>
                      </button>
                    </li>
                  );
                })}
              </ul>
            </nav>

            <div className="min-h-0 flex-1 overflow-y-auto p-4 sm:p-5">
              <h3 className="mb-4 text-lg font-semibold text-slate-900">{activeEntry?.title}</h3>
              <SectionEditor
                key={active}
                section={active}
                value={draft[active]}
                onChange={(next) => change(active, next)}
                idPrefix={idPrefix}
              />
              {issues.length > 0 && (
                <div
                  role="status"
                  className="mt-5 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
                >
                  <p className="flex items-center gap-2 font-semibold">
                    <AlertTriangle className="h-4 w-4" aria-hidden="true" />
                    Please review your profile
                  </p>
                  <ul className="mt-2 list-disc space-y-1 pl-5">
                    {issues.map((issue) => (
                      <li key={issue}>{issue}</li>
                    ))}
                  </ul>
                </div>
              )}
              <p className="mt-6 text-xs text-slate-600">Educational only — not medical advice.</p>
            </div>
          </div>

          <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 p-4 sm:p-5">
            <p
              aria-live="polite"
              className={cn(
                'text-sm',
                isDirty && !isSaving ? 'font-medium text-amber-900' : 'text-slate-700',
              )}
            >
              {footerText}
            </p>
            <div className="flex gap-2">
              <Button variant="secondary" onClick={requestClose}>
                Close
              </Button>
              <Button onClick={() => void save()} disabled={!isDirty || isSaving}>
                Save Changes
              </Button>
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>

      <ConfirmDialog
        open={pendingSection !== null}
        title="Save your changes first?"
        description={`You have unsaved changes in ${activeEntry?.title ?? 'this section'}.`}
        confirmLabel="Save"
        cancelLabel="Discard"
        onConfirm={async () => {
          const target = pendingSection;
          const ok = await save();
          setPendingSection(null);
          if (ok && target) setActive(target);
        }}
        onCancel={() => {
          const target = pendingSection;
          discard();
          setPendingSection(null);
          if (target) setActive(target);
        }}
        onDismiss={() => setPendingSection(null)}
      />
      <ConfirmDialog
        open={isConfirmingClose}
        title="Close without saving?"
        description="Your unsaved changes will be lost."
        confirmLabel="Discard changes"
        cancelLabel="Keep editing"
        isDestructive
        onConfirm={() => {
          setIsConfirmingClose(false);
          discard();
          onClose();
        }}
        onCancel={() => setIsConfirmingClose(false)}
        onDismiss={() => setIsConfirmingClose(false)}
      />
    </Dialog.Root>
  );
}

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel: string;
  isDestructive?: boolean;
  onConfirm: () => void | Promise<void>;
  onCancel: () => void;
  /** Escape: neither choice, back to the editor. */
  onDismiss: () => void;
}

function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel,
  isDestructive,
  onConfirm,
  onCancel,
  onDismiss,
}: ConfirmDialogProps): ReactElement {
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && onDismiss()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[55] bg-slate-900/40" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-[55] w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">
            {title}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-700">
            {description}
          </AlertDialog.Description>
          <div className="mt-5 flex justify-end gap-2">
            <Button variant="secondary" onClick={onCancel}>
              {cancelLabel}
            </Button>
            <Button variant={isDestructive ? 'danger' : 'primary'} onClick={() => void onConfirm()}>
              {confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
