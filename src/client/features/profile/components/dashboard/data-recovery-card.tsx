/**
 * Data-recovery card ('Previous Data Found'): offered when the last system check
 * found legacy data that the unified profile lacks. 'Recover My Data' migrates it; the debug view
 * shows what the profile holds and can test the database connection.
 */
import { useState, type ReactElement } from 'react';
import { Bug, CheckCircle2, DatabaseZap, History, XCircle } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { useToast } from '#client/components/ui/toast';
import type { Profile, RecoveryResult } from '#shared/contracts/profile.contract';
import { calculateCompletenessScore, hasValue } from '#shared/domain/profile-scores';
import { recoveryToast, shortUserId } from '#shared/domain/profile-status';
import { useCheckConnection } from '../../api/check-connection';
import { useRecoverProfile } from '../../api/recover-profile';
import { useRecoveryStatus } from '../../api/get-recovery-status';
import { useLastSystemCheck } from '../../api/run-system-check';
import { Pill } from './status-badge';

export const RECOVERY_MESSAGES = {
  nothingToRecover: 'No additional data found to recover. Your profile is up to date.',
  failed: (error: string | null) => `Recovery failed: ${error || 'Unknown error occurred'}`,
  exception: 'Failed to recover data. Please contact support if this continues.',
  connectionFailed: (message: string) => `Database connection failed: ${message}`,
} as const;
const NO_LEGACY_DATA = 'No legacy data found';

export interface DataRecoveryCardProps {
  profile: Profile | null;
  isLoading: boolean;
  userId: string;
  /** Start with the debug view open (e.g. from ?debug=true), which also keeps the card visible. */
  initialDebug?: boolean;
}

export function DataRecoveryCard({
  profile,
  isLoading,
  userId,
  initialDebug = false,
}: DataRecoveryCardProps): ReactElement | null {
  const toast = useToast();
  const lastCheck = useLastSystemCheck();
  const status = useRecoveryStatus();
  const recover = useRecoverProfile();
  const connection = useCheckConnection();
  const [isDebug, setIsDebug] = useState(initialDebug);
  const [lastResult, setLastResult] = useState<RecoveryResult | null>(null);

  // The last system check decides; the read-only status answers before any check has run.
  const hasRecoverableData = lastCheck
    ? lastCheck.hasRecoverableData
    : status.data?.hasRecoverableData === true;
  if (isLoading || !(hasRecoverableData || isDebug)) return null;

  const completeness = profile ? calculateCompletenessScore(profile) : 0;
  const found = lastResult?.data_found ?? status.data?.data_found;
  const hasQuestionnaire = found?.questionnaire ?? false;
  const hasUserDetails = found
    ? found.questionnaire || found.medications || found.diet
    : hasRecoverableData;
  const presence = [
    {
      label: 'Personal Info',
      isPresent: !!profile && Object.values(profile.personal_info).some(hasValue),
    },
    {
      label: 'Medical History',
      isPresent: !!profile && Object.values(profile.medical_history).some(hasValue),
    },
    { label: 'Medications', isPresent: (profile?.medications.current?.length ?? 0) > 0 },
  ];

  const onRecover = () =>
    recover.mutate(undefined, {
      onSuccess: (result) => {
        setLastResult(result);
        if (result.success) {
          const action = result.migration_result?.action;
          toast({
            title: recoveryToast(
              action,
              result.migration_result?.completeness_score ?? completeness,
            ),
            kind: 'success',
          });
        } else if (result.error?.includes(NO_LEGACY_DATA)) {
          toast({ title: RECOVERY_MESSAGES.nothingToRecover, kind: 'info' });
        } else {
          toast({ title: RECOVERY_MESSAGES.failed(result.error), kind: 'error' });
        }
      },
      onError: () => toast({ title: RECOVERY_MESSAGES.exception, kind: 'error' }),
    });

  return (
    <Card className="border-amber-300 bg-amber-50/60 p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <History className="h-5 w-5 text-amber-800" aria-hidden="true" />
          Previous Data Found
        </h2>
        <Button
          variant="ghost"
          size="sm"
          aria-pressed={isDebug}
          onClick={() => setIsDebug((on) => !on)}
        >
          <Bug className="h-4 w-4" aria-hidden="true" />
          {isDebug ? 'Hide Debug' : 'Show Debug'}
        </Button>
      </div>
      <p className="mt-2 text-sm text-slate-800">
        {hasRecoverableData
          ? 'We found health information you entered in an earlier version of Wellnest that is not in your profile yet.'
          : 'No earlier data is waiting to be recovered. The debug view below shows what your profile holds.'}
      </p>

      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-700">Earlier questionnaire</dt>
          <dd className="font-medium text-slate-900">{hasQuestionnaire ? 'Found' : 'Not found'}</dd>
        </div>
        <div>
          <dt className="text-slate-700">Earlier user details</dt>
          <dd className="font-medium text-slate-900">{hasUserDetails ? 'Found' : 'Not found'}</dd>
        </div>
        <div>
          <dt className="text-slate-700">Profile completeness</dt>
          <dd className="font-medium text-slate-900">{completeness}%</dd>
        </div>
        <div>
          <dt className="text-slate-700">Account</dt>
          <dd className="font-mono font-medium text-slate-900">{shortUserId(userId)}</dd>
        </div>
      </dl>

      <ul className="mt-4 flex flex-wrap gap-2" aria-label="Profile sections">
        {presence.map((item) => (
          <li key={item.label}>
            <Pill
              className={
                item.isPresent
                  ? 'bg-green-100 text-green-800 ring-green-200'
                  : 'bg-slate-100 text-slate-800 ring-slate-200'
              }
            >
              {item.isPresent ? (
                <CheckCircle2 className="h-3.5 w-3.5" aria-hidden="true" />
              ) : (
                <XCircle className="h-3.5 w-3.5" aria-hidden="true" />
              )}
              {item.label}: {item.isPresent ? 'present' : 'missing'}
            </Pill>
          </li>
        ))}
      </ul>

      <p className="mt-4 text-sm text-slate-800">
        Recovering copies that earlier data into your profile. Anything already in your profile is
        kept: existing data is migrated and preserved, never overwritten with blanks.
      </p>

      {isDebug && (
        <div className="mt-4 space-y-2 rounded-xl border border-slate-200 bg-white p-4 text-sm">
          <p className="font-semibold text-slate-900">Debug</p>
          <p className="text-slate-700">
            Last system check:{' '}
            {lastCheck
              ? new Date(lastCheck.lastSystemCheck).toLocaleString('en-US')
              : 'not run yet'}
          </p>
          {found && (
            <p className="text-slate-700">
              Earlier data: questionnaire {found.questionnaire ? 'found' : 'not found'}, medications{' '}
              {found.medications ? 'found' : 'not found'}, diet {found.diet ? 'found' : 'not found'}
            </p>
          )}
          <Button
            variant="secondary"
            size="sm"
            onClick={() => connection.mutate()}
            disabled={connection.isPending}
          >
            <DatabaseZap className="h-4 w-4" aria-hidden="true" />
            {connection.isPending ? 'Testing...' : 'Run Connection Test'}
          </Button>
          <p aria-live="polite" className="text-slate-800">
            {connection.isSuccess && 'Database connection OK'}
            {connection.isError && RECOVERY_MESSAGES.connectionFailed(connection.error.message)}
          </p>
        </div>
      )}

      <Button className="mt-4 w-full sm:w-auto" onClick={onRecover} disabled={recover.isPending}>
        {recover.isPending ? 'Recovering Data...' : 'Recover My Data'}
      </Button>
    </Card>
  );
}
