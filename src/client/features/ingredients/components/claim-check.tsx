/**
 * A health claim and what the evidence says: each matching summary with its verdict (a word and an
 * icon, never a colour alone), its evidence grade with the sentence written for that verdict (so
 * 'Not supported' never sits beside 'agree it helps'), and its sources. No match is said honestly.
 * Signed in, what the claim's subject means for this person (a cabinet medicine, pregnancy, an
 * allergy, a diet restriction, the avoid-list) comes right under the verdict, in the server's words.
 */
import { VerdictCallout } from '#client/components/ui/verdict-callout';
import { useId, type ReactElement } from 'react';
import { CheckCircle2, CircleHelp, Scale, SearchCheck, XCircle } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#client/components/ui/button';
import { Label } from '#client/components/ui/input';
import { useAuth } from '#client/lib/auth';
import { cn } from '#client/lib/cn';
import { useContractForm } from '#client/lib/use-contract-form';
import {
  INGREDIENT_MESSAGES,
  MAX_CLAIM_TEXT,
  claimCheckRequestSchema,
  type ClaimCheckResponse,
  type ClaimMatch,
  type ClaimVerdict,
  type PersonalWarning,
} from '#shared/contracts/ingredients.contract';
import { claimEvidenceSentence } from '#shared/domain/claim-evidence';
import {
  GRADE_MEANINGS,
  PERSONAL_REASON_LABELS,
  VERDICT_LABELS,
  VERDICT_MEANINGS,
} from '../lib/labels';
import { LevelBadge } from './level-badge';
import { SourcesLine } from './sources-line';

/**
 * A claim as it may be sent: not blank, and at most MAX_CLAIM_TEXT characters as typed, in the
 * sentences the server answers with (the request contract takes the text as it is, because the
 * server's own check words the refusal). It is sent trimmed.
 */
const claimFormSchema = claimCheckRequestSchema.extend({
  text: claimCheckRequestSchema.shape.text
    .refine((text) => text.trim() !== '', INGREDIENT_MESSAGES.emptyClaim)
    .refine((text) => text.length <= MAX_CLAIM_TEXT, INGREDIENT_MESSAGES.claimTooLong)
    .transform((text) => text.trim()),
});

export function ClaimForm({
  onCheck,
  isPending,
  initialText = '',
}: {
  onCheck: (text: string) => void;
  isPending: boolean;
  initialText?: string;
}): ReactElement {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const form = useContractForm({ schema: claimFormSchema, defaultValues: { text: initialText } });
  const problem = form.error('text');
  return (
    <form
      noValidate
      className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      onSubmit={form.handleSubmit(({ text }) => onCheck(text))}
    >
      <Label htmlFor={inputId}>Health claim</Label>
      <p id={hintId} className="text-sm text-slate-700">
        As you read or heard it, e.g. “vitamin C prevents colds” or “detox teas cleanse the liver”.
      </p>
      <textarea
        id={inputId}
        rows={2}
        aria-describedby={`${hintId}${problem ? ` ${errorId}` : ''}`}
        aria-invalid={problem !== undefined}
        {...form.register('text')}
        className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus-visible:border-teal-700 focus-visible:outline-2 focus-visible:outline-teal-700"
      />
      {problem && (
        <p id={errorId} role="alert" className="text-sm font-semibold text-red-800">
          {problem}
        </p>
      )}
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={isPending}>
        <SearchCheck className="h-5 w-5" aria-hidden="true" />
        {isPending ? 'Checking...' : 'Check this claim'}
      </Button>
    </form>
  );
}

const VERDICT_STYLES: Record<ClaimVerdict, { box: string; icon: typeof CheckCircle2 }> = {
  supported: { box: 'border-green-700 bg-green-50 text-green-900', icon: CheckCircle2 },
  mixed: { box: 'border-amber-600 bg-amber-50 text-amber-900', icon: Scale },
  'not supported': { box: 'border-red-700 bg-red-50 text-red-900', icon: XCircle },
  'not studied': { box: 'border-slate-500 bg-slate-50 text-slate-900', icon: CircleHelp },
};

/**
 * What the claim's subject means for this reader, each point with its reason and sources. 'Not
 * for you' when any point says avoid; otherwise they ask for care. Nothing when none applies.
 */
export function ClaimForYou({
  warnings,
}: {
  warnings: readonly PersonalWarning[];
}): ReactElement | null {
  if (warnings.length === 0) return null;
  const isAvoid = warnings.some((warning) => warning.level === 'avoid');
  return (
    <VerdictCallout
      level={isAvoid ? 'avoid' : 'caution'}
      title={isAvoid ? 'Not for you' : 'For you: take care'}
      heading="h4"
      compact
    >
      <p className="mt-1 text-sm text-slate-800">
        From your profile, medicine cabinet and avoid-list, whatever the evidence says:
      </p>
      <ul className="mt-2 space-y-2">
        {warnings.map((warning) => (
          <li key={warning.text} className="text-sm text-slate-900">
            <p className="flex flex-wrap items-center gap-2">
              <LevelBadge level={warning.level} />
              <span className="font-semibold">
                Why for you: {PERSONAL_REASON_LABELS[warning.reason]}
              </span>
            </p>
            <p className="mt-0.5 break-words">{warning.text}</p>
            <SourcesLine sources={warning.sources} className="mt-0.5" />
          </li>
        ))}
      </ul>
    </VerdictCallout>
  );
}

function ClaimCard({ match }: { match: ClaimMatch }): ReactElement {
  const headingId = useId();
  const style = VERDICT_STYLES[match.verdict];
  const Icon = style.icon;
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      >
        <h3 id={headingId} className="text-lg font-semibold break-words text-slate-900">
          {match.claim}
        </h3>
        <div className={cn('flex items-start gap-3 rounded-xl border-2 p-3', style.box)}>
          <Icon className="mt-0.5 h-6 w-6 shrink-0" aria-hidden="true" />
          <div>
            <p className="text-base font-bold">Verdict: {VERDICT_LABELS[match.verdict]}</p>
            <p className="text-sm">{VERDICT_MEANINGS[match.verdict]}</p>
          </div>
        </div>
        <ClaimForYou warnings={match.personal ?? []} />
        <p className="text-sm text-slate-800">
          <span className="font-semibold">Evidence grade {match.grade}:</span>{' '}
          {claimEvidenceSentence(match.verdict, match.grade) ?? GRADE_MEANINGS[match.grade]}.
        </p>
        <p className="break-words text-slate-900">{match.summary}</p>
        <SourcesLine sources={match.sources} className="text-sm" />
      </article>
    </li>
  );
}

export function ClaimResults({ result }: { result: ClaimCheckResponse }): ReactElement {
  const headingId = useId();
  // A visitor's matches carry nothing personal: say how to get it, rather than let silence read as 'fine for you'.
  const { isLoading, isSignedIn } = useAuth();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        What the evidence says
      </h2>
      {result.matches.length === 0 ? (
        <p
          role="status"
          className="rounded-xl border border-slate-300 bg-slate-50 p-4 text-slate-900"
        >
          {result.message ?? INGREDIENT_MESSAGES.noClaimMatch}
        </p>
      ) : (
        <>
          <p role="status" className="text-sm text-slate-700">
            {result.matches.length === 1
              ? 'One evidence summary matches this claim.'
              : `${result.matches.length} evidence summaries match this claim, closest first.`}
          </p>
          <ul className="space-y-3">
            {result.matches.map((match) => (
              <ClaimCard key={match.claim_id} match={match} />
            ))}
          </ul>
          {!isLoading && !isSignedIn && (
            <p className="rounded-xl border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800">
              <Link
                to="/login?returnTo=%2Ffact-check"
                className="font-semibold text-teal-800 underline underline-offset-2"
              >
                Sign in
              </Link>{' '}
              to see what a claim means for you: your medicines, pregnancy, allergies, diet and
              avoid-list (free).
            </p>
          )}
        </>
      )}
    </section>
  );
}
