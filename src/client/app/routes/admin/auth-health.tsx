/** /auth/health (admins only; everyone else: 404): the sign-in subsystem at a glance. */
import type { ReactElement } from 'react';
import { useAuthHealth } from '#client/features/diagnostics/api/get-auth-health';
import { usePageMeta } from '#client/lib/use-page-meta';
import { AdminGate, AdminLayout, Stat, formatTime } from './admin-gate';

export default function AuthHealthPage(): ReactElement {
  usePageMeta();
  const health = useAuthHealth();
  return (
    <AdminGate query={health} title="Auth health">
      {(data) => (
        <AdminLayout
          title="Auth health"
          intro={`Better Auth and the session, lockout and verification tables. Checked ${formatTime(data.generated_at)}.`}
        >
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            <Stat
              label="Better Auth"
              value={
                data.auth_reachable
                  ? `Reachable, ${data.auth_latency_ms ?? '?'} ms`
                  : 'Not reachable'
              }
            />
            <Stat label="Active sessions" value={data.sessions_active} />
            <Stat label="Users active in the last day" value={data.users_signed_in_last_day} />
            <Stat label="Sign-in failures, last hour" value={data.sign_in_failures_last_hour} />
            <Stat label="Verification tokens pending" value={data.verifications_pending} />
            <Stat label="Unverified accounts" value={data.users_unverified} />
            {data.verification_emails_last_hour !== null && (
              <Stat
                label="Verification emails, last hour (dev outbox)"
                value={data.verification_emails_last_hour}
              />
            )}
          </dl>
          <p className="text-sm text-slate-700">
            Sign-in failures are the lockout's records (5 locks an account); a successful sign-in
            clears that account&apos;s. Verification email goes{' '}
            {data.mail_transport === 'smtp' ? 'out through SMTP' : 'to the development outbox'}.
          </p>
        </AdminLayout>
      )}
    </AdminGate>
  );
}
