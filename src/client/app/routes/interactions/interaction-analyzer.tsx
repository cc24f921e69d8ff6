/**
 * /interaction-analyzer and /interactions: the public interaction checker. Anyone can check;
 * a signed-in user's profile adds allergy, condition and age cautions. Prerendered signed-out.
 */
import { useEffect, type ReactElement } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CalendarClock, FlaskConical, Layers } from 'lucide-react';
import { usePageMeta } from '#client/lib/use-page-meta';
import { SafetyNotice } from '#client/features/marketing/components/safety-notice';
import { CheckForm } from '#client/features/interactions/components/check-form';
import { ProfileUseNote } from '#client/features/interactions/components/profile-use-note';
import { KnowledgeStatsStrip } from '#client/features/interactions/components/knowledge-stats-strip';
import { useInteractionCheck } from '#client/features/interactions/hooks/use-interaction-check';
import { CheckerPage } from './checker-page';

const RELATED = [
  {
    to: '/supplement-interactions',
    icon: Layers,
    label: 'Supplement interactions workspace',
    text: 'Save analyses and download them as PDF.',
  },
  {
    to: '/ingredient-safety',
    icon: FlaskConical,
    label: 'Ingredient safety',
    text: 'Paste a label’s ingredient list and check it.',
  },
  {
    to: '/safety/timing',
    icon: CalendarClock,
    label: 'Food and medicine timing',
    text: 'A day plan that keeps doses apart.',
  },
] as const;

/** At most this many names are taken from `?add=` (site search links one; a list may be shared). */
const MAX_ADDED_FROM_LINK = 10;

export default function InteractionAnalyzerPage(): ReactElement {
  usePageMeta();
  const check = useInteractionCheck();
  const [params] = useSearchParams();
  const { setItems } = check;
  // '/interactions?add=Warfarin' (site search) opens the checker with the name in the list. After
  // mount, not in the first render: the prerendered page has an empty list, and hydration must
  // match it.
  const added = params
    .getAll('add')
    .map((name) => name.trim())
    .filter(Boolean)
    .slice(0, MAX_ADDED_FROM_LINK)
    .join('\n');
  useEffect(() => {
    if (added) setItems([...new Set(added.split('\n'))]);
  }, [added, setItems]);
  return (
    <CheckerPage
      eyebrow="Interaction checker"
      title="Check medicines, supplements and foods together"
      lead="Add what you take, from prescriptions to herbal teas. Each interaction shows how serious it is, what it means, what to do and its source."
      check={check}
      aside={
        <nav
          aria-label="More safety tools"
          className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5"
        >
          <h2 className="text-base font-semibold text-slate-900">More safety tools</h2>
          <ul className="mt-3 space-y-3">
            {RELATED.map(({ to, icon: Icon, label, text }) => (
              <li key={to} className="flex gap-3 text-sm">
                <Icon className="mt-0.5 h-5 w-5 shrink-0 text-teal-700" aria-hidden="true" />
                <span>
                  <Link
                    to={to}
                    className="font-semibold text-teal-800 underline underline-offset-2"
                  >
                    {label}
                  </Link>
                  <span className="block text-slate-700">{text}</span>
                </span>
              </li>
            ))}
          </ul>
        </nav>
      }
      footer={
        <div className="print:hidden">
          <KnowledgeStatsStrip />
          <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
            <SafetyNotice />
          </div>
        </div>
      }
    >
      <CheckForm check={check} intro={<ProfileUseNote />} />
    </CheckerPage>
  );
}
