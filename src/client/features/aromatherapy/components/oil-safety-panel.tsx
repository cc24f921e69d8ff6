/**
 * An oil's safety, shown before anything it is used for: first what it means for the signed-in
 * person (the API's 'not for you' reasons from the profile, cabinet and avoid-list), then every flag in a fixed
 * order — not for home use, sunlight (with its maximum), the skin maximum, children, pregnancy,
 * breastfeeding, epilepsy, asthma, skin sensitiser, pets, ingestion, medicines — each with its
 * source. A flag the oil does not carry is left out; 'not in our sources' is not 'safe'.
 */
import type { ReactElement, ReactNode } from 'react';
import { Link } from 'react-router';
import { CheckCircle2, OctagonAlert, ShieldAlert, TriangleAlert } from 'lucide-react';
import { cn } from '#client/lib/cn';
import type {
  CitedSource,
  OilDetail,
  OilWarning,
  OilWarningKind,
} from '#shared/contracts/aromatherapy.contract';
import { formatPercent } from '../lib/labels';
import { CitedSources } from './cited-sources';
import { InteractionRecordList } from './interaction-records';
import { WarningList } from './warning-list';
import { formatCount } from '#shared/domain/plural';

/** The titles of the panel's items, in the order they are shown (tests read them). */
export const SAFETY_ITEM_TITLES = {
  do_not_use: 'Not for home use',
  phototoxic: 'Sunlight (phototoxic)',
  max_dermal: 'Maximum on the skin',
  min_age: 'Children',
  pregnancy: 'Pregnancy',
  breastfeeding: 'Breastfeeding',
  epilepsy: 'Epilepsy',
  asthma: 'Asthma',
  skin_sensitiser: 'Skin sensitiser',
  toxic_to_pets: 'Toxic to pets',
  not_for_ingestion: 'Not for ingestion',
  interactions: 'Medicines and interactions',
} as const;

const STOP_KINDS: ReadonlySet<OilWarningKind> = new Set([
  'do_not_use',
  'age',
  'epilepsy',
  'anticoagulant',
  'interaction',
  // The person put it on their own avoid-list: that is 'not for you', not 'take care'.
  'avoid_list',
]);

/** Whether the person's warnings rule the oil out, or only ask for care (asthma, pets, 'caution'). */
export function isNotForYou(oil: OilDetail, warnings: readonly OilWarning[]): boolean {
  return warnings.some(
    (warning) =>
      STOP_KINDS.has(warning.kind) ||
      (warning.kind === 'pregnancy' && oil.flags.pregnancy?.level === 'avoid') ||
      (warning.kind === 'breastfeeding' && oil.flags.breastfeeding?.level === 'avoid'),
  );
}

interface Item {
  key: keyof typeof SAFETY_ITEM_TITLES;
  tone: 'stop' | 'caution' | 'info';
  body: ReactNode;
  sources: CitedSource[];
}

const levelWords = (level: 'avoid' | 'caution', when: string) =>
  level === 'avoid' ? `Avoid ${when}.` : `Take care ${when}.`;

function safetyItems(oil: OilDetail): Item[] {
  const { flags } = oil;
  const items: Item[] = [];
  if (flags.do_not_use)
    items.push({
      key: 'do_not_use',
      tone: 'stop',
      body: <>Not for home use in any amount. {flags.do_not_use.text}</>,
      sources: [flags.do_not_use.source],
    });
  if (flags.phototoxic)
    items.push({
      key: 'phototoxic',
      tone: 'stop',
      body: (
        <>
          At most <strong>{formatPercent(flags.phototoxic.max_percent)}</strong> on skin that will
          see the sun or a sunbed within 12 hours. {flags.phototoxic.text}
        </>
      ),
      sources: [flags.phototoxic.source],
    });
  items.push({
    key: 'max_dermal',
    tone: 'info',
    body:
      oil.max_dermal_percent === null ? (
        <>No published maximum. {oil.max_dermal_note}</>
      ) : (
        <>
          At most <strong>{formatPercent(oil.max_dermal_percent)}</strong> of a blend on the skin.{' '}
          {oil.max_dermal_note}
        </>
      ),
    sources: [oil.max_dermal_source],
  });
  if (flags.min_age)
    items.push({
      key: 'min_age',
      tone: 'stop',
      body: (
        <>
          <strong>
            {flags.min_age.near_face_only
              ? `Not on or near the face of children under ${flags.min_age.years}.`
              : `Not for children under ${flags.min_age.years}.`}
          </strong>{' '}
          {flags.min_age.text}
        </>
      ),
      sources: [flags.min_age.source],
    });
  if (flags.pregnancy)
    items.push({
      key: 'pregnancy',
      tone: flags.pregnancy.level === 'avoid' ? 'stop' : 'caution',
      body: (
        <>
          <strong>{levelWords(flags.pregnancy.level, 'in pregnancy')}</strong>{' '}
          {flags.pregnancy.text}
        </>
      ),
      sources: [flags.pregnancy.source],
    });
  if (flags.breastfeeding)
    items.push({
      key: 'breastfeeding',
      tone: flags.breastfeeding.level === 'avoid' ? 'stop' : 'caution',
      body: (
        <>
          <strong>{levelWords(flags.breastfeeding.level, 'while breastfeeding')}</strong>{' '}
          {flags.breastfeeding.text}
        </>
      ),
      sources: [flags.breastfeeding.source],
    });
  if (flags.epilepsy)
    items.push({
      key: 'epilepsy',
      tone: 'stop',
      body: (
        <>
          <strong>Not with epilepsy.</strong> {flags.epilepsy.text}
        </>
      ),
      sources: [flags.epilepsy.source],
    });
  if (flags.asthma)
    items.push({
      key: 'asthma',
      tone: 'caution',
      body: (
        <>
          <strong>Take care with asthma.</strong> {flags.asthma.text}
        </>
      ),
      sources: [flags.asthma.source],
    });
  if (flags.skin_sensitiser)
    items.push({
      key: 'skin_sensitiser',
      tone: 'caution',
      body: <>{flags.skin_sensitiser.text}</>,
      sources: [flags.skin_sensitiser.source],
    });
  if (flags.toxic_to_pets)
    items.push({
      key: 'toxic_to_pets',
      tone: 'caution',
      body: (
        <>
          <strong>Harmful to {flags.toxic_to_pets.species.join(' and ')}.</strong>{' '}
          {flags.toxic_to_pets.text}
        </>
      ),
      sources: [flags.toxic_to_pets.source],
    });
  if (flags.not_for_ingestion)
    items.push({
      key: 'not_for_ingestion',
      tone: 'caution',
      body: (
        <>
          Do not swallow it or put it in food or drinks: this library is for the skin and the air.
          Keep it out of children&apos;s reach.
        </>
      ),
      sources: [],
    });
  items.push({
    key: 'interactions',
    tone: flags.anticoagulant || oil.interactions.length > 0 ? 'stop' : 'info',
    body: (
      <div className="space-y-2">
        {flags.anticoagulant && (
          <div>
            <p>
              <strong>Adds to blood thinners</strong> (anticoagulants and antiplatelets).{' '}
              {flags.anticoagulant.text}
            </p>
            <CitedSources sources={[flags.anticoagulant.source]} compact className="mt-1" />
          </div>
        )}
        <InteractionRecordList records={oil.interactions} subject={oil.name} />
      </div>
    ),
    sources: [],
  });
  return items;
}

const TONE_STYLES = {
  stop: { box: 'border-red-200 bg-red-50/60', icon: OctagonAlert, iconColor: 'text-red-700' },
  caution: {
    box: 'border-amber-200 bg-amber-50/60',
    icon: TriangleAlert,
    iconColor: 'text-amber-700',
  },
  info: { box: 'border-slate-200 bg-white', icon: ShieldAlert, iconColor: 'text-teal-700' },
} as const;

function ForYou({ oil, returnTo }: { oil: OilDetail; returnTo: string }): ReactElement {
  if (!oil.screened.signed_in)
    return (
      <p className="rounded-xl border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800">
        <Link
          to={`/login?returnTo=${encodeURIComponent(returnTo)}`}
          className="font-semibold text-teal-800 underline underline-offset-2"
        >
          Sign in
        </Link>{' '}
        to check {oil.name} against your age, pregnancy, conditions and medicine cabinet.
      </p>
    );
  if (oil.for_you.length === 0)
    return (
      <p className="flex gap-2 rounded-xl border border-emerald-300 bg-emerald-50 p-3 text-sm text-emerald-950">
        <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        <span>
          Nothing in your profile, medicine cabinet or avoid-list rules {oil.name} out. The cautions
          below still apply to everyone.
        </span>
      </p>
    );
  const notForYou = isNotForYou(oil, oil.for_you);
  const count = oil.for_you.length;
  return (
    <div
      className={cn(
        'rounded-xl border-2 p-3',
        notForYou ? 'border-red-400 bg-red-50' : 'border-amber-400 bg-amber-50',
      )}
    >
      <h3 className="flex items-center gap-2 text-base font-bold text-slate-900">
        <OctagonAlert
          className={cn('h-5 w-5 shrink-0', notForYou ? 'text-red-700' : 'text-amber-700')}
          aria-hidden="true"
        />
        {notForYou ? 'Not for you' : 'Take care: this applies to you'}
      </h3>
      <p className="mt-1 mb-2 text-sm text-slate-800">
        {formatCount(count, 'reason')} from your profile
        {oil.for_you.some((warning) => warning.kind === 'avoid_list')
          ? ', medicine cabinet and avoid-list:'
          : ' and medicine cabinet:'}
      </p>
      <WarningList warnings={oil.for_you} label={`Why ${oil.name} is not for you`} />
    </div>
  );
}

export function OilSafetyPanel({
  oil,
  returnTo,
}: {
  oil: OilDetail;
  /** Where sign-in should come back to (this oil's page). */
  returnTo: string;
}): ReactElement {
  const items = safetyItems(oil);
  return (
    <section
      aria-labelledby="oil-safety-heading"
      className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="oil-safety-heading" className="text-xl font-semibold text-slate-900">
        Safety first
      </h2>
      <ForYou oil={oil} returnTo={returnTo} />
      <ul aria-label={`Safety of ${oil.name}`} className="space-y-2">
        {items.map((item) => {
          const style = TONE_STYLES[item.tone];
          const Icon = style.icon;
          return (
            <li
              key={item.key}
              data-safety-item={item.key}
              className={cn('rounded-xl border p-3 text-sm', style.box)}
            >
              <h3 className="flex items-center gap-2 font-semibold text-slate-900">
                <Icon className={cn('h-4 w-4 shrink-0', style.iconColor)} aria-hidden="true" />
                {SAFETY_ITEM_TITLES[item.key]}
              </h3>
              <div className="mt-1 text-slate-800">{item.body}</div>
              <CitedSources sources={item.sources} compact className="mt-1.5" />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
