/**
 * The Health Journey selector: a three-stop slider
 * (maintain, improve, transform; default improve or the saved level) with each level's details.
 * Saving upserts the user's preference; the button is disabled while saving and, outside
 * onboarding, when the choice is already the current level.
 */
import { useId, useState, type ReactElement } from 'react';
import { Slider } from 'radix-ui';
import { CheckCircle2, Clock } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { useToast } from '#client/components/ui/toast';
import { cn } from '#client/lib/cn';
import { JOURNEY_LEVELS, type JourneyLevel } from '#shared/domain/journey-levels';
import {
  DEFAULT_JOURNEY_LEVEL,
  isJourneyButtonDisabled,
  isJourneyLevel,
  JOURNEY_CONFIG,
  JOURNEY_HEADINGS,
  journeyButtonLabel,
  journeyLevelAt,
  journeyUpdatedToast,
} from '#shared/domain/journey';
import { usePreferences } from '#client/features/profile/api/get-preferences';
import { useUpdatePreferences } from '#client/features/profile/api/update-preferences';

export const JOURNEY_MESSAGES = {
  saveFailed: 'Failed to update journey preference',
} as const;

export interface JourneySelectorProps {
  mode: 'onboarding' | 'update';
  onSaved?: (level: JourneyLevel) => void;
  /** 1 when the selector is the page's main content; 2 inside a page or dialog. */
  headingLevel?: 1 | 2;
  /** Hide the heading where a surrounding dialog already shows it as its title. */
  showHeading?: boolean;
}

export function JourneySelector({
  mode,
  onSaved,
  headingLevel = 2,
  showHeading = true,
}: JourneySelectorProps): ReactElement {
  const preferences = usePreferences();
  const update = useUpdatePreferences();
  const toast = useToast();
  const saved = preferences.data?.health_journey_level;
  const current: JourneyLevel = isJourneyLevel(saved) ? saved : DEFAULT_JOURNEY_LEVEL;
  const [picked, setPicked] = useState<JourneyLevel | null>(null);
  const selected = picked ?? current;
  const config = JOURNEY_CONFIG[selected];
  const isOnboarding = mode === 'onboarding';
  const heading = JOURNEY_HEADINGS[mode];
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  // The level's own headings sit one and two levels below the selector's heading.
  const LevelHeading = headingLevel === 1 ? 'h2' : 'h3';
  const ListHeading = headingLevel === 1 ? 'h3' : 'h4';
  const headingId = useId();
  const isDisabled =
    preferences.isPending ||
    isJourneyButtonDisabled({ isOnboarding, isSaving: update.isPending, selected, current });

  const save = () => {
    const level = selected;
    update.mutate(
      { health_journey_level: level },
      {
        onSuccess: () => {
          setPicked(null);
          toast({ ...journeyUpdatedToast(level), kind: 'success' });
          onSaved?.(level);
        },
        onError: () => toast({ title: JOURNEY_MESSAGES.saveFailed, kind: 'error' }),
      },
    );
  };

  return (
    <section
      aria-labelledby={showHeading ? headingId : undefined}
      aria-label={showHeading ? undefined : heading}
      className="space-y-6"
    >
      {showHeading && (
        <div>
          <Heading
            id={headingId}
            className={cn(
              'font-bold tracking-tight text-slate-900',
              headingLevel === 1 ? 'text-2xl sm:text-3xl' : 'text-xl',
            )}
          >
            {heading}
          </Heading>
          <p className="mt-1 text-slate-600">
            Pick how much time you want to spend each week. You can change it at any time.
          </p>
        </div>
      )}

      <div className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
        <Slider.Root
          min={0}
          max={JOURNEY_LEVELS.length - 1}
          step={1}
          value={[JOURNEY_LEVELS.indexOf(selected)]}
          onValueChange={([index]) => setPicked(journeyLevelAt(index ?? 0))}
          className="relative flex h-11 w-full touch-none items-center select-none"
        >
          <Slider.Track className="relative h-2 grow rounded-full bg-slate-200">
            <Slider.Range className="absolute h-full rounded-full bg-teal-700" />
          </Slider.Track>
          <Slider.Thumb
            aria-label="Health journey level"
            aria-valuetext={`${config.title}: ${config.estimatedTimeCommitment}`}
            className="block h-6 w-6 rounded-full border-2 border-teal-700 bg-white shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
          />
        </Slider.Root>
        <div className="mt-2 grid grid-cols-3 gap-2">
          {JOURNEY_LEVELS.map((level, index) => (
            <button
              key={level}
              type="button"
              aria-pressed={level === selected}
              onClick={() => setPicked(level)}
              className={cn(
                'min-h-11 rounded-lg px-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700',
                index === 0
                  ? 'text-left'
                  : index === JOURNEY_LEVELS.length - 1
                    ? 'text-right'
                    : 'text-center',
                level === selected ? 'text-teal-800' : 'text-slate-600 hover:text-slate-900',
              )}
            >
              {JOURNEY_CONFIG[level].title}
              {level === current && !isOnboarding && (
                <span className="block text-xs font-normal text-slate-600">current</span>
              )}
            </button>
          ))}
        </div>
      </div>

      <div aria-live="polite" className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <LevelHeading className="text-lg font-semibold text-slate-900">
              {config.title}
            </LevelHeading>
            <p className="text-sm font-medium text-teal-800">{config.subtitle}</p>
          </div>
          <p className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800">
            <Clock className="h-4 w-4" aria-hidden="true" />
            {config.estimatedTimeCommitment}
          </p>
        </div>
        <p className="mt-3 text-slate-700">{config.description}</p>
        <div
          className="mt-3 h-1.5 w-full overflow-hidden rounded-full bg-slate-100"
          aria-hidden="true"
        >
          <div
            className="h-full rounded-full bg-teal-600"
            style={{ width: `${config.progressIndicator}%` }}
          />
        </div>
        <div className="mt-5 grid gap-5 sm:grid-cols-2">
          <div>
            <ListHeading className="text-sm font-semibold text-slate-900">What you get</ListHeading>
            <ul className="mt-2 space-y-1.5 text-sm text-slate-700">
              {config.features.map((feature) => (
                <li key={feature} className="flex gap-2">
                  <CheckCircle2
                    className="mt-0.5 h-4 w-4 shrink-0 text-teal-700"
                    aria-hidden="true"
                  />
                  {feature}
                </li>
              ))}
            </ul>
          </div>
          <div>
            <ListHeading className="text-sm font-semibold text-slate-900">Focus areas</ListHeading>
            <ul className="mt-2 flex flex-wrap gap-2">
              {config.focusAreas.map((area) => (
                <li key={area} className="rounded-full bg-teal-50 px-3 py-1 text-sm text-teal-900">
                  {area}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>

      <Button
        size="lg"
        className="w-full sm:w-auto"
        onClick={save}
        disabled={isDisabled}
        aria-busy={update.isPending}
      >
        {journeyButtonLabel({ isOnboarding, selected, current })}
      </Button>
    </section>
  );
}
