/**
 * The onboarding questionnaire: seven steps, 'Step N of 7', Back/Next, and
 * resume at the step after the last one completed ('Continue your setup - Step N of 7').
 * Every edit goes through the profile saver (saved 1 s after a pause, and at least every 2 s
 * while typing); Next also records the step, and Finish marks onboarding complete.
 *
 * The section editors belong to the profile feature, so they are passed in by the route that
 * composes both features (CONTRIBUTING.md: features keep their components private).
 */
import { useEffect, useRef, useState, type ComponentType, type ReactElement } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ArrowLeft, ArrowRight, Check, RotateCcw } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { SUCCESS_TOAST_MS, useToast } from '#client/components/ui/toast';
import { ApiError } from '#client/lib/api-client';
import { useAuth } from '#client/lib/auth';
import type {
  Dietary,
  HealthGoals,
  MedicalHistory,
  Medications,
  PersonalInfo,
  Symptoms,
} from '#shared/contracts/profile.contract';
import {
  continueSetupLabel,
  ONBOARDING_AUTOSAVE_MS,
  ONBOARDING_STEP_COUNT,
  resumeStep,
} from '#shared/domain/profile-status';
import { useProfile } from '#client/features/profile/api/get-profile';
import { usePatchProfile } from '#client/features/profile/api/patch-profile';
import { EnsureProfileSaver, useProfileSaver } from '#client/features/profile/hooks/profile-saver';
import { ONBOARDING_MESSAGES, ONBOARDING_STEPS } from '../constants';
import { InteractionsStep } from './interactions-step';
import { OnboardingProgress } from './onboarding-progress';

export { ONBOARDING_AUTOSAVE_MS };

interface StepEditorProps<T> {
  value: T;
  onChange: (next: T) => void;
  idPrefix: string;
}

/** The profile feature's section editors the steps use (SECTION_EDITOR_COMPONENTS fits). */
export interface OnboardingEditors {
  personal_info: ComponentType<StepEditorProps<PersonalInfo>>;
  medical_history: ComponentType<StepEditorProps<MedicalHistory>>;
  symptoms: ComponentType<StepEditorProps<Symptoms>>;
  medications: ComponentType<StepEditorProps<Medications>>;
  dietary_info: ComponentType<StepEditorProps<Dietary>>;
  health_goals: ComponentType<StepEditorProps<HealthGoals>>;
}

export interface OnboardingFlowProps {
  editors: OnboardingEditors;
  onComplete?: () => void;
}

const ID_PREFIX = 'onboarding';
const LAST_STEP = ONBOARDING_STEP_COUNT - 1;

export function OnboardingFlow(props: OnboardingFlowProps): ReactElement {
  return (
    <EnsureProfileSaver unauthenticatedMessage={ONBOARDING_MESSAGES.authRequired}>
      <OnboardingSteps {...props} />
    </EnsureProfileSaver>
  );
}

function OnboardingSteps({ editors, onComplete }: OnboardingFlowProps): ReactElement {
  const saver = useProfileSaver();
  const { profile, updateSection, saveNow, isDirty, isSaving, lastError } = saver;
  const profileQuery = useProfile();
  const { isSignedIn } = useAuth();
  const toast = useToast();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const patch = usePatchProfile();

  // The starting step is decided once, from the first profile that arrives.
  const [step, setStep] = useState<number | null>(null);
  const [resumedAt, setResumedAt] = useState<number | null>(null);
  const [isFinishing, setIsFinishing] = useState(false);
  if (step === null && profile) {
    const start = resumeStep(profile.onboarding_progress?.lastCompletedStep);
    setStep(start);
    if (start > 0 || search.get('continue') === 'true') setResumedAt(start);
  }

  // The saver waits for a 1 s pause; this also saves every 2 s while the user keeps typing.
  const autosave = useRef({ isDirty, isSaving, lastError, saveNow });
  useEffect(() => {
    autosave.current = { isDirty, isSaving, lastError, saveNow };
  }, [isDirty, isSaving, lastError, saveNow]);
  useEffect(() => {
    const timer = setInterval(() => {
      const current = autosave.current;
      // After a failure the saver retries on reconnect or Retry Now; repeating it here would only nag.
      if (current.isDirty && !current.isSaving && current.lastError === null)
        void current.saveNow();
    }, ONBOARDING_AUTOSAVE_MS);
    return () => clearInterval(timer);
  }, []);

  // Moving between steps puts keyboard and screen-reader focus on the new step's title.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const hasMoved = useRef(false);
  useEffect(() => {
    if (hasMoved.current) headingRef.current?.focus();
  }, [step]);

  if (step === null || !profile) {
    if (profileQuery.isError) {
      return (
        <Card role="alert" className="space-y-3">
          <p className="font-semibold text-slate-900">{ONBOARDING_MESSAGES.loadFailed}</p>
          <Button variant="secondary" onClick={() => void profileQuery.refetch()}>
            <RotateCcw className="h-4 w-4" aria-hidden="true" />
            Try again
          </Button>
        </Card>
      );
    }
    return (
      <Card role="status" aria-live="polite" className="text-slate-600">
        Loading your profile...
      </Card>
    );
  }

  const current = ONBOARDING_STEPS[step] ?? ONBOARDING_STEPS[0]!;
  const data = profile;
  const progress = data.onboarding_progress ?? {};

  const requireSession = (): boolean => {
    if (isSignedIn) return true;
    toast({ title: ONBOARDING_MESSAGES.authRequired, kind: 'error' });
    return false;
  };

  const recordStep = (completed: number) => {
    updateSection('onboarding_progress', {
      ...progress,
      lastCompletedStep: Math.max(progress.lastCompletedStep ?? -1, completed),
      updatedAt: new Date().toISOString(),
    });
  };

  const goTo = (next: number) => {
    hasMoved.current = true;
    setStep(Math.min(LAST_STEP, Math.max(0, next)));
  };

  const handleNext = () => {
    if (!requireSession()) return;
    recordStep(step);
    void saveNow(); // local first: a failed save is backed up and retried by the saver
    goTo(step + 1);
  };

  const handleFinish = async () => {
    if (!requireSession()) return;
    setIsFinishing(true);
    try {
      recordStep(step);
      // The saver has already told the user and kept a backup when this fails.
      if (!(await saveNow())) return;
      await patch.mutateAsync({ onboarding_completed: true });
      toast({
        title: ONBOARDING_MESSAGES.completeTitle,
        description: ONBOARDING_MESSAGES.completeDescription,
        kind: 'success',
        durationMs: SUCCESS_TOAST_MS,
      });
      onComplete?.();
      await navigate('/dashboard');
    } catch (error) {
      const isUnauthenticated = error instanceof ApiError && error.status === 401;
      toast({
        title: isUnauthenticated
          ? ONBOARDING_MESSAGES.authRequired
          : ONBOARDING_MESSAGES.completeFailed,
        description: isUnauthenticated ? undefined : 'Your answers are saved. Please try again.',
        kind: 'error',
      });
    } finally {
      setIsFinishing(false);
    }
  };

  const editorFor = (): ReactElement => {
    switch (current.key) {
      case 'basic':
        return (
          <editors.personal_info
            value={data.personal_info}
            onChange={(next) => updateSection('personal_info', next)}
            idPrefix={ID_PREFIX}
          />
        );
      case 'conditions':
        return (
          <editors.medical_history
            value={data.medical_history}
            onChange={(next) => updateSection('medical_history', next)}
            idPrefix={ID_PREFIX}
          />
        );
      case 'symptoms':
        return (
          <editors.symptoms
            value={data.symptoms}
            onChange={(next) => updateSection('symptoms', next)}
            idPrefix={ID_PREFIX}
          />
        );
      case 'medications':
        return (
          <editors.medications
            value={data.medications}
            onChange={(next) => updateSection('medications', next)}
            idPrefix={ID_PREFIX}
          />
        );
      case 'diet':
        return (
          <editors.dietary_info
            value={data.dietary_info}
            onChange={(next) => updateSection('dietary_info', next)}
            idPrefix={ID_PREFIX}
          />
        );
      case 'interactions':
        return (
          <InteractionsStep
            medications={data.medications}
            isConfirmed={progress.interactionsCompleted === true}
            onConfirmChange={(checked) =>
              updateSection('onboarding_progress', { ...progress, interactionsCompleted: checked })
            }
            onEditMedications={() =>
              goTo(ONBOARDING_STEPS.findIndex((s) => s.key === 'medications'))
            }
            idPrefix={ID_PREFIX}
          />
        );
      case 'goals':
        return (
          <editors.health_goals
            value={data.health_goals}
            onChange={(next) => updateSection('health_goals', next)}
            idPrefix={ID_PREFIX}
          />
        );
    }
  };

  const saveState = isSaving
    ? 'Saving...'
    : lastError
      ? 'Not saved yet — kept on this device'
      : isDirty
        ? 'Unsaved changes'
        : 'All changes saved';

  return (
    <div className="space-y-5">
      {resumedAt !== null && step === resumedAt && (
        <p
          role="status"
          className="rounded-xl border border-teal-200 bg-teal-50 px-4 py-3 font-medium text-teal-900"
        >
          {continueSetupLabel(resumedAt)}
        </p>
      )}
      <OnboardingProgress step={step} />

      <Card className="space-y-5 p-4 sm:p-6">
        <div>
          <h2
            ref={headingRef}
            tabIndex={-1}
            className="text-xl font-semibold text-slate-900 focus:outline-none"
          >
            {current.title}
          </h2>
          <p className="mt-1 text-slate-600">{current.description}</p>
        </div>
        {editorFor()}
      </Card>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button
          variant="secondary"
          onClick={() => goTo(step - 1)}
          disabled={step === 0 || isFinishing}
        >
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          Back
        </Button>
        <p
          className="order-last w-full text-center text-sm text-slate-600 sm:order-none sm:w-auto"
          aria-live="polite"
        >
          {saveState}
        </p>
        {step < LAST_STEP ? (
          <Button onClick={handleNext}>
            Next
            <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </Button>
        ) : (
          <Button onClick={() => void handleFinish()} disabled={isFinishing}>
            <Check className="h-4 w-4" aria-hidden="true" />
            {isFinishing ? 'Finishing...' : 'Finish'}
          </Button>
        )}
      </div>
    </div>
  );
}
