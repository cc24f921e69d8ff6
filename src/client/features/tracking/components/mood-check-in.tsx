/**
 * The daily check-in, built to take seconds: tap a mood, tap an energy level, Save. Tags and a
 * note are there for those who want them. An existing entry for the day loads for editing.
 */
import { useId, useState, type ReactElement } from 'react';
import { Button } from '#client/components/ui/button';
import { Input, Label } from '#client/components/ui/input';
import { useContractForm } from '#client/lib/use-contract-form';
import { NOTE_MAX, moodInputSchema, type MoodEntry } from '#shared/contracts/tracking.contract';
import { useSaveMood } from '../api/save-mood';
import { trackingErrorMessage } from '../api/tracking-error-message';
import { ENERGY_LEVELS, MOOD_LEVELS } from '../lib/scales';
import { MOOD_TAGS, chipOptions } from '../lib/tags';
import { ChipGroup } from './chip-group';
import { ScalePicker } from './scale-picker';

export const MOOD_CHECK_IN_MESSAGES = {
  pickMood: 'Pick how you feel (1-5).',
  pickEnergy: 'Pick your energy (1-5).',
  saved: 'Check-in saved.',
  updated: 'Check-in updated.',
  failed: 'Your check-in could not be saved. Please try again.',
} as const;

export interface MoodCheckInProps {
  date: string;
  /** The day's saved entry, if any: the form starts from it. */
  entry: MoodEntry | null;
  /** 'today' or the day in words, for the Save button and messages. */
  dayLabel: string;
}

/** What the check-in's controls hold: no mood or energy until one is tapped. */
interface CheckInFields {
  mood: number | null;
  energy: number | null;
  tags: string[];
  note: string;
}

/** Render once the day's entry has loaded, with `key={date}`, so switching days starts afresh. */
export function MoodCheckIn({ date, entry, dayLabel }: MoodCheckInProps): ReactElement {
  const noteId = useId();
  const customTagId = useId();
  const form = useContractForm<typeof moodInputSchema, CheckInFields>({
    schema: moodInputSchema,
    defaultValues: {
      mood: entry?.mood ?? null,
      energy: entry?.energy ?? null,
      tags: entry?.tags ?? [],
      note: entry?.note ?? '',
    },
    toInput: ({ mood, energy, tags, note }) => ({
      mood: mood ?? Number.NaN,
      energy: energy ?? Number.NaN,
      tags,
      note,
    }),
    // An untapped scale is a missing number: the check-in asks for a tap.
    messages: {
      mood: { invalid_type: MOOD_CHECK_IN_MESSAGES.pickMood },
      energy: { invalid_type: MOOD_CHECK_IN_MESSAGES.pickEnergy },
    },
  });
  const [customTag, setCustomTag] = useState('');
  const [savedMessage, setSavedMessage] = useState<string | null>(null);
  const save = useSaveMood();
  const [mood, energy, tags, note] = form.watch(['mood', 'energy', 'tags', 'note']);
  // Values set by controls other than inputs; checked again once a submit was refused.
  const revalidate = { shouldValidate: form.formState.isSubmitted };
  const choose = (field: 'mood' | 'energy', value: number) =>
    form.setValue(field, value, revalidate);
  const chooseTags = (next: string[]) => form.setValue('tags', next, revalidate);

  const addCustomTag = () => {
    const tag = customTag.trim();
    if (tag && !tags.some((item) => item.toLowerCase() === tag.toLowerCase()))
      chooseTags([...tags, tag]);
    setCustomTag('');
  };

  const submit = form.handleSubmit((checkIn) => {
    const wasSaved = entry !== null;
    save.mutate(
      { date, entry: checkIn },
      {
        onSuccess: () =>
          setSavedMessage(wasSaved ? MOOD_CHECK_IN_MESSAGES.updated : MOOD_CHECK_IN_MESSAGES.saved),
      },
    );
  });

  return (
    <form
      onSubmit={(event) => {
        setSavedMessage(null);
        void submit(event);
      }}
      noValidate
      className="space-y-5"
    >
      <ScalePicker
        legend={`How do you feel ${dayLabel}?`}
        levels={MOOD_LEVELS}
        value={mood}
        onChange={(value) => choose('mood', value)}
        error={form.error('mood')}
      />
      <ScalePicker
        legend="Your energy"
        levels={ENERGY_LEVELS}
        value={energy}
        onChange={(value) => choose('energy', value)}
        error={form.error('energy')}
      />
      <ChipGroup
        legend="What was part of your day? (optional)"
        options={chipOptions(MOOD_TAGS, tags)}
        selected={tags}
        onChange={chooseTags}
      />
      <div className="flex items-end gap-2">
        <div className="flex-1">
          <Label htmlFor={customTagId}>Add your own tag</Label>
          <Input
            id={customTagId}
            value={customTag}
            maxLength={40}
            onChange={(event) => setCustomTag(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                addCustomTag();
              }
            }}
          />
        </div>
        <Button variant="secondary" onClick={addCustomTag} disabled={!customTag.trim()}>
          Add tag
        </Button>
      </div>
      <div>
        <Label htmlFor={noteId}>Note (optional)</Label>
        <textarea
          id={noteId}
          maxLength={NOTE_MAX}
          rows={2}
          {...form.register('note')}
          className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus-visible:border-teal-700 focus-visible:outline-2 focus-visible:outline-teal-700"
        />
        <p className="mt-1 text-xs text-slate-600">
          {note.length}/{NOTE_MAX} characters
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="lg" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : entry ? 'Update check-in' : 'Save check-in'}
        </Button>
        <p role="status" className="text-sm font-medium text-teal-800">
          {savedMessage}
        </p>
      </div>
      {save.isError && (
        <p role="alert" className="text-sm text-red-800">
          {trackingErrorMessage(save.error, MOOD_CHECK_IN_MESSAGES.failed)}
        </p>
      )}
    </form>
  );
}
