/** /admin: users, plans and links to the admin tools (admins only; everyone else: 404). */
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { useAdminOverview } from '#client/features/diagnostics/api/get-admin-overview';
import { usePageMeta } from '#client/lib/use-page-meta';
import { AdminGate, AdminLayout, Stat } from './admin-gate';

const TOOLS = [
  { to: '/diagnostics', label: 'Diagnostics', text: 'Recent client errors and system health.' },
  { to: '/auth/health', label: 'Auth health', text: 'Sessions, sign-in failures, verification.' },
  {
    to: '/admin/populate-recipes',
    label: 'Recipe population',
    text: 'Validate and load the food and recipe files.',
  },
  {
    to: '/onboarding-testing',
    label: 'Onboarding testing',
    text: 'Walk the onboarding flow with a throwaway profile.',
  },
];

export default function AdminPage(): ReactElement {
  usePageMeta();
  const overview = useAdminOverview();
  return (
    <AdminGate query={overview} title="Administration">
      {(data) => (
        <AdminLayout title="Administration" intro="Users, plans and the admin tools.">
          <section aria-labelledby="admin-users">
            <h2 id="admin-users" className="mb-3 text-lg font-semibold text-slate-900">
              Users and plans
            </h2>
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              <Stat label="Users" value={data.users.total} />
              <Stat label="Verified" value={data.users.verified} />
              <Stat label="Free plan" value={data.plans.free} />
              <Stat label="Paid plan" value={data.plans.paid} />
            </dl>
          </section>
          <section aria-labelledby="admin-tools">
            <h2 id="admin-tools" className="mb-3 text-lg font-semibold text-slate-900">
              Tools
            </h2>
            <ul className="grid gap-3 sm:grid-cols-2">
              {TOOLS.map((tool) => (
                <li
                  key={tool.to}
                  className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
                >
                  <Link to={tool.to} className="font-semibold text-teal-800 underline">
                    {tool.label}
                  </Link>
                  <p className="mt-1 text-sm text-slate-700">
                    {tool.text}
                    {tool.to === '/admin/populate-recipes' &&
                      ` The tables hold ${data.knowledge.foods} foods and ${data.knowledge.recipes} recipes.`}
                  </p>
                </li>
              ))}
              <li className="rounded-xl border border-dashed border-slate-300 bg-slate-50 p-4">
                <p className="font-semibold text-slate-900">Moderation queue</p>
                <p className="mt-1 text-sm text-slate-700">
                  {data.moderation_queue === null
                    ? 'The community is not available.'
                    : `${data.moderation_queue} ${data.moderation_queue === 1 ? 'item' : 'items'} waiting: held posts, open reports and follow-ups.`}{' '}
                  <Link
                    to="/community/moderation"
                    className="font-semibold text-teal-800 underline underline-offset-2"
                  >
                    Open the moderation queue
                  </Link>
                </p>
              </li>
            </ul>
          </section>
        </AdminLayout>
      )}
    </AdminGate>
  );
}
