/**
 * System Status card: five rows, the profile score, the plan tier and
 * whether legacy data can be recovered. Runs once by itself when the profile is present, and again
 * on 'Run System Check'.
 */
import { PLAN_DISPLAY_NAMES } from '#shared/domain/plans';
import { normalizeTier } from '#shared/domain/plan-access';
import { useEffect, useRef, type ReactElement } from 'react';
import { Activity, AlertTriangle, CheckCircle2, XCircle } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { useToast, type ToastKind } from '#client/components/ui/toast';
import type { SystemCheck } from '#shared/contracts/profile.contract';
import {
  CHECK_STATUS_LABELS,
  SYSTEM_CHECK_ROWS,
  summarizeSystemCheck,
  type CheckStatus,
} from '#shared/domain/profile-status';
import { useLastSystemCheck, useRunSystemCheck } from '../../api/run-system-check';
import { Pill } from './status-badge';

export const SYSTEM_CHECK_FAILED = 'System check failed';
export const DEFAULT_TIER = 'free';

const STATUS_STYLE: Record<CheckStatus, { className: string; Icon: typeof CheckCircle2 }> = {
  good: { className: 'bg-green-100 text-green-800 ring-green-200', Icon: CheckCircle2 },
  warning: { className: 'bg-amber-100 text-amber-900 ring-amber-200', Icon: AlertTriangle },
  error: { className: 'bg-red-100 text-red-800 ring-red-200', Icon: XCircle },
};

function summaryKind(checks: SystemCheck['checks']): ToastKind {
  const statuses = Object.values(checks);
  if (statuses.includes('error')) return 'error';
  if (statuses.includes('warning')) return 'warning';
  return 'success';
}

export function SystemStatusCard({ hasProfile }: { hasProfile: boolean }): ReactElement {
  const toast = useToast();
  const lastCheck = useLastSystemCheck();
  const { mutate, isPending } = useRunSystemCheck();
  const hasAutoRun = useRef(false);

  const run = (isAutomatic: boolean) =>
    mutate(undefined, {
      onSuccess: (result) => {
        const kind = summaryKind(result.checks);
        // The automatic run speaks up only when something needs attention; a press always answers.
        if (isAutomatic && kind === 'success') return;
        toast({ title: summarizeSystemCheck(result.checks), kind });
      },
      onError: () => toast({ title: SYSTEM_CHECK_FAILED, kind: 'error' }),
    });

  useEffect(() => {
    if (!hasProfile || hasAutoRun.current || lastCheck) return;
    hasAutoRun.current = true;
    run(true);
    // Once per mount, as soon as the profile is there; `run` is recreated each render on purpose.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hasProfile, lastCheck]);

  return (
    <Card className="p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <Activity className="h-5 w-5 text-teal-800" aria-hidden="true" />
          System Status
        </h2>
        <Button variant="secondary" size="sm" onClick={() => run(false)} disabled={isPending}>
          {isPending ? 'Running Diagnostics...' : 'Run System Check'}
        </Button>
      </div>
      <ul className="mt-4 divide-y divide-slate-100" aria-busy={isPending}>
        {SYSTEM_CHECK_ROWS.map((row) => {
          const status = lastCheck?.checks[row.key];
          const style = status ? STATUS_STYLE[status] : null;
          return (
            <li key={row.key} className="flex items-center justify-between gap-3 py-2 text-sm">
              <span className="font-medium text-slate-900">{row.title}</span>
              {status && style ? (
                <Pill className={style.className}>
                  <style.Icon className="h-3.5 w-3.5" aria-hidden="true" />
                  {CHECK_STATUS_LABELS[status]}
                </Pill>
              ) : (
                <span className="text-slate-600">Not checked yet</span>
              )}
            </li>
          );
        })}
      </ul>
      <dl className="mt-4 grid grid-cols-3 gap-3 border-t border-slate-100 pt-4 text-sm">
        <div>
          <dt className="text-slate-600">Profile score</dt>
          <dd className="font-semibold text-slate-900">
            {lastCheck ? `${lastCheck.profileScore}%` : '—'}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Plan</dt>
          {/* The plan's name as the pricing page says it ('Wellness Pro'), not its id. */}
          <dd className="font-semibold text-slate-900">
            {PLAN_DISPLAY_NAMES[normalizeTier(lastCheck?.subscriptionTier || DEFAULT_TIER)]}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Recoverable data</dt>
          <dd className="font-semibold text-slate-900">
            {lastCheck ? (lastCheck.hasRecoverableData ? 'Yes' : 'No') : '—'}
          </dd>
        </div>
      </dl>
    </Card>
  );
}
