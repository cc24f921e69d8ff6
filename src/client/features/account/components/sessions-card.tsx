/** Where the account is signed in: device, last activity, this device marked; end one or all others. */
import type { ReactElement } from 'react';
import { Monitor } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import type { AccountSession } from '#shared/contracts/account.contract';
import { formatLocalMoment } from '#shared/domain/en-us-format';
import {
  useAccountSessions,
  useRevokeOtherSessions,
  useRevokeSession,
} from '../api/account-sessions';
import { Status, errorText } from './form-bits';

// The product's en-US words, in this browser's zone (the server renders the page in the same
// zone): the browser's own locale would differ from the server's render outside the US.
const formatWhen = (iso: string) => formatLocalMoment(new Date(iso));

export function SessionsCard(): ReactElement {
  const sessions = useAccountSessions();
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  if (sessions.isPending) return <p className="text-sm text-slate-700">Loading your sessions...</p>;
  if (sessions.isError)
    return <Status error={errorText(sessions.error, 'Your sessions could not be loaded.')} />;
  const list: AccountSession[] = sessions.data.sessions;
  const others = list.filter((session) => !session.current).length;

  return (
    <div className="space-y-3">
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
        {list.map((session) => (
          <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
            <div className="flex min-w-0 items-start gap-3">
              <Monitor className="mt-0.5 h-5 w-5 shrink-0 text-slate-600" aria-hidden="true" />
              <div className="min-w-0">
                <p className="font-medium text-slate-900">
                  {session.device}
                  {session.current && (
                    <span className="ml-2 whitespace-nowrap rounded-full bg-teal-100 px-2 py-0.5 text-xs font-semibold text-teal-900">
                      This device
                    </span>
                  )}
                </p>
                <p className="text-sm text-slate-600">
                  Signed in {formatWhen(session.created_at)} · last active{' '}
                  {formatWhen(session.last_active_at)}
                </p>
              </div>
            </div>
            {!session.current && (
              <Button
                size="sm"
                variant="secondary"
                disabled={revoke.isPending}
                aria-label={`Sign out ${session.device}, signed in ${formatWhen(session.created_at)}`}
                onClick={() => revoke.mutate(session.id)}
              >
                Sign out
              </Button>
            )}
          </li>
        ))}
      </ul>
      <p className="text-xs text-slate-600">Last activity is updated at most once a day.</p>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          size="sm"
          variant="secondary"
          disabled={others === 0 || revokeOthers.isPending}
          onClick={() => revokeOthers.mutate()}
        >
          Sign out all other sessions
        </Button>
        <Status
          error={
            revoke.isError || revokeOthers.isError
              ? errorText(revoke.error ?? revokeOthers.error)
              : null
          }
          success={
            revokeOthers.isSuccess
              ? `${revokeOthers.data.revoked} other session${revokeOthers.data.revoked === 1 ? '' : 's'} signed out.`
              : null
          }
        />
      </div>
    </div>
  );
}
