/**
 * The daily check-in, built to take seconds: tap a mood, tap an energy level, Save. Tags and a
 * note are there for those who want them. An existing entry for the day loads for editing.
 */
import { useId, useState, type FormEvent, type ReactElement } from 'react';
import { Button } from '#client/components/ui/button';
import { Input, Label } from '#client/components/ui/input';
import { NOTE_MAX, type MoodEntry } from '#shared/contracts/tracking.contract';
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

/** Render once the day's entry has loaded, with `key={date}`, so switching days starts afresh. */
export function MoodCheckIn({ date, entry, dayLabel }: MoodCheckInProps): ReactElement {
  const noteId = useId();
  const customTagId = useId();
  const [mood, setMood] = useState<number | null>(entry?.mood ?? null);
  const [energy, setEnergy] = useState<number | null>(entry?.energy ?? null);
  const [tags, setTags] = useState<string[]>(entry?.tags ?? []);
  const [customTag, setCustomTag] = useState('');
  const [note, setNote] = useState(entry?.note ?? '');
  const [errors, setErrors] = useState<{ mood?: string; energy?: string }>({});
  const [savedMessage, setSavedMessage] = useState<string | null>(null);
  const save = useSaveMood();

  const addCustomTag = () => {
    const tag = customTag.trim();
    if (tag && !tags.some((item) => item.toLowerCase() === tag.toLowerCase()))
      setTags([...tags, tag]);
    setCustomTag('');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSavedMessage(null);
    const nextErrors = {
      mood: mood === null ? MOOD_CHECK_IN_MESSAGES.pickMood : undefined,
      energy: energy === null ? MOOD_CHECK_IN_MESSAGES.pickEnergy : undefined,
    };
    setErrors(nextErrors);
    if (mood === null || energy === null) return;
    const wasSaved = entry !== null;
    save.mutate(
      { date, entry: { mood, energy, tags, note: note.trim() || null } },
      {
        onSuccess: () =>
          setSavedMessage(wasSaved ? MOOD_CHECK_IN_MESSAGES.updated : MOOD_CHECK_IN_MESSAGES.saved),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <ScalePicker
        legend={`How do you feel ${dayLabel}?`}
        levels={MOOD_LEVELS}
        value={mood}
        onChange={(value) => {
          setMood(value);
          setErrors((current) => ({ ...current, mood: undefined }));
        }}
        error={errors.mood}
      />
      <ScalePicker
        legend="Your energy"
        levels={ENERGY_LEVELS}
        value={energy}
        onChange={(value) => {
          setEnergy(value);
          setErrors((current) => ({ ...current, energy: undefined }));
        }}
        error={errors.energy}
      />
      <ChipGroup
        legend="What was part of your day? (optional)"
        options={chipOptions(MOOD_TAGS, tags)}
        selected={tags}
        onChange={setTags}
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
          value={note}
          maxLength={NOTE_MAX}
          rows={2}
          onChange={(event) => setNote(event.target.value)}
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
