/**
 * The rules that shaped a plan: diet, allergies, medicines, targets; each with its sources as
 * links. The kind badge and the rule are separate words in the text too (read aloud, copied), not
 * only apart on screen.
 */
import { useId, type ReactElement } from 'react';
import { SourceLinks } from '#client/components/ui/source-links';
import type { MealPlan } from '#shared/contracts/nutrition.contract';

const KIND_LABELS: Record<MealPlan['notes'][number]['kind'], string> = {
  diet: 'Diet',
  allergy: 'Allergy',
  medicine: 'Medicine',
  target: 'Target',
  safety: 'Safety',
};

/** The rule's words without a leading 'Diet:' that would repeat its badge ('Diet Diet: ...'). */
export function ruleText(kind: MealPlan['notes'][number]['kind'], text: string): string {
  const label = KIND_LABELS[kind];
  return text.toLowerCase().startsWith(`${label.toLowerCase()}:`)
    ? text.slice(label.length + 1).trimStart()
    : text;
}

export function PlanNotes({ notes }: { notes: MealPlan['notes'] }): ReactElement {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        Rules this plan follows
      </h2>
      {notes.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">
          No diet, allergy or medicine rules applied: your profile lists none. Add them to your
          profile and make a new plan.
        </p>
      ) : (
        <ul className="mt-3 space-y-3">
          {notes.map((note) => (
            <li key={`${note.kind}-${note.text}`} className="rounded-xl bg-slate-50 p-3">
              <p className="text-sm text-slate-900">
                <span className="mr-1 inline-block rounded-full bg-teal-100 px-2 py-0.5 text-xs font-semibold text-teal-900">
                  {KIND_LABELS[note.kind]}
                </span>{' '}
                {ruleText(note.kind, note.text)}
              </p>
              <SourceLinks sources={note.sources} className="mt-2" />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
