/**
 * /onboarding-testing (admins only; everyone else: 404): the seven onboarding steps with the same
 * step list, section editors and safety-check step as /onboarding, on a throwaway profile held in
 * this page's state. Nothing is sent to the server: the admin's own profile is never touched, and
 * leaving or resetting the page throws the answers away.
 */
import { useState, type ReactElement } from 'react';
import { ArrowLeft, ArrowRight, Check, RotateCcw } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { SECTION_EDITOR_COMPONENTS as editors } from '#client/features/profile/components/sections';
import { InteractionsStep } from '#client/features/onboarding/components/interactions-step';
import { OnboardingProgress } from '#client/features/onboarding/components/onboarding-progress';
import { ONBOARDING_STEPS } from '#client/features/onboarding/constants';
import { useAdminOverview } from '#client/features/diagnostics/api/get-admin-overview';
import { usePageMeta } from '#client/lib/use-page-meta';
import type {
  Dietary,
  HealthGoals,
  MedicalHistory,
  Medications,
  PersonalInfo,
  Symptoms,
} from '#shared/contracts/profile.contract';
import { AdminGate, AdminLayout } from './admin-gate';

interface SandboxProfile {
  personal_info: PersonalInfo;
  medical_history: MedicalHistory;
  symptoms: Symptoms;
  medications: Medications;
  dietary_info: Dietary;
  health_goals: HealthGoals;
  interactionsCompleted: boolean;
}

// Every section starts as the API's empty section ({}).
const emptySandbox = (): SandboxProfile => ({
  personal_info: {},
  medical_history: {} as MedicalHistory,
  symptoms: {} as Symptoms,
  medications: {} as Medications,
  dietary_info: {} as Dietary,
  health_goals: {} as HealthGoals,
  interactionsCompleted: false,
});

const ID_PREFIX = 'onboarding-testing';
const LAST_STEP = ONBOARDING_STEPS.length - 1;

function SandboxFlow(): ReactElement {
  const [profile, setProfile] = useState<SandboxProfile>(emptySandbox);
  const [step, setStep] = useState(0);
  const [isFinished, setIsFinished] = useState(false);
  const current = ONBOARDING_STEPS[step] ?? ONBOARDING_STEPS[0]!;
  const set =
    <K extends keyof SandboxProfile>(key: K) =>
    (value: SandboxProfile[K]) =>
      setProfile((previous) => ({ ...previous, [key]: value }));
  const reset = () => {
    setProfile(emptySandbox());
    setStep(0);
    setIsFinished(false);
  };

  const editor = (): ReactElement => {
    switch (current.key) {
      case 'basic':
        return (
          <editors.personal_info
            value={profile.personal_info}
            onChange={set('personal_info')}
            idPrefix={ID_PREFIX}
          />
        );
      case 'conditions':
        return (
          <editors.medical_history
            value={profile.medical_history}
            onChange={set('medical_history')}
            idPrefix={ID_PREFIX}
          />
        );
      case 'symptoms':
        return (
          <editors.symptoms
            value={profile.symptoms}
            onChange={set('symptoms')}
            idPrefix={ID_PREFIX}
          />
        );
      case 'medications':
        return (
          <editors.medications
            value={profile.medications}
            onChange={set('medications')}
            idPrefix={ID_PREFIX}
          />
        );
      case 'diet':
        return (
          <editors.dietary_info
            value={profile.dietary_info}
            onChange={set('dietary_info')}
            idPrefix={ID_PREFIX}
          />
        );
      case 'interactions':
        return (
          <InteractionsStep
            medications={profile.medications}
            isConfirmed={profile.interactionsCompleted}
            onConfirmChange={set('interactionsCompleted')}
            onEditMedications={() =>
              setStep(ONBOARDING_STEPS.findIndex((s) => s.key === 'medications'))
            }
            idPrefix={ID_PREFIX}
          />
        );
      case 'goals':
        return (
          <editors.health_goals
            value={profile.health_goals}
            onChange={set('health_goals')}
            idPrefix={ID_PREFIX}
          />
        );
    }
  };

  if (isFinished)
    return (
      <Card className="space-y-4">
        <h2 className="text-lg font-semibold text-slate-900">Walk complete: nothing was saved</h2>
        <p className="text-slate-700">
          The throwaway profile below lived only in this page. Your own profile is unchanged.
        </p>
        <pre className="max-h-96 overflow-auto rounded bg-slate-50 p-3 text-xs text-slate-800">
          {JSON.stringify(profile, null, 2)}
        </pre>
        <Button onClick={reset}>
          <RotateCcw className="h-4 w-4" aria-hidden="true" />
          Start again
        </Button>
      </Card>
    );

  return (
    <div className="space-y-5">
      <OnboardingProgress step={step} />
      <Card className="space-y-5">
        <div>
          <h2 className="text-xl font-semibold text-slate-900">{current.title}</h2>
          <p className="mt-1 text-slate-700">{current.description}</p>
        </div>
        {editor()}
      </Card>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button variant="secondary" disabled={step === 0} onClick={() => setStep(step - 1)}>
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          Back
        </Button>
        <Button variant="secondary" onClick={reset}>
          <RotateCcw className="h-4 w-4" aria-hidden="true" />
          Reset
        </Button>
        {step < LAST_STEP ? (
          <Button onClick={() => setStep(step + 1)}>
            Next
            <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </Button>
        ) : (
          <Button onClick={() => setIsFinished(true)}>
            <Check className="h-4 w-4" aria-hidden="true" />
            Finish
          </Button>
        )}
      </div>
    </div>
  );
}

export default function OnboardingTestingPage(): ReactElement {
  usePageMeta();
  // The overview answers only admins: it is this page's access check too.
  const access = useAdminOverview();
  return (
    <AdminGate query={access} title="Onboarding testing">
      {() => (
        <AdminLayout
          title="Onboarding testing"
          intro="The onboarding steps on a throwaway profile kept in this page. Nothing is saved: your own profile is never touched."
        >
          <SandboxFlow />
        </AdminLayout>
      )}
    </AdminGate>
  );
}
